/// A rule whose findings `tiplint --fix` corrects, as SwiftLint's
/// `CorrectableRule`: the rule says how a file is corrected, and its
/// `corrections` show it, checked by the rule-spec tests like its examples.
protocol FixableRule: Rule {
    /// Files before `--fix` (a `↓` at each finding of the rule) and after.
    static var corrections: [RuleCorrection] { get }
    /// `bytes` corrected, for the findings of the rule at `lines` of the file
    /// (with their related lines in it); nil when there is nothing to change,
    /// so a second run changes nothing.
    func fix(_ bytes: [UInt8], lines: [Int]) -> RuleFix?
    /// What to do by hand where `--fix` may not write (`add import TipKit to the file itself`).
    static var manualFix: String { get }
}

/// A file corrected by `--fix`.
struct RuleFix: Sendable, Equatable {
    var bytes: [UInt8]
    /// The 1-based line of the change, for the message saying what changed.
    var line: Int
    /// What was changed, as a phrase (`inserted import TipKit`).
    var summary: String
}

/// One correction a fixable rule makes: a project with `↓` at each of the
/// rule's findings, and the text of each file `--fix` changes.
struct RuleCorrection: Sendable {
    var before: RuleExample
    /// Path to the file's text after `--fix`.
    var after: [String: String]

    init(_ before: RuleExample, after: [String: String]) {
        self.before = before
        self.after = after
    }
}

extension FixableRule {
    /// The files holding this rule's findings, in the order of `findings`,
    /// each with the lines to correct: the findings' and their related
    /// locations' in the same file.
    func sites(in findings: [Finding]) -> [(file: String, lines: [Int])] {
        var lines: [String: [Int]] = [:]
        var files: [String] = []
        for finding in findings where finding.ruleID == Self.description.id {
            if lines[finding.file] == nil { files.append(finding.file) }
            lines[finding.file, default: []] +=
                [finding.line] + finding.related.filter { $0.file == finding.file }.map(\.line)
        }
        return files.map { ($0, lines[$0] ?? []) }
    }
}
