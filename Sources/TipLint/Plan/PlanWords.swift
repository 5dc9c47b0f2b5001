import SwiftScan

/// Words and lowercasing for plan prose on UTF-8 bytes: every line of a plan is split into words
/// and lowercased several times, and Characters and their Unicode properties cost microseconds a
/// byte (a 1 MB plan took over a second).
enum PlanWords {
    /// Verbs a task makes a tip with (`Create documentation score tip`, `Add tips: …`), lowercased.
    static let creatingVerbs: Set<String> = ["create", "add", "build", "implement", "design", "write"]

    /// `lowercasedByScalar` of UTF-8 bytes: written in place while no scalar changes length, which a scalar
    /// that is not ASCII and has a lowercase mapping may (`İ`); such a text is mapped scalar by scalar.
    fileprivate static func lowercased(_ text: UnsafeBufferPointer<UInt8>) -> String {
        var changesLength = false
        let sameLength = String(unsafeUninitializedCapacity: text.count) { lowered in
            var offset = 0
            while offset < text.count {
                if offset + 8 <= text.count, let word = asciiLowercased(eightBytesOf: text, at: offset) {
                    UnsafeMutableRawPointer(lowered.baseAddress! + offset).storeBytes(of: word, as: UInt64.self)
                    offset += 8
                    continue
                }
                let byte = text[offset]
                if byte < 0x80 {
                    lowered[offset] = byte.asciiLowercased
                    offset += 1
                    continue
                }
                let length = scalarLength(lead: byte)
                if scalar(in: text, at: offset, length: length)?.properties.changesWhenLowercased ?? false {
                    changesLength = true
                    return 0
                }
                for next in offset..<offset + length { lowered[next] = text[next] }
                offset += length
            }
            return text.count
        }
        guard changesLength else { return sameLength }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var offset = 0
        while offset < text.count {
            let byte = text[offset]
            let length = byte < 0x80 ? 1 : scalarLength(lead: byte)
            if let scalar = scalar(in: text, at: offset, length: length), scalar.properties.changesWhenLowercased {
                bytes += scalar.properties.lowercaseMapping.utf8
            } else {
                bytes += text[offset..<offset + length]
            }
            offset += length
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Eight bytes from `offset` lowercased at once, when all are ASCII: a byte below 0x80 plus 0x3F
    /// reaches bit 7 when it is `A` or above, plus 0x25 when it is above `Z`, and no sum carries
    /// into the next byte.
    private static func asciiLowercased(eightBytesOf text: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64? {
        let word = UnsafeRawPointer(text.baseAddress! + offset).loadUnaligned(as: UInt64.self)
        let high: UInt64 = 0x8080_8080_8080_8080
        guard word & high == 0 else { return nil }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let upper = (word &+ 0x3F &* ones) & ~(word &+ 0x25 &* ones) & high
        return word | upper >> 2
    }

    /// How many bytes the scalar opening with `lead` (0x80 or above, of valid UTF-8) takes.
    private static func scalarLength(lead: UInt8) -> Int { lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2 }

    /// The scalar of `length` bytes at `offset`, decoded from its (valid) UTF-8.
    private static func scalar(in text: UnsafeBufferPointer<UInt8>, at offset: Int, length: Int) -> Unicode.Scalar? {
        guard length > 1 else { return Unicode.Scalar(text[offset]) }
        var value = UInt32(text[offset]) & (0xFF >> UInt32(length + 1))
        for next in 1..<length { value = value << 6 | UInt32(text[offset + next] & 0x3F) }
        return Unicode.Scalar(value)
    }

    /// The lowercased words of a document's names (title, file name, folder), all names in order.
    static func nameWords(_ names: [String]) -> [String] {
        names.flatMap { letters(in: $0.lowercasedByScalar).map(String.init) }
    }

    /// Whether a document's names say what it is by one of `words`, or by one of `pairs` written as two words
    /// in a row (`cheat sheet`), and none says plan as well (`TipKit implementation guide`): how discovery tells a
    /// reference note or a tutorial by its name.
    static func namesSay(_ names: [String], words: Set<String>, pairs: [(String, String)]) -> Bool {
        let said = nameWords(names)
        guard Set(said).isDisjoint(with: OptionsSurveyTitle.planWords) else { return false }
        return say(said, words: words, pairs: pairs)
    }

    /// Whether the words of names, `said`, hold one of `words` or one of `pairs` written in a row.
    static func say(_ said: [String], words: Set<String>, pairs: [(String, String)]) -> Bool {
        said.indices.contains { index in
            let next = index + 1 < said.count ? said[index + 1] : ""
            return words.contains(said[index]) || pairs.contains { $0 == said[index] && $1 == next }
        }
    }

    /// The runs of letters of `text`, as `text.split { !$0.isLetter }` gives them: an ASCII byte
    /// that is no letter parts words in any text; a stretch holding other bytes (`café`, `“`)
    /// is split by Characters, on its own.
    static func letters<Text: StringProtocol>(in text: Text) -> [Text.SubSequence] {
        words(in: text, wordBytes: asciiLetters) { !$0.isLetter }
    }

    /// The runs of letters and digits of `text`, as `text.split { !($0.isLetter || $0.isNumber) }`
    /// gives them, split the same way as `letters(in:)`.
    static func alphanumerics<Text: StringProtocol>(in text: Text) -> [Text.SubSequence] {
        words(in: text, wordBytes: asciiAlphanumerics) { !($0.isLetter || $0.isNumber) }
    }

    /// The runs of letters, digits and `_` of `text`, as `text.split { !($0.isLetter || $0.isNumber
    /// || $0 == "_") }` gives them, split the same way as `letters(in:)`.
    static func identifiers<Text: StringProtocol>(in text: Text) -> [Text.SubSequence] {
        words(in: text, wordBytes: asciiIdentifierBytes, separates: isIdentifierSeparator)
    }

    /// `identifiers(in:)` of the runs that hold the bytes of `needle`: the others never become Substrings.
    static func identifiers<Text: StringProtocol>(in text: Text, holding needle: StaticString) -> [Text.SubSequence] {
        words(in: text, wordBytes: asciiIdentifierBytes, holding: needle, separates: isIdentifierSeparator)
    }

    private static let asciiLetters = ByteSet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    private static let asciiAlphanumerics = ByteSet(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    private static let asciiIdentifierBytes = ByteSet(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")
    private static func isIdentifierSeparator(_ character: Character) -> Bool {
        !(character.isLetter || character.isNumber || character == "_")
    }

    /// The words of `text`, found on its bytes: a run of `wordBytes` and bytes that are not ASCII is a
    /// word when all ASCII, and split by `separates` on Characters otherwise. With a `needle`, a run
    /// without its bytes is passed over before any Substring is made of it.
    private static func words<Text: StringProtocol>(
        in text: Text, wordBytes: ByteSet, holding needle: StaticString? = nil, separates: (Character) -> Bool
    ) -> [Text.SubSequence] {
        var runs: [(start: Int, end: Int, isASCII: Bool)] = []
        let wanted = needle.map { UnsafeBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount) }
        func findRuns(_ bytes: UnsafeBufferPointer<UInt8>) {
            var start = -1
            var isASCII = true
            var offset = 0
            while offset <= bytes.count {
                let byte = offset < bytes.count ? bytes[offset] : 0
                if offset < bytes.count && (byte >= 0x80 || wordBytes.contains(byte)) {
                    if start < 0 { start = offset }
                    if byte >= 0x80 { isASCII = false }
                } else if start >= 0 {
                    let run = UnsafeBufferPointer(rebasing: bytes[start..<offset])
                    if wanted.map({ LiteralSearch.first($0, in: run) != nil }) ?? true {
                        runs.append((start, offset, isASCII))
                    }
                    start = -1
                    isASCII = true
                }
                offset += 1
            }
        }
        if text.utf8.withContiguousStorageIfAvailable(findRuns) == nil {
            Array(text.utf8).withUnsafeBufferPointer(findRuns)
        }
        var words: [Text.SubSequence] = []
        let utf8 = text.utf8
        var index = utf8.startIndex
        var offset = 0
        for run in runs {
            let start = utf8.index(index, offsetBy: run.start - offset)
            let end = utf8.index(start, offsetBy: run.end - run.start)
            (index, offset) = (end, run.end)
            if run.isASCII {
                words.append(text[start..<end])
            } else {
                WorkMeter.count(run.end - run.start)
                words += text[start..<end].split(whereSeparator: separates)
            }
        }
        return words
    }
}

extension String {
    /// The scalar-by-scalar lowercasing of `StringProtocol`, its last answer kept (`LastLineAnswer`).
    var lowercasedByScalar: String { Self.lastLowercased.answer(for: self) { $0[...].lowercasedByScalar } }

    private static let lastLowercased = LastLineAnswer<String>()
}

extension StringProtocol {
    /// `lowercased()`: each scalar's lowercase mapping, as the standard library maps them, without
    /// the String it makes for every scalar of a text that is not all ASCII (a plan line with a `“`).
    var lowercasedByScalar: String {
        utf8.withContiguousStorageIfAvailable(PlanWords.lowercased)
            ?? Array(utf8).withUnsafeBufferPointer(PlanWords.lowercased)
    }
}
