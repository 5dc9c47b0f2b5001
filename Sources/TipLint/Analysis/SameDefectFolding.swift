import SwiftScan

/// One defect, one finding, where several rules see the same slip: a second `Tips.configure` in
/// a view's `.task` is `configure_duplicate`, `configure_in_view_lifecycle` and
/// `plan_configure_mismatch` at one call (and `reset_after_configure`, when the
/// repeated call is a helper that resets first); a dropped `import TipKit` is `missing_import` and
/// `plan_import_missing` in one file. The most specific finding stays; the others become its
/// follow-ons (`FollowOnFolding` makes them related locations and clauses of its message).
/// A follow-on more severe than the finding it would join stands on its own, so folding never
/// lowers what a gate sees.
enum SameDefectFolding {
    private struct Pair {
        var followOn: String
        var cause: String
        /// The two must be on one line; otherwise in one file is enough.
        var sameLine: Bool
    }

    /// A follow-on joins the cause of the first pair that has one.
    private static let pairs = [
        Pair(followOn: "configure_in_view_lifecycle", cause: "configure_duplicate", sameLine: true),
        Pair(followOn: "plan_configure_mismatch", cause: "configure_duplicate", sameLine: true),
        // A helper that resets then configures, called again: the reset is the second call's slip too.
        Pair(followOn: "reset_after_configure", cause: "configure_duplicate", sameLine: true),
        Pair(followOn: "plan_import_missing", cause: "missing_import", sameLine: false),
    ]

    /// `findings` with the cause of each same-defect follow-on set. Causes are found by key (rule,
    /// file and, for same-line pairs, line), so the work grows with the findings, not with
    /// follow-ons times findings.
    static func markCauses(_ findings: [Finding]) -> [Finding] {
        let followOnRules = Set(pairs.map(\.followOn))
        guard findings.contains(where: { followOnRules.contains($0.ruleID) }) else { return findings }
        let causes = CauseIndex(findings, causeRules: Set(pairs.map(\.cause)))
        var result = findings
        for (position, finding) in findings.enumerated() where finding.cause == nil {
            WorkMeter.count()
            for pair in pairs where pair.followOn == finding.ruleID {
                let key = CauseIndex.Key(
                    ruleID: pair.cause, file: finding.file, line: pair.sameLine ? finding.line : nil)
                guard let cause = causes.first(key, atLeast: finding.severity).map({ findings[$0] }) else { continue }
                result[position].cause = FindingCause(
                    ruleID: cause.ruleID, file: cause.file, line: cause.line,
                    note: "\(finding.ruleID): \(finding.message)")
                break
            }
        }
        return result
    }

    /// The findings that can be causes, by rule and file (and line): for each severity, the first
    /// as severe or more, as a scan in report order would find it.
    private struct CauseIndex {
        struct Key: Hashable {
            var ruleID: String
            var file: String
            /// Nil for the key that matches the whole file.
            var line: Int?
        }

        private var first: [Key: [Severity: Int]] = [:]

        init(_ findings: [Finding], causeRules: Set<String>) {
            for (position, finding) in findings.enumerated()
            where finding.cause == nil && causeRules.contains(finding.ruleID) {
                WorkMeter.count()
                for line in [finding.line, nil] {
                    let key = Key(ruleID: finding.ruleID, file: finding.file, line: line)
                    for severity in Severity.allCases where severity <= finding.severity {
                        if first[key, default: [:]][severity] == nil { first[key, default: [:]][severity] = position }
                    }
                }
            }
        }

        func first(_ key: Key, atLeast severity: Severity) -> Int? { first[key]?[severity] }
    }
}
