import SwiftScan

/// GitHub Actions workflow commands, one per finding:
/// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`.
/// GitHub turns at most `annotationLimit` commands of each kind per step into
/// annotations; past that the log says how many were not annotated.
public enum GitHubReporter: Reporter {
    public static let identifier = "github"
    public static let summary = "GitHub Actions annotations (workflow commands) and a job summary"
    /// Annotations GitHub shows per step for each of error, warning and notice.
    static let annotationLimit = 10

    public static func generateReport(_ findings: [Finding], context: ReportContext) -> String {
        var output = ""
        for finding in FindingRegions.completed(findings, workingDirectory: context.workingDirectory) {
            output += command(finding, context: context) + "\n"
        }
        for line in unannotatedLines(findings) { output += line + "\n" }
        return output
    }

    static func command(_ finding: Finding, context: ReportContext) -> String {
        let path = context.pathFromSourceRoot(finding.file)
        var properties: [String] = []
        var message = finding.message
        if canNameExactly(path) {
            properties += ["file=" + property(path), "line=\(finding.line)", "col=\(finding.column)"]
            if let endLine = finding.endLine, let endColumn = finding.endColumn {
                // GitHub's end column is the last character's, not the one after it.
                properties.append("endLine=\(endLine)")
                properties.append(
                    "endColumn=\(endLine == finding.line ? max(finding.column, endColumn - 1) : max(1, endColumn - 1))")
            }
        } else {
            // Written visibly it would name another file: the annotation stays unattached, the location in its text.
            message = "\(TerminalText.sanitized(path)):\(finding.line):\(finding.column): " + message
        }
        properties.append("title=" + property("tiplint: \(finding.ruleID)"))
        if let plan = finding.plan { message += " (plan: \(plan.file):\(plan.line))" }
        // An annotation's message may span lines: each related place on its own.
        for place in finding.related {
            message += "\n\(context.pathFromSourceRoot(place.file)):\(place.line): \(place.message)"
        }
        return "::\(kind(finding.severity)) \(properties.joined(separator: ","))::\(data(message))"
    }

    /// Whether `file=` can carry the path exactly: GitHub decodes `%25`,
    /// `%0D`, `%0A`, `%3A` and `%2C` in a property and nothing else, so any
    /// other control character (or a bidirectional mark) cannot be passed.
    static func canNameExactly(_ path: String) -> Bool {
        !path.unicodeScalars.contains { $0 != "\r" && $0 != "\n" && ControlCharacters.needsEscape($0) }
    }

    static func kind(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    /// How many findings of each kind GitHub leaves unannotated, worded for
    /// the log; empty when all are annotated.
    static func unannotatedLines(_ findings: [Finding]) -> [String] {
        let left = unannotatedCounts(findings)
        guard !left.isEmpty else { return [] }
        return [
            "tiplint: GitHub shows at most \(annotationLimit) annotations of each kind per step; "
                + left.joined(separator: ", ") + " are not annotated. Every finding is listed above."
        ]
    }

    /// `12 more errors` for each kind over the limit.
    static func unannotatedCounts(_ findings: [Finding]) -> [String] {
        let counts = FindingCounts(findings)
        return [(counts.errors, "error"), (counts.warnings, "warning"), (counts.notes, "notice")]
            .filter { $0.0 > annotationLimit }
            .map { count, kind in
                let over = count - annotationLimit
                return "\(over) more \(kind)\(over == 1 ? "" : "s")"
            }
    }

    /// Command data: `%`, CR and LF percent-encoded as GitHub decodes them;
    /// other control characters and bidirectional overrides written visibly so
    /// nothing can restyle the log.
    static func data(_ text: String) -> String { escaped(text, isProperty: false) }

    /// A property value: as data, and `:` and `,` too.
    static func property(_ text: String) -> String { escaped(text, isProperty: true) }

    private static func escaped(_ text: String, isProperty: Bool) -> String {
        // Written as bytes: appending scalar by scalar to a String cost more than the rest of the report.
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25".utf8
            case "\r": output += "%0D".utf8
            case "\n": output += "%0A".utf8
            case ":" where isProperty: output += "%3A".utf8
            case "," where isProperty: output += "%2C".utf8
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value >= 0x61C {
                    output += TerminalText.sanitized(String(scalar)).utf8
                } else {
                    UTF8.encode(scalar) { output.append($0) }
                }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
