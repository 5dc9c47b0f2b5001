/// Tips a row of a disclosure-tier table lists (spec: "Reading a plan"): the row's first cell names a
/// kind of tip (`| **One-time tip at first relevant use** | … |`), the row names TipKit, and the next
/// cell is sentences of a label and, in brackets, when it shows (`Warm-up meaning (first W rows). Do
/// Next and Do Later (first exercise taken out of order).`). Each label is a tip named by its words,
/// as `SubjectTipList`'s are, and its brackets say when it shows (up to a comma, which adds a
/// condition): mentioned, never more than a note. A hedged sentence (`Undo (first log,
/// as a toast rather than a tip)`) names none; only two or more labels make the row a list.
enum TipTierRow {
    /// The labels the row's second cell lists, in order; empty when the row is no tier of tips.
    static func subjects(in cells: [String]) -> [ListedTip] {
        guard cells.count >= 3, cells.contains(where: { $0.containsLiterally("TipKit") }),
            MarkdownInline.plain(cells[0]).lowercased().split(separator: " ").contains("tip")
        else { return [] }
        var labels: [ListedTip] = []
        for sentence in sentences(MarkdownInline.plain(cells[1])) where HedgedSentence.kind(of: sentence) == nil {
            // `Label (when it shows)`: the note in brackets closes the sentence.
            guard sentence.hasSuffix(")"), let open = sentence.firstIndex(of: "("), open > sentence.startIndex else {
                return []
            }
            let words = sentence[..<open].split(separator: " ")
            guard (1...6).contains(words.count), words.first?.first?.isLetter == true,
                words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || "-'/&".contains($0) } })
            else { return [] }
            let note = sentence[sentence.index(after: open)..<sentence.index(before: sentence.endIndex)]
            let when = String(note.literalRange(of: ", ").map { note[..<$0.lowerBound] } ?? note).trimmingSpaces
            labels.append(
                ListedTip(
                    name: words.joined(separator: " "), fact: when.isEmpty ? nil : (.trigger, when)))
        }
        return labels.count >= 2 ? labels : []
    }

    /// The cell's sentences, split after a `.` and a space outside brackets, without the final `.`.
    private static func sentences(_ text: String) -> [String] {
        var found: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            if character == " " && depth == 0 && previous == "." {
                found.append(String(current.dropLast()))
                current = ""
            } else {
                current.append(character)
            }
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            previous = character
        }
        if current.hasSuffix(".") { current.removeLast() }
        return (found + [current]).map(\.trimmingSpaces).filter { !$0.isEmpty }
    }
}
