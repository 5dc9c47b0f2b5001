/// Tips a proposal names only by their copy (real plans, round 11: a backlog item's `**What:** Use
/// TipKit to show contextual tips: 'Swipe left to skip', 'Tap to edit alarm'`, or `**What:** TipKit for
/// feature discovery ("Swipe left to skip")`): each quoted copy is a mentioned tip named by it. Only a
/// `What:` field about TipKit counts, with two or more copies in a comma-separated list or one in
/// parentheses; one quote elsewhere is as likely a label as a tip's text.
enum ProposalTipCopies {
    static func copies(in text: String) -> [String] {
        let plain = MarkdownInline.plain(text)
        let bytes = Array(plain.utf8)
        guard bytes.map(\.asciiLowercased).starts(with: "what:".utf8), plain.containsLiterally("TipKit") else {
            return []
        }
        let quotes = quotations(in: bytes)
        guard let first = quotes.first, quotes.allSatisfy({ isCopy(bytes[$0.inner]) }) else { return [] }
        let listed =
            quotes.count >= 2
            && zip(quotes, quotes.dropFirst()).allSatisfy { before, after in
                bytes[before.outer.upperBound..<after.outer.lowerBound].allSatisfy {
                    $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: " ")
                }
            }
        let bracketed =
            quotes.count == 1 && first.outer.lowerBound > 0 && bytes[first.outer.lowerBound - 1] == UInt8(ascii: "(")
            && first.outer.upperBound < bytes.count && bytes[first.outer.upperBound] == UInt8(ascii: ")")
        guard listed || bracketed else { return [] }
        return quotes.map { String(decoding: bytes[$0.inner], as: UTF8.self) }
    }

    /// The phrases in straight single or double quotes: a quote opens after a space, `(` or `:` and
    /// closes before a space, `,`, `.`, `;` or `)` (an apostrophe inside a word, `Apple's`, does neither).
    private static func quotations(in bytes: [UInt8]) -> [(outer: Range<Int>, inner: Range<Int>)] {
        var found: [(outer: Range<Int>, inner: Range<Int>)] = []
        var index = 0
        while index < bytes.count {
            let quote = bytes[index]
            let opens =
                (quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\""))
                && (index == 0 || " (:".utf8.contains(bytes[index - 1]))
            guard opens,
                let close = bytes[(index + 1)...].indices.first(where: { at in
                    bytes[at] == quote && (at + 1 == bytes.count || " ,.;)".utf8.contains(bytes[at + 1]))
                })
            else {
                index += 1
                continue
            }
            found.append((index..<(close + 1), (index + 1)..<close))
            index = close + 1
        }
        return found
    }

    /// A tip's copy: two words or more, at most 200 bytes.
    private static func isCopy(_ phrase: ArraySlice<UInt8>) -> Bool {
        phrase.count <= 200 && phrase.contains(UInt8(ascii: " ")) && phrase.contains(where: \.isASCIILetter)
    }
}
