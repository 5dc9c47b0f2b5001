/// Drops findings that a `tiplint:` comment in their file suppresses: a Swift comment, or a
/// `<!-- tiplint:… -->` comment of a plan. A plan's comment also hides the findings whose
/// expectation its line sets (a code finding citing that plan line).
/// `invalid_suppression` findings are never suppressed.
enum SuppressionFilter {
    /// In place: 300,000 findings are not copied to drop a few.
    static func apply(to findings: inout [Finding], model: ProjectModel, plan: Plan? = nil) {
        var byFile: [String: [Suppression]] = [:]
        for file in model.files where !file.suppressions.isEmpty { byFile[file.path] = file.suppressions }
        for suppression in plan?.suppressions ?? [] {
            byFile[suppression.location.file, default: []].append(suppression)
        }
        if byFile.isEmpty { return }
        findings.removeAll { finding in
            guard !RuleRegistry.unsuppressible.contains(finding.ruleID) else { return false }
            if let suppressions = byFile[finding.file],
                isSuppressed(finding.ruleID, line: finding.line, by: suppressions)
            {
                return true
            }
            if let plan = finding.plan, plan.file != finding.file || plan.line != finding.line,
                let suppressions = byFile[plan.file], isSuppressed(finding.ruleID, line: plan.line, by: suppressions)
            {
                return true
            }
            return false
        }
    }

    private static func isSuppressed(_ ruleID: String, line findingLine: Int, by suppressions: [Suppression]) -> Bool {
        var disabledByRegion = false
        for suppression in suppressions where names(suppression, ruleID) {
            let line = suppression.location.line
            switch suppression.scope {
            case .disable where line <= findingLine: disabledByRegion = true
            case .enable where line <= findingLine: disabledByRegion = false
            case .next where line + 1 == findingLine: return true
            case .this where line == findingLine: return true
            case .previous where line - 1 == findingLine: return true
            default: break
            }
        }
        return disabledByRegion
    }

    private static func names(_ suppression: Suppression, _ ruleID: String) -> Bool {
        suppression.rules.contains(ruleID) || suppression.rules.contains("all")
    }
}
