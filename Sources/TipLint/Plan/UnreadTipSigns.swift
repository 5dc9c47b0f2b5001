import SwiftScan

/// Where a document that yields no tip still looks like it names tips: a title that says it lists
/// tips or hints (`# Kiln tips`), or a line that says "tip" or "hint" next to a phrase in quotes
/// (`One tip on the first visit: "Swipe to archive"`), not counting a "Tip:" label before advice
/// (`AdviceLabel`). Without any, a document that authorizes or discusses TipKit (`One tip teaches
/// one action`) simply plans no tip, and `plan_unread` says so in a note, not a warning that tiplint
/// misread it.
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
            // A "Tip:" label before advice (`**Tip**: If unsure, ask: "…"`) is no tip word.
            if isTitle
                ? namesTipWord(bytes)
                : quotes(bytes)
                    && namesTipWord(Array(AdviceLabel.prose(of: String(decoding: line, as: UTF8.self)).utf8))
            {
                signs.append(PlanReference(file: path, line: offset + 1))
            }
        }
        return signs
    }

    /// Whether `bytes` hold "tip", "tips", "hint" or "hints" as a word, in any case (not "TipKit").
    private static func namesTipWord(_ bytes: [UInt8]) -> Bool {
        var start = 0
        while start < bytes.count {
            guard bytes[start].isASCIILetter else {
                start += 1
                continue
            }
            let end = bytes[start...].firstIndex { !$0.isASCIILetter } ?? bytes.count
            let word = String(decoding: bytes[start..<end].map(\.asciiLowercased), as: UTF8.self)
            if ["tip", "tips", "hint", "hints"].contains(word) { return true }
            start = end
        }
        return false
    }

    /// Whether a phrase opens and closes in straight, curly or corner quotes on the line.
    private static func quotes(_ bytes: [UInt8]) -> Bool {
        quotePairs.contains { open, close in
            guard let opened = bytes[...].firstLiteralIndex(of: open) else { return false }
            return bytes[(opened + open.count)...].containsLiterally(close)
        }
    }

    private static let quotePairs: [([UInt8], [UInt8])] = [
        ("\"", "\""), ("\u{201C}", "\u{201D}"), ("\u{300C}", "\u{300D}"),
    ].map { (Array($0.utf8), Array($1.utf8)) }
}
