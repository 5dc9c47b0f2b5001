/// A line that opens with a "Tip" label introducing advice to the reader (`**Tip**: If you're unsure,
/// ask: "…"`, `> **Pro tip:** Use tags…`, `Hint: glaze thin`): the writer's aside, in any document,
/// not a tip of the app. Its label says nothing about tips; the prose after it may.
/// A label followed by a quotation or a code span (`**Tip:** "Swipe to archive"`, `` Tip: `ArchiveTip` … ``)
/// names a tip, and is no advice label.
enum AdviceLabel {
    /// `text` after its advice label, when it opens with one followed by prose; else `text`.
    static func prose(of text: String) -> String {
        guard let end = labelEnd(Array(text.utf8)) else { return text }
        return String(decoding: text.utf8.dropFirst(end), as: UTF8.self)
    }

    /// Where the prose after the opening advice label of `bytes` starts; nil when the line opens
    /// with none, or the label leads to a quotation, a code span or nothing.
    private static func labelEnd(_ bytes: [UInt8]) -> Int? {
        var index = skipping(in: bytes, from: 0) { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ">") }
        // A list item's marker (`-`, `*`, `+`, `1.`, `1)`) and its space; `**` opens emphasis.
        let digits = skipping(in: bytes, from: index) { $0 &- UInt8(ascii: "0") < 10 }
        let marker =
            digits > index
            ? (digits < bytes.count && ".)".utf8.contains(bytes[digits]) ? digits + 1 : index)
            : (index < bytes.count && "-*+".utf8.contains(bytes[index]) ? index + 1 : index)
        if marker > index, marker < bytes.count, bytes[marker] == UInt8(ascii: " ") {
            index = skipping(in: bytes, from: marker) { $0 == UInt8(ascii: " ") }
        }
        let opened = index
        index = skipping(in: bytes, from: index, over: emphasis)
        let emphasised = index - opened
        guard var end = wordEnd(in: bytes, from: index) else { return nil }
        var word = lowercased(bytes[index..<end])
        // `Pro tip:`, `Quick tip:`.
        if qualifiers.contains(word), end < bytes.count, bytes[end] == UInt8(ascii: " "),
            let next = wordEnd(in: bytes, from: end + 1)
        {
            word = lowercased(bytes[(end + 1)..<next])
            end = next
        }
        guard labels.contains(word) else { return nil }
        index = skipping(in: bytes, from: end, over: emphasis)
        var closed = index - end
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        if closed < emphasised {
            let after = skipping(in: bytes, from: index, over: emphasis)
            closed += after - index
            index = after
        }
        // Emphasis that goes on past the colon sets off a step's title (`**Tip: capture donation.** In …`).
        guard closed == emphasised else { return nil }
        index = skipping(in: bytes, from: index) { $0 == UInt8(ascii: " ") }
        guard index < bytes.count, !quotes.contains(where: { bytes[index...].starts(with: $0) }) else { return nil }
        return index
    }

    private static func skipping(in bytes: [UInt8], from start: Int, while matches: (UInt8) -> Bool) -> Int {
        var index = start
        while index < bytes.count, matches(bytes[index]) { index += 1 }
        return index
    }

    private static func skipping(in bytes: [UInt8], from start: Int, over marks: [UInt8]) -> Int {
        skipping(in: bytes, from: start) { marks.contains($0) }
    }

    /// The end of the ASCII word starting at `start`, nil when none starts there.
    private static func wordEnd(in bytes: [UInt8], from start: Int) -> Int? {
        let end = skipping(in: bytes, from: start) { $0.isASCIILetter }
        return end > start ? end : nil
    }

    private static func lowercased(_ word: ArraySlice<UInt8>) -> String {
        String(decoding: word.map(\.asciiLowercased), as: UTF8.self)
    }

    private static let emphasis = Array("*_".utf8)
    private static let labels: Set<String> = ["tip", "tips", "hint", "hints"]
    private static let qualifiers: Set<String> = ["pro", "quick"]
    /// What opens a quotation or a code span: the label leads to a tip's copy or name.
    private static let quotes = ["\"", "'", "`", "\u{201C}", "\u{2018}", "\u{300C}"].map { Array($0.utf8) }
}
