/// One row of the report's tips table: a tip and, column by column, whether it is
/// wired as planned (or, without a plan, as the code declares it).
///
/// A tip is **wired** when it is declared, displayed (where the plan shows it, and not
/// only in previews), its retiring event donated (where the plan donates it), something
/// retires it, and every file involved imports TipKit. The copy column is shown but does
/// not count: wrong words still ship a working tip. `TipWiringBuilder` fills the cells.
struct TipWiring: Sendable, Hashable {
    var name: String
    /// Named by the plan (a code block, or a planned display or donation); false for a tip
    /// only the code has, and for every tip when there is no plan.
    var isPlanned: Bool
    /// For a tip only the code has: the plan line that describes it in words (its copy), when one does.
    var describedIn: PlanReference?
    var area: String
    var declared: WiringCell
    var displayed: WiringCell
    var donated: WiringCell
    var retires: WiringCell
    var imports: WiringCell
    /// Title, message and SF Symbol as the plan gives them.
    var copy: WiringCell

    var isWired: Bool {
        [declared, displayed, donated, retires, imports].allSatisfy { $0.state != .missing }
    }

    /// The columns in table order, with their headings.
    var cells: [(column: String, cell: WiringCell)] {
        [
            ("declared", declared), ("displayed", displayed), ("donated", donated), ("retires", retires),
            ("imports", imports), ("copy", copy),
        ]
    }

    static let columns = ["declared", "displayed", "donated", "retires", "imports", "copy"]
}

/// One cell of the tips table: ✓, ✗ or not applicable, a few words, and why.
struct WiringCell: Sendable, Hashable {
    enum State: String, Sendable {
        case ok
        case missing
        /// Nothing to check (a tip whose rules read no event is donated nothing).
        case notApplicable = "n/a"
    }

    var state: State
    /// A few words for the cell (`only in previews`); empty when `locations` say it.
    var summary: String
    /// Why, in a sentence: the cell's hover or tap text.
    var reason: String
    /// The code places the cell names.
    var locations: [SourceLocation]
    /// The plan lines it rests on.
    var plan: [PlanReference]

    init(
        _ state: State, summary: String = "", reason: String, locations: [SourceLocation] = [],
        plan: [PlanReference] = []
    ) {
        self.state = state
        self.summary = summary
        self.reason = reason
        self.locations = locations
        self.plan = plan
    }

    /// `✓`, `✗` or `–`.
    var mark: String {
        switch state {
        case .ok: return "✓"
        case .missing: return "✗"
        case .notApplicable: return "–"
        }
    }
}
