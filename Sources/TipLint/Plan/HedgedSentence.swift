/// Sentences that state no fact about the plan: negative ("`NavigationStack` does not offer…",
/// "no `TipView` here") and hypothetical or illustrative ones ("e.g. `.popoverTip(x)`", "instead
/// of a popover", "for example"). A plan line like these adds nothing to the plan model.
///
/// Only the plan's own words count: a tip's copy ("Don't miss a sale", a `**Message:**` field)
/// and code spans are what the app says, not what the plan says, and never make a line negative.
enum HedgedSentence {
    /// Phrases compared lowercased against the plain text with single spaces, as whole words
    /// ("whenever" holds no "never", "this nothing" no "is not").
    private static let negative = [
        "does not", "do not", "did not", "doesn't", "don't", "didn't", "is not", "isn't", "are not", "aren't",
        "cannot", "can't", "won't", "will not", "should not", "shouldn't", "must not", "never", "out of scope",
        "not needed", "no need",
    ]
    private static let hypothetical = [
        "instead of", "rather than", "e.g.", "e. g.", "for example", "for instance", "such as", "if we ever",
        "could be", "might",
    ]

    /// Which kind of sentence `text` is, negative first; nil when it states what it says.
    static func kind(of text: String) -> PlanSkipReason? {
        if let (field, _) = PlanText.field(text), field == .title || field == .message { return nil }
        let plain = singleSpaced(MarkdownInline.plain(planWords(of: text)).lowercasedByScalar)
        // One pass over the line, trying only the phrases that open with each byte: a long design's
        // lines asked for thirty phrases each cost more than the rest of reading them.
        let table = phrasesByFirstByte
        return plain.withUnsafeBufferPointer { text in
            var hypothetical = false
            for index in text.indices where !table[Int(text[index])].isEmpty {
                for (phrase, isNegative) in table[Int(text[index])]
                where index + phrase.count <= text.count && text[index + 1] == phrase[1]
                    && phrase.indices.allSatisfy({ text[index + $0] == phrase[$0] })
                    && isWholeWords(phrase, at: index, in: text)
                {
                    if isNegative { return .negativeSentence }
                    hypothetical = true
                }
            }
            return hypothetical ? .hypotheticalSentence : nil
        }
    }

    /// Whether `sentence` plans only perhaps: it is hedged (`kind(of:)`), opens with a condition or an option
    /// ("If there is time, …", "Optionally", "Maybe", "Consider …"), or says what the plan could or would do
    /// ("When …, we could add …"). For weak readings only (a tip described in words): "If the list is empty,
    /// show `EmptyListTip`" states where a tip shows, and is read.
    static func isTentative(_ sentence: String) -> Bool {
        if kind(of: sentence) != nil { return true }
        let words = MarkdownInline.plain(planWords(of: sentence)).lowercasedByScalar.split { !$0.isLetter }
        guard let first = words.first else { return false }
        return tentativeOpeners.contains(first) || words.contains { tentativeVerbs.contains($0) }
    }

    private static let tentativeOpeners: Set<Substring> = [
        "if", "optionally", "maybe", "perhaps", "possibly", "consider", "ideally", "unless",
    ]
    private static let tentativeVerbs: Set<Substring> = ["could", "would"]

    /// The bytes of `text` with each run of spaces made one, and one space before and after.
    private static func singleSpaced(_ text: String) -> [UInt8] {
        var spaced: [UInt8] = [UInt8(ascii: " ")]
        spaced.reserveCapacity(text.utf8.count + 2)
        for byte in text.utf8 where byte != UInt8(ascii: " ") || spaced.last != UInt8(ascii: " ") {
            spaced.append(byte)
        }
        if spaced.last != UInt8(ascii: " ") || spaced.count == 1 { spaced.append(UInt8(ascii: " ")) }
        return spaced
    }

    /// Whether `phrase`, found at `index` of `text`, is neither the end of a longer word ("whenever")
    /// nor the start of one ("is nothing"). `text` opens with a space, so a phrase never starts it.
    private static func isWholeWords(_ phrase: [UInt8], at index: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        let end = index + phrase.count
        return !(phrase[0].isASCIILetter && text[index - 1].isASCIILetter)
            && !(phrase[phrase.count - 1].isASCIILetter && end < text.count && text[end].isASCIILetter)
    }

    /// Every phrase as UTF-8 (negative or not), listed under its first byte.
    private static let phrasesByFirstByte: [[(phrase: [UInt8], isNegative: Bool)]] = {
        var table = [[(phrase: [UInt8], isNegative: Bool)]](repeating: [], count: 256)
        for (phrases, isNegative) in [(negative, true), (hypothetical, false)] {
            for phrase in phrases.map({ Array($0.utf8) }) { table[Int(phrase[0])].append((phrase, isNegative)) }
        }
        return table
    }()

    /// `text` without its closed quotations ("…", “…”) and code spans, each left as one space.
    /// An unclosed quote or backtick stays as written.
    private static func planWords(of text: String) -> String {
        let bytes = Array(text.utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        // A “ with no ” after it is one of many, perhaps: each would search to the end.
        let lastCurlyClose = bytes.indices.last { bytes[$0...].starts(with: curlyClose) } ?? -1
        var index = 0
        while index < bytes.count {
            if let end = quotationEnd(in: bytes, at: index, lastCurlyClose: lastCurlyClose) {
                kept.append(UInt8(ascii: " "))
                index = end
            } else {
                kept.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }

    private static let curlyOpen: [UInt8] = [0xE2, 0x80, 0x9C]
    private static let curlyClose: [UInt8] = [0xE2, 0x80, 0x9D]

    /// Where the quotation or code span opening at `index` ends (past its closer); nil when none opens there or it is unclosed.
    private static func quotationEnd(in bytes: [UInt8], at index: Int, lastCurlyClose: Int) -> Int? {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
            return bytes[(index + 1)...].firstIndex(of: byte).map { $0 + 1 }
        }
        if byte == UInt8(ascii: "`") {
            var run = 0
            while index + run < bytes.count, bytes[index + run] == byte { run += 1 }
            var search = index + run
            while search < bytes.count {
                guard bytes[search] == byte else {
                    search += 1
                    continue
                }
                var closing = 0
                while search + closing < bytes.count, bytes[search + closing] == byte { closing += 1 }
                if closing == run { return search + closing }
                search += closing
            }
            return nil
        }
        if index < lastCurlyClose, bytes[index...].starts(with: curlyOpen) {
            var search = index + curlyOpen.count
            while search + curlyClose.count <= bytes.count {
                if bytes[search...].starts(with: curlyClose) { return search + curlyClose.count }
                search += 1
            }
        }
        return nil
    }
}
