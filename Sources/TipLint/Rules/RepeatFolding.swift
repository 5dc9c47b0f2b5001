/// One defect repeated along a line (20,000 `.popoverTip` modifiers on one
/// view, a generated file) is one finding with a count, not one per
/// repetition: a report stays readable and within what its consumer
/// accepts. Repeats are findings of one rule, file, line and message; the
/// first in report order is kept.
///
/// Folding happens as findings are made (`add`), each rule's as it returns
/// them and a rule with a finding per repetition as it goes, so memory holds
/// the folded findings, never every repetition of a 9 MB line.
struct RepeatFolding {
    private var first: [Place: Int] = [:]
    private var counts: [Int: Int] = [:]
    private var kept: [Finding] = []

    /// `findings`, repeats folded; the array itself, not a copy, when nothing repeats.
    static func apply(_ findings: [Finding]) -> [Finding] {
        // Places' hashes first, 8 bytes each, not the places (56 bytes and four strings each): a
        // hash seen twice is most likely a repeat, and the folding below tells for sure.
        var seen = Set<Int>(minimumCapacity: findings.count)
        guard findings.contains(where: { !seen.insert(Place.hash(of: $0)).inserted }) else { return findings }
        var folding = RepeatFolding()
        for finding in findings { folding.add(finding) }
        return folding.findings
    }

    /// Adds `finding`, made `times` times over: once for each display a folded fact stands for
    /// (`DisplaySite.timesWritten`), its repeats all later on the line than it.
    mutating func add(_ finding: Finding, times: Int = 1) {
        let place = Place(finding)
        guard let index = first[place] else {
            first[place] = kept.count
            kept.append(finding)
            if times > 1 { counts[kept.count - 1] = times }
            return
        }
        counts[index, default: 1] += times
        if Finding.reportOrder(finding, kept[index]) { kept[index] = finding }
    }

    /// The findings in the order first seen, each repeated one saying how many times.
    var findings: [Finding] {
        var result = kept
        for (index, count) in counts { result[index].message += " (\(count) times on this line)" }
        return result
    }

    private struct Place: Hashable {
        var ruleID: String
        var file: String
        var line: Int
        var message: String

        init(_ finding: Finding) {
            ruleID = finding.ruleID
            file = finding.file
            line = finding.line
            message = finding.message
        }

        /// The hash of the finding's place, without making the place.
        static func hash(of finding: Finding) -> Int {
            var hasher = Hasher()
            hasher.combine(finding.ruleID)
            hasher.combine(finding.file)
            hasher.combine(finding.line)
            hasher.combine(finding.message)
            return hasher.finalize()
        }
    }
}
