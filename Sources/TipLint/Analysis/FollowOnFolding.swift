/// One defect, one finding: a follow-on finding whose cause is reported becomes a related
/// location of that finding, and its clause is added to the cause's message, so the text formats
/// (one line a finding) say it too. A follow-on whose cause is not reported (turned off,
/// suppressed) stands on its own.
enum FollowOnFolding {
    static func apply(_ findings: [Finding]) -> [Finding] {
        guard findings.contains(where: { $0.cause != nil }) else { return findings }
        var causes: [CauseKey: Int] = [:]
        for (position, finding) in findings.enumerated() where finding.cause == nil {
            let key = CauseKey(ruleID: finding.ruleID, file: finding.file, line: finding.line)
            if causes[key] == nil { causes[key] = position }
        }
        var result = findings
        var folded = Set<Int>()
        var notes: [Int: [String]] = [:]
        for (position, finding) in findings.enumerated() {
            guard let cause = finding.cause,
                let target = causes[CauseKey(ruleID: cause.ruleID, file: cause.file, line: cause.line)]
            else { continue }
            result[target].related.append(
                RelatedLocation(
                    message: cause.note, file: finding.file, line: finding.line, column: finding.column))
            // The plan line behind a folded plan finding is the kept finding's too.
            if result[target].plan == nil { result[target].plan = finding.plan }
            notes[target, default: []].append("\(cause.note) (\(finding.file):\(finding.line))")
            folded.insert(position)
        }
        for (target, clauses) in notes { result[target].message += "; also: " + clauses.joined(separator: "; ") }
        return result.indices.filter { !folded.contains($0) }.map { result[$0] }
    }

    private struct CauseKey: Hashable {
        var ruleID: String
        var file: String
        var line: Int
    }
}
