/// A list item asking for TipKit for a subject and naming no tip type (real plans, issue 20): `TipKit for the
/// card's undiscoverable gestures.`, or for a counted few after a colon, `TipKit for the two teachable concepts:
/// paycheck verification, double toggle.` Each subject is a tip described by it: mentioned, notes at most.
enum TipKitForItem {
    static func described(_ body: String, source: PlanReference) -> [DescribedTip] {
        guard body.containsLiterally("TipKit for ") else { return [] }
        let plain = MarkdownInline.plain(body).trimmingSpaces
        // Words only: a quotation, code span or second sentence makes it more than a subject.
        guard plain.hasPrefix("TipKit for the "), !body.contains(where: { "`\"\u{201C}".contains($0) }),
            !HedgedSentence.isTentative(plain)
        else { return [] }
        var rest = plain.dropFirst("TipKit for the ".count)
        if rest.hasSuffix(".") { rest = rest.dropLast() }
        guard !rest.contains(where: { ".;!?()".contains($0) }) else { return [] }
        let labels: [Substring]
        if let colon = rest.firstIndex(of: ":") {
            // `the two teachable concepts: a, b`: as many subjects as the count says.
            guard let count = rest[..<colon].split(separator: " ").first.flatMap(number),
                case let subjects = subjectList(rest[rest.index(after: colon)...]), subjects.count == count
            else { return [] }
            labels = subjects
        } else {
            labels = [rest]
        }
        guard labels.allSatisfy(isSubject) else { return [] }
        return labels.map { DescribedTip(source: source, label: String($0)) }
    }

    /// `a, b and c`, `a, b, and c`: the subjects, trimmed.
    private static func subjectList(_ text: Substring) -> [Substring] {
        text.split(separator: ",").flatMap { part in
            part.split(separator: " ").split(separator: "and").map { $0.joined(separator: " ")[...] }
        }.filter { !$0.isEmpty }
    }

    /// One to six words of letters (`card's undiscoverable gestures`, `double toggle`).
    private static func isSubject(_ text: Substring) -> Bool {
        let words = text.split(separator: " ")
        return (1...6).contains(words.count)
            && words.allSatisfy { $0.allSatisfy { $0.isLetter || "'\u{2019}-".contains($0) } }
    }

    private static func number(_ word: Substring) -> Int? {
        Int(word) ?? ["two": 2, "three": 3, "four": 4, "five": 5][word.lowercased()]
    }
}
