/// A small in-memory project that shows what a rule does: one or more Swift
/// files, optionally a Markdown plan (any file ending in `.md` is read as a
/// plan) and a `.tiplint.json`.
///
/// `↓` marks each place a finding is expected: the finding's line and column
/// are those of the character after the marker, which is removed before the
/// example is analysed. A triggering example has at least one marker; a
/// non-triggering example has none and must give no finding of the rule.
///
/// `RuleSpecTests` runs every example through a whole `LintSession` in memory
/// (`tiplint lint .` in the example's root, each `.md` given with `--plan`), so
/// an example must work as a real project: TipKit code imports TipKit, a plan rule's example carries
/// its plan. It also rewrites each triggering example three ways, and the
/// rule must follow: its marked Swift lines commented out (no finding), a
/// `// tiplint:disable:next <rule>` above each marked Swift line and a
/// `<!-- tiplint:disable-next <rule> -->` above each marked plan line outside a
/// code block (no finding there), and multi-byte text added at the top of each
/// file and at the start of each marked Swift line (every finding moves with it). An example whose
/// findings cannot follow a rewrite is exempt from it (`exempt(_:)`), as
/// SwiftLint's examples can be: a rule that reports an absence reports it
/// again when the marked line is commented out, and a finding about a whole
/// file sits at its line 1 whatever comes first.
public struct RuleExample: Sendable {
    public struct File: Sendable, Equatable {
        /// How the file is saved. tiplint reads UTF-8; the others show what it
        /// does with a file it cannot read.
        public enum Encoding: String, Sendable {
            case utf8 = "UTF-8"
            case isoLatin1 = "ISO Latin-1"
        }

        /// Relative to the example project's root (`Views/HomeView.swift`, `docs/plans/tips-plan.md`).
        public var path: String
        /// With `↓` markers.
        public var text: String
        public var encoding: Encoding
        public init(path: String, text: String, encoding: Encoding = .utf8) {
            self.path = path
            self.text = text
            self.encoding = encoding
        }
    }

    /// The marker for an expected finding.
    public static let marker: Character = "↓"

    /// A rewrite of the example that the harness checks the rule against.
    enum Variant: Sendable, CaseIterable {
        /// The marked Swift lines commented out: no finding.
        case commentingOut
        /// A `tiplint:disable:next` (`disable-next` in a plan) above each marked line: no finding there.
        case disablingNext
        /// Multi-byte text before the findings: each moves with it.
        case multiByteText
    }

    public var files: [File]
    /// The text of `.tiplint.json`, when the example needs configuration.
    public var config: String?
    /// Rewrites this example's findings cannot follow.
    var exemptions: Set<Variant> = []
    /// Run by the rule's tests, left out of `Rules.md` and `tiplint rules`: a
    /// shape worth pinning that would not teach a reader anything new.
    var isTestOnly = false
    /// Where the example is written, so a failing example is reported there.
    public var file: StaticString
    public var line: UInt

    /// One Swift file, `App.swift`.
    public init(_ swift: String, config: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
        self.init(files: ["App.swift": swift], config: config, file: file, line: line)
    }

    /// Several files, in the order written.
    public init(
        files: KeyValuePairs<String, String>, config: String? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        self.init(files: files.map { File(path: $0.key, text: $0.value) }, config: config, file: file, line: line)
    }

    public init(files: [File], config: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
        self.files = files
        self.config = config
        self.file = file
        self.line = line
    }

    /// This example, not checked under `variants` (say why where it is called).
    func exempt(_ variants: Variant...) -> RuleExample {
        var copy = self
        copy.exemptions.formUnion(variants)
        return copy
    }

    /// This example, run by the tests and left out of the documentation.
    func testOnly() -> RuleExample {
        var copy = self
        copy.isTestOnly = true
        return copy
    }
}
