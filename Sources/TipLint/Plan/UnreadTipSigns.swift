import SwiftScan

/// Where a document that yields no tip still looks like it names tips: a title that says it lists
/// tips or hints (`# Kiln tips`), or a line that says "tip" or "hint" next to a phrase in quotes
/// (`One tip on the first visit: "Swipe to archive"`). Without any, a document that authorizes or
/// discusses TipKit (`One tip teaches one action`) simply plans no tip, and `plan_unread` says so in a
/// note, not a warning that tiplint misread it.
enum UnreadTipSigns {
    /// The lines of `markdown` (the document `path`, whose first heading is on `titleLine`) that
    /// look like tips: its title, when it names tips, and each line with a tip word and a quoted phrase.
    static func lines(in markdown: String, path: String, titleLine: Int?) -> [PlanReference] {
        var signs: [PlanReference] = []
        for (offset, line) in markdown.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated()
        {
            WorkMeter.count()
            let bytes = Array(line)
            let isTitle = offset + 1 == titleLine && bytes.first == UInt8(ascii: "#")
            if namesTipWord(bytes) && (isTitle || quotes(bytes)) {
                signs.append(PlanReference(file: path, line: offset + 1))
            }
        }
        return signs
    }

    /// Whether `bytes` hold "tip", "tips", "hint" or "hints" as a word, in any case (not "TipKit").
    private static func namesTipWord(_ bytes: [UInt8]) -> Bool {
        var start = 0
        while start < bytes.count {
            guard isLetter(bytes[start]) else {
                start += 1
                continue
            }
            let end = bytes[start...].firstIndex { !isLetter($0) } ?? bytes.count
            let word = String(decoding: bytes[start..<end].map { $0 | 0x20 }, as: UTF8.self)
            if ["tip", "tips", "hint", "hints"].contains(word) { return true }
            start = end
        }
        return false
    }

    /// Whether a phrase opens and closes in straight, curly or corner quotes on the line.
    private static func quotes(_ bytes: [UInt8]) -> Bool {
        quotePairs.contains { open, close in
            guard let opened = offset(of: open, in: bytes, from: 0) else { return false }
            return offset(of: close, in: bytes, from: opened) != nil
        }
    }

    /// Where `wanted` ends in `bytes`, searching from `start`.
    private static func offset(of wanted: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + wanted.count <= bytes.count {
            if bytes[index..<(index + wanted.count)].elementsEqual(wanted) { return index + wanted.count }
            index += 1
        }
        return nil
    }

    private static let quotePairs: [([UInt8], [UInt8])] = [
        ("\"", "\""), ("\u{201C}", "\u{201D}"), ("\u{300C}", "\u{300D}"),
    ].map { (Array($0.utf8), Array($1.utf8)) }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
}
