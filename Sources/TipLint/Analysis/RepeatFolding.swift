/// One defect repeated along a line (20,000 `.popoverTip` modifiers on one
/// view, a generated file) is one finding with a count, not one per
/// repetition: a report stays readable and within what its consumer
/// accepts. Repeats are findings of one rule, file, line and message; the
/// first (in the given order) is kept, where it stands.
enum RepeatFolding {
    static func apply(_ findings: [Finding]) -> [Finding] {
        var first: [Place: Int] = [:]
        var counts: [Int: Int] = [:]
        var result: [Finding] = []
        for finding in findings {
            let place = Place(ruleID: finding.ruleID, file: finding.file, line: finding.line, message: finding.message)
            if let index = first[place] {
                counts[index, default: 1] += 1
                continue
            }
            first[place] = result.count
            result.append(finding)
        }
        for (index, count) in counts { result[index].message += " (\(count) times on this line)" }
        return result
    }

    private struct Place: Hashable {
        var ruleID: String
        var file: String
        var line: Int
        var message: String
    }
}
