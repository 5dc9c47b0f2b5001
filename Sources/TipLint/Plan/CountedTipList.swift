import SwiftScan

/// Tips a plan counts and then names in brackets, one subject each: `Four tips (add keyboard / Full
/// Access / prepare resources / first input), each one action` (a completion record). The count must
/// equal the bracket's items, so a note in brackets (`Two tips (see below)`) names none. Each subject
/// is a tip named by its words, as `SubjectTipList`'s are: mentioned, never more than a note.
enum CountedTipList {
    /// The subjects `text` names after "N tips (", in order; empty when it names none.
    static func subjects(in text: String) -> [String] {
        let bytes = Array(MarkdownInline.plain(text).utf8)
        var words: [(range: Range<Int>, lowered: String)] = []
        var index = 0
        while index < bytes.count {
            WorkMeter.count()
            guard isWordByte(bytes[index]) else {
                index += 1
                continue
            }
            let end = bytes[index...].firstIndex { !isWordByte($0) } ?? bytes.count
            let lowered = String(decoding: bytes[index..<end].map(\.asciiLowercased), as: UTF8.self)
            words.append((index..<end, lowered))
            index = end
            guard lowered == "tips", let count = count(before: words.dropLast().suffix(3)),
                let open = bytes[end...].firstIndex(where: { $0 != UInt8(ascii: " ") }),
                bytes[open] == UInt8(ascii: "("),
                let close = bytes[(open + 1)...].firstIndex(where: {
                    $0 == UInt8(ascii: ")") || $0 == UInt8(ascii: "(")
                }),
                bytes[close] == UInt8(ascii: ")")
            else { continue }
            let items = bytes[(open + 1)..<close].split(separator: UInt8(ascii: "/")).map {
                String(decoding: $0, as: UTF8.self).split(separator: " ")
            }
            if items.count == count, items.allSatisfy(isName) { return items.map { $0.joined(separator: " ") } }
        }
        return []
    }

    /// The count among the (up to three) words before "tips": a number ("4") or a number word
    /// ("Four"), with only words between it and "tips" (`Four contextual tips`).
    private static func count(before words: ArraySlice<(range: Range<Int>, lowered: String)>) -> Int? {
        for word in words.reversed() {
            if let count = Int(word.lowered) ?? numberWords.firstIndex(of: word.lowered).map({ $0 + 2 }) {
                return count >= 2 ? count : nil
            }
            guard word.lowered.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else {
                return nil
            }
        }
        return nil
    }

    /// One to four words, the first opening with a letter, none but letters, digits, `-` and `'`.
    private static func isName(_ words: [Substring]) -> Bool {
        guard (1...4).contains(words.count), let first = words.first?.utf8.first, first >= 0x80 || first.isASCIILetter
        else { return false }
        return words.allSatisfy { $0.utf8.allSatisfy { isWordByte($0) || $0 == UInt8(ascii: "'") } }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte >= 0x80
    }

    /// "two" … "twelve": a list of one is no list.
    private static let numberWords = [
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    ]
}
