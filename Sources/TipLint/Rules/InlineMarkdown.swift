/// What SwiftUI shows of copy it renders as inline Markdown (`Text("…")` takes a `LocalizedStringKey`): the
/// words, not the markers around them. `**Interval**` shows `Interval`, `[the guide](https://…)` shows
/// `the guide`, `` `code` `` shows `code`, `\*` shows `*`.
enum InlineMarkdown {
    /// `text` without its link targets and its emphasis, strikethrough and code markers. A marker counts
    /// only when it pairs as CommonMark's do: an opening run before a word, a closing run of the same
    /// character after one (an underscore not inside a word); `5 * 3` and `snake_case` keep theirs.
    static func shownText(_ text: String) -> String {
        guard text.utf8.contains(where: { markers.contains($0) || $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "\\") })
        else { return text }
        var bytes = Array(text.utf8)
        removeLinkTargets(&bytes)
        var removed = Array(repeating: false, count: bytes.count)
        let runs = delimiterRuns(in: bytes, escapes: &removed)
        pair(runs, removing: &removed)
        var shown: [UInt8] = []
        shown.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() where !removed[index] { shown.append(byte) }
        return String(decoding: shown, as: UTF8.self)
    }

    /// A run of one marker character (`**`, `_`, `~~`, `` ` ``) and whether it can open or close a span.
    private struct DelimiterRun {
        var character: UInt8
        var start: Int
        var count: Int
        var canOpen: Bool
        var canClose: Bool
    }

    private static let markers: Set<UInt8> = [
        UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"),
    ]

    /// `[label](target)` → `label`.
    private static func removeLinkTargets(_ bytes: inout [UInt8]) {
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "("),
                let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ")")),
                let open = bytes[..<index].lastIndex(of: UInt8(ascii: "["))
            else {
                index += 1
                continue
            }
            bytes.replaceSubrange(index...close, with: [])
            bytes.remove(at: open)
            index = open
        }
    }

    /// The marker runs of `bytes`, in order; a backslash before a punctuation mark is not shown and makes
    /// that mark plain text (`escapes` marks the backslashes).
    private static func delimiterRuns(in bytes: [UInt8], escapes: inout [Bool]) -> [DelimiterRun] {
        var runs: [DelimiterRun] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, isPunctuation(bytes[index + 1]) {
                escapes[index] = true
                index += 2
                continue
            }
            guard markers.contains(byte) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, bytes[end] == byte { end += 1 }
            let before = index > 0 ? bytes[index - 1] : nil
            let after = end < bytes.count ? bytes[end] : nil
            var canOpen = after.map { !isWhitespace($0) } ?? false
            var canClose = before.map { !isWhitespace($0) } ?? false
            if byte == UInt8(ascii: "_") {
                // Inside a word an underscore is a letter (`snake_case`), not emphasis.
                canOpen = canOpen && !(before.map(isWordByte) ?? false)
                canClose = canClose && !(after.map(isWordByte) ?? false)
            }
            runs.append(
                DelimiterRun(character: byte, start: index, count: end - index, canOpen: canOpen, canClose: canClose))
            index = end
        }
        return runs
    }

    /// Marks the markers of each opening run that a later closing run of the same character matches: the
    /// inner `n` of each, `n` the shorter run (a code span needs runs of one length).
    private static func pair(_ runs: [DelimiterRun], removing removed: inout [Bool]) {
        var openers: [DelimiterRun] = []
        for run in runs {
            var closer = run
            if closer.canClose {
                while closer.count > 0,
                    let match = openers.lastIndex(where: {
                        $0.character == closer.character
                            && ($0.character != UInt8(ascii: "`") || $0.count == closer.count)
                    })
                {
                    let opener = openers[match]
                    let paired = min(opener.count, closer.count)
                    for offset in 0..<paired {
                        removed[opener.start + opener.count - 1 - offset] = true
                        removed[closer.start + offset] = true
                    }
                    // Openers after the match are left unclosed inside the span: they stay text.
                    openers.removeSubrange(match...)
                    if opener.count > paired {
                        openers.append(
                            DelimiterRun(
                                character: opener.character, start: opener.start, count: opener.count - paired,
                                canOpen: true, canClose: false))
                    }
                    closer.start += paired
                    closer.count -= paired
                }
            }
            if closer.count > 0, closer.canOpen { openers.append(closer) }
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r")
    }

    /// A letter or digit, or part of a non-ASCII character (most are letters).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte.isASCIILetter
    }

    private static func isPunctuation(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte > 0x20 && !isWordByte(byte)
    }
}
