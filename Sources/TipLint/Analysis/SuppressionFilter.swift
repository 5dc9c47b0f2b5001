/// Drops findings that a `tiplint:` comment in their file suppresses.
/// `invalid_suppression` findings are never suppressed.
public enum SuppressionFilter {
    /// Rules no suppression hides: a suppression comment's own mistakes.
    public static let unsuppressible: Set<String> = ["invalid_suppression"]

    static func apply(_ findings: [Finding], model: ProjectModel) -> [Finding] {
        var byFile: [String: [Suppression]] = [:]
        for file in model.files where !file.suppressions.isEmpty { byFile[file.path] = file.suppressions }
        if byFile.isEmpty { return findings }
        return findings.filter { finding in
            guard !unsuppressible.contains(finding.ruleID), let suppressions = byFile[finding.file] else { return true }
            return !isSuppressed(finding, by: suppressions)
        }
    }

    private static func isSuppressed(_ finding: Finding, by suppressions: [Suppression]) -> Bool {
        var disabledByRegion = false
        for suppression in suppressions where names(suppression, finding.ruleID) {
            let line = suppression.location.line
            switch suppression.scope {
            case .disable where line <= finding.line: disabledByRegion = true
            case .enable where line <= finding.line: disabledByRegion = false
            case .next where line + 1 == finding.line: return true
            case .this where line == finding.line: return true
            case .previous where line - 1 == finding.line: return true
            default: break
            }
        }
        return disabledByRegion
    }

    private static func names(_ suppression: Suppression, _ ruleID: String) -> Bool {
        suppression.rules.contains(ruleID) || suppression.rules.contains("all")
    }
}
