/// One thing the plan expects, and whether the code has it: the unit both the
/// plan rules (which report its `problems`) and the coverage report (which
/// counts it) read, so the two cannot disagree.
struct PlannedCheck: Sendable, Hashable {
    enum Kind: String, Sendable, CaseIterable {
        case declared, event, title, message, image, display, donation
        case `import`, configure

        /// The plan rule that reports a check of this kind that does not hold.
        var ruleID: String {
            switch self {
            case .declared: return "plan_tip_missing"
            case .event: return "plan_event_mismatch"
            case .title, .message, .image: return "plan_copy_mismatch"
            case .display: return "plan_display_missing"
            case .donation: return "plan_donation_missing"
            case .import: return "plan_import_missing"
            case .configure: return "plan_configure_mismatch"
            }
        }
    }

    var kind: Kind
    /// The planned tip; nil for file checks (`import`, `configure`).
    var tip: String?
    /// The planned file, as the plan writes it, for display, donation, import and configure.
    var file: String?
    /// What the plan expects, in words (`"Scan a New Face"`, `tapped = "newFaceTapped"`).
    var expected: String
    var held: Bool
    /// What the code has: where it holds, or what was found instead.
    var detail: String
    /// Where in the code it holds, when it does.
    var location: SourceLocation?
    var plan: PlanReference
    var area: String
    /// What `kind.ruleID` reports when the check does not hold: one finding each.
    /// Empty when it holds, and when `explainedBy` reports the cause instead.
    var problems: [PlanProblem] = []
    /// For a check that does not hold without problems of its own: the rule whose finding
    /// explains it (`plan_tip_missing` for the copy of an undeclared tip, `plan_file_missing`
    /// for a site in a planned file that does not exist).
    var explainedBy: String?
    /// The plan marks done the task or step that plans it: what it expects must be there now.
    var isDone = false
    /// How strongly the plan states the item: a check from a mentioned fact reports at most a note.
    var evidence: EvidenceGrade = .declared
    /// An import check the plan only implies (`PlannedSite.isDerived`): it makes no leaky use an error.
    var isDerived = false

    /// The subject shown in reports: the tip, else the file's name.
    var subject: String { tip ?? file.map(PlanText.fileName) ?? "" }
}

/// Why a planned check does not hold, as its rule reports it.
struct PlanProblem: Sendable, Hashable {
    var message: String
    var location: SourceLocation
    /// The finding's baseline key.
    var key: String
    /// The code has not reached the planned item yet (nothing contradicts it): progress, a note
    /// until the plan marks its task done or the plan must be complete.
    var isPending: Bool = false
}
