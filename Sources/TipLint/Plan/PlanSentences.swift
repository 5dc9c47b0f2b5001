import SwiftScan

/// The plan reader's one sentence splitter: a plan line's sentences, or a sentence's clauses, split after
/// an ending mark and a space (`. `, `! `, `? `, `; `; a full-width `。！？；` needs no space), never inside a
/// code span or a quotation ("…", “…”, 「…」), so `WelcomeView.swift`, `try? Tips.configure()` and copy
/// that ends a sentence of its own stay whole. Each piece keeps its own punctuation, without the space after it.
enum PlanSentences {
    /// The marks a piece may end after: `sentences` ends a sentence after `.!?;`; a reader that keeps
    /// `;` inside a sentence (a label's list) passes `.!?`.
    static let sentenceEnds = ByteSet(".!?;")

    /// The sentences of `text`, split after `ends` and a space (or a full-width end), outside code and quotes.
    static func split(_ text: String, after ends: ByteSet = sentenceEnds) -> [String] {
        split(text, fullWidthEnds: true) { bytes, index in
            // `ends` then a space; the space is dropped.
            bytes[index] == UInt8(ascii: " ") && index > 0 && ends.contains(bytes[index - 1]) ? 1 : nil
        }
    }

    /// The clauses of a sentence: split at `,`, `;`, `:` (and their full-width forms), a dash set off by
    /// spaces (` — `, ` – `, ` - `) and brackets, outside code and quotes; the marks themselves are dropped.
    static func clauses(_ text: String) -> [String] {
        split(text, fullWidthEnds: false) { bytes, index in
            let byte = bytes[index]
            if [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ")")]
                .contains(byte)
            {
                return 1
            }
            // ` - `: a hyphen between spaces, not inside a word (`one-time`).
            if byte == UInt8(ascii: "-"), index > 0, index + 1 < bytes.count, bytes[index - 1] == UInt8(ascii: " "),
                bytes[index + 1] == UInt8(ascii: " ")
            {
                return 1
            }
            // `—` and `–` (E2 80 94 / 93), `，` `；` `：` (EF BC 8C / 9B / 9A), `、` (E3 80 81).
            guard index + 2 < bytes.count else { return nil }
            let (first, second, third) = (bytes[index], bytes[index + 1], bytes[index + 2])
            if first == 0xE2 && second == 0x80 && (third == 0x94 || third == 0x93) { return 3 }
            if first == 0xEF && second == 0xBC && [0x8C, 0x9B, 0x9A].contains(third) { return 3 }
            if first == 0xE3 && second == 0x80 && third == 0x81 { return 3 }
            return nil
        }
    }

    /// Splits `text` where `separator(bytes, index)` gives the length of a separator starting at `index`
    /// (dropped), outside code spans and quotations; a full-width `。！？；` (kept) ends a piece too, when asked.
    private static func split(
        _ text: String, fullWidthEnds: Bool, at separator: (_ bytes: [UInt8], _ index: Int) -> Int?
    ) -> [String] {
        let bytes = Array(text.utf8)
        var pieces: [String] = []
        var start = 0
        var index = 0
        var codeRun = 0
        var quote: [UInt8]?
        let closers = LaterClosers(bytes)
        func cut(_ end: Int, resume: Int) {
            let piece = String(decoding: bytes[start..<end], as: UTF8.self).trimmingSpaces
            if !piece.isEmpty { pieces.append(piece) }
            start = resume
        }
        while index < bytes.count {
            WorkMeter.count()
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") {
                var run = 0
                while index + run < bytes.count, bytes[index + run] == byte { run += 1 }
                // A span closes on the same run of backticks; an unclosed one is text.
                if codeRun == 0 {
                    if closers.closeCode(run, after: index + run) { codeRun = run }
                } else if run == codeRun {
                    codeRun = 0
                }
                index += run
                continue
            }
            if codeRun > 0 {
                index += 1
                continue
            }
            if let open = quote {
                if bytes[index...].starts(with: open) { quote = nil }
                index += 1
                continue
            }
            if let closing = closers.closingQuote(at: index, in: bytes) {
                quote = closing
                index += closing == [UInt8(ascii: "\"")] ? 1 : 3
                continue
            }
            if let length = separator(bytes, index) {
                cut(index, resume: index + length)
                index += length
                continue
            }
            if fullWidthEnds, index + 2 < bytes.count, isFullWidthEnd(bytes[index], bytes[index + 1], bytes[index + 2])
            {
                cut(index + 3, resume: index + 3)
                index += 3
                continue
            }
            index += 1
        }
        cut(bytes.count, resume: bytes.count)
        return pieces
    }

    /// `。` (E3 80 82), `！` (EF BC 81), `？` (EF BC 9F), `；` (EF BC 9B).
    private static func isFullWidthEnd(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
        (first == 0xE3 && second == 0x80 && third == 0x82)
            || (first == 0xEF && second == 0xBC && (third == 0x81 || third == 0x9F || third == 0x9B))
    }
}

/// Where a line's closers last start: a backtick run of each length, `"`, `”` and `」`. A code span or a
/// quotation opening at an index closes later on the line when its closer last starts beyond the opening,
/// so each opening is one look-up; scanning to the line's end for each one made a line of unclosed quotes
/// quadratic.
private struct LaterClosers {
    private static let quotes: [(opening: [UInt8], closing: [UInt8])] = [
        ([UInt8(ascii: "\"")], [UInt8(ascii: "\"")]),
        ([0xE2, 0x80, 0x9C], [0xE2, 0x80, 0x9D]),
        ([0xE3, 0x80, 0x8C], [0xE3, 0x80, 0x8D]),
    ]
    private var lastCodeRun: [Int: Int] = [:]
    private var lastClosingQuote: [Int] = Array(repeating: -1, count: LaterClosers.quotes.count)

    init(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            WorkMeter.count()
            guard bytes[index] != UInt8(ascii: "`") else {
                var run = 0
                while index + run < bytes.count, bytes[index + run] == UInt8(ascii: "`") { run += 1 }
                lastCodeRun[run] = index
                index += run
                continue
            }
            if Self.mayStartQuote(bytes[index]) {
                for (kind, quote) in Self.quotes.enumerated() where bytes[index...].starts(with: quote.closing) {
                    lastClosingQuote[kind] = index
                }
            }
            index += 1
        }
    }

    /// Whether `byte` may start a quote or its closer: `"`, or the lead byte of `“`, `”`, `「`, `」`. Asked of
    /// every byte of a line.
    private static func mayStartQuote(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == 0xE2 || byte == 0xE3
    }

    /// Whether a run of `run` backticks starts at or after `start`.
    func closeCode(_ run: Int, after start: Int) -> Bool {
        (lastCodeRun[run] ?? -1) >= start
    }

    /// The closing quote of a quotation opening at `index` that closes later on the line: `"` for `"`, `”` for
    /// `“`, `」` for `「`; nil otherwise (an unclosed quote is text, as in `PlanPieces`).
    func closingQuote(at index: Int, in bytes: [UInt8]) -> [UInt8]? {
        guard Self.mayStartQuote(bytes[index]),
            let kind = Self.quotes.firstIndex(where: { bytes[index...].starts(with: $0.opening) })
        else { return nil }
        let quote = Self.quotes[kind]
        return lastClosingQuote[kind] >= index + quote.opening.count ? quote.closing : nil
    }
}
