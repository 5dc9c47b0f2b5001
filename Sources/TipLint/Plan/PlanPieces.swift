import SwiftScan

/// A piece of a plan line as the fact readers see it: a code span, a quoted phrase, or a word.
enum PlanPiece: Equatable {
    case code(String)
    case quoted(String)
    case word(String)
}

/// Splits a line of Markdown into pieces, in one pass: `` `…` `` spans (any run of backticks,
/// closed by the same run), "…" and “…” phrases, and words without their punctuation and bold
/// markers. An unclosed backtick or quote is read as text.
enum PlanPieces {
    /// On UTF-8 bytes: every line of a plan is split, several times, and splitting Characters
    /// cost microseconds a byte.
    static func split(_ text: String) -> [PlanPiece] { lastSplit.answer(for: text, pieces) }

    private static let lastSplit = LastLineAnswer<[PlanPiece]>()

    private static func pieces(_ text: String) -> [PlanPiece] {
        let bytes = Array(text.utf8)
        var pieces: [PlanPiece] = []
        var word: [UInt8] = []
        func flushWord() {
            let trimmed = trimPunctuation(word[...])
            if !trimmed.isEmpty { pieces.append(.word(String(decoding: trimmed, as: UTF8.self))) }
            word.removeAll(keepingCapacity: true)
        }
        func inner(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self).trimmingSpaces }
        // A search that found no closer finds none from any later place either: each is made once,
        // so a line of unclosed quotes or backticks is still read in linear time.
        var unclosedQuotes = Set<Quote>()
        var unclosedRuns = Set<Int>()
        var index = 0
        while index < bytes.count {
            WorkMeter.count()
            let byte = bytes[index]
            if byte == backtick {
                let run = bytes[index...].prefix { $0 == backtick }.count
                if !unclosedRuns.contains(run), let end = closingRun(of: run, in: bytes, from: index + run) {
                    flushWord()
                    pieces.append(.code(inner((index + run)..<end)))
                    index = end + run
                    continue
                }
                unclosedRuns.insert(run)
                index += run
                continue
            }
            if let quote = Quote.opening(at: index, in: bytes), !unclosedQuotes.contains(quote) {
                let open = quote.openingBytes.count
                let end = quote.closing(after: index + open, in: bytes)
                WorkMeter.count((end ?? bytes.count) - index)
                if let end {
                    flushWord()
                    pieces.append(.quoted(inner((index + open)..<end)))
                    index = end + quote.closingBytes.count
                    continue
                }
                unclosedQuotes.insert(quote)
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                flushWord()
            } else {
                word.append(byte)
            }
            index += 1
        }
        flushWord()
        return pieces
    }

    private static let backtick = UInt8(ascii: "`")

    /// Where a run of exactly `run` backticks starts at or after `start`, closing a code span.
    private static func closingRun(of run: Int, in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            WorkMeter.count()
            guard bytes[index] == backtick else {
                index += 1
                continue
            }
            var closing = 0
            while index + closing < bytes.count, bytes[index + closing] == backtick { closing += 1 }
            if closing == run { return index }
            index += closing
        }
        return nil
    }

    /// The quotes that make a quoted phrase: "…" and “…”.
    private enum Quote: Hashable, CaseIterable {
        case straight, curly

        var openingBytes: [UInt8] { self == .straight ? Quote.straightBytes : Quote.curlyOpening }
        var closingBytes: [UInt8] { self == .straight ? Quote.straightBytes : Quote.curlyClosing }

        private static let straightBytes = [UInt8(ascii: "\"")]
        private static let curlyClosing = Array("\u{201D}".utf8)

        /// Called on every byte of a line: only `"` and 0xE2 (the lead byte of `“`) can open one.
        static func opening(at index: Int, in bytes: [UInt8]) -> Quote? {
            switch bytes[index] {
            case UInt8(ascii: "\""): .straight
            case 0xE2: bytes[index...].starts(with: curlyOpening) ? .curly : nil
            default: nil
            }
        }

        private static let curlyOpening = Array("\u{201C}".utf8)

        /// Where the closing quote starts at or after `start`.
        func closing(after start: Int, in bytes: [UInt8]) -> Int? {
            let closing = closingBytes
            var index = start
            while index + closing.count <= bytes.count {
                if bytes[index] == closing[0], bytes[index..<index + closing.count].elementsEqual(closing) {
                    return index
                }
                index += 1
            }
            return nil
        }
    }

    /// A word without surrounding punctuation and emphasis (`**Title:**` gives `Title`); a path's
    /// final full stop goes (`HomeView.swift.` gives `HomeView.swift`).
    private static func trimPunctuation(_ word: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var word = word.drop { punctuationEdges.contains($0) }
        while let last = word.last, punctuationEdges.contains(last) { word.removeLast() }
        return word
    }

    private static let punctuationEdges = ByteSet(",;:!?()[]{}<>*_~.")
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String { String(Substring(self).markdownTrimmed) }
}

extension StringProtocol {
    /// Without the trailing characters found in `characters` (`"shows daily.;"` to `"shows daily"` for `".;"`).
    func droppingTrailing(_ characters: String) -> String {
        String(reversed().drop { characters.contains($0) }.reversed())
    }
}
