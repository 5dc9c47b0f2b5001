import SwiftScan

/// Words and lowercasing for plan prose on UTF-8 bytes: every line of a plan is split into words
/// and lowercased several times, and Characters and their Unicode properties cost microseconds a
/// byte (a 1 MB plan took over a second).
enum PlanWords {
    /// The runs of letters of `text`, as `text.split { !$0.isLetter }` gives them: an ASCII byte
    /// that is no letter parts words in any text; a stretch holding other bytes (`café`, `“`)
    /// is split by Characters, on its own.
    static func letters<Text: StringProtocol>(in text: Text) -> [Text.SubSequence] {
        words(in: text, asciiWord: \.isASCIILetter) { !$0.isLetter }
    }

    /// The runs of letters, digits and `_` of `text`, as `text.split { !($0.isLetter || $0.isNumber
    /// || $0 == "_") }` gives them, split the same way as `letters(in:)`.
    static func identifiers<Text: StringProtocol>(in text: Text) -> [Text.SubSequence] {
        words(
            in: text, asciiWord: { $0.isASCIILetter || isASCIIDigit($0) || $0 == UInt8(ascii: "_") },
            separates: { !($0.isLetter || $0.isNumber || $0 == "_") })
    }

    private static func words<Text: StringProtocol>(
        in text: Text, asciiWord: (UInt8) -> Bool, separates: (Character) -> Bool
    ) -> [Text.SubSequence] {
        var words: [Text.SubSequence] = []
        var start: Text.Index?
        var isASCII = true
        func finish(at end: Text.Index) {
            guard let wordStart = start else { return }
            if isASCII {
                words.append(text[wordStart..<end])
            } else {
                WorkMeter.count(text[wordStart..<end].utf8.count)
                words += text[wordStart..<end].split(whereSeparator: separates)
            }
            start = nil
            isASCII = true
        }
        var index = text.utf8.startIndex
        while index != text.utf8.endIndex {
            let byte = text.utf8[index]
            if byte >= 0x80 || asciiWord(byte) {
                if start == nil { start = index }
                if byte >= 0x80 { isASCII = false }
            } else {
                finish(at: index)
            }
            index = text.utf8.index(after: index)
        }
        finish(at: text.endIndex)
        return words
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}

extension StringProtocol {
    /// `lowercased()`: each scalar's lowercase mapping, as the standard library maps them, without
    /// the String it makes for every scalar of a text that is not all ASCII (a plan line with a `“`).
    var lowercasedByScalar: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                bytes.append(byte.asciiLowercased)
            } else {
                bytes += scalar.properties.lowercaseMapping.utf8
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
