/// Whether a call's name says it shows what it is handed (`popTip`, `showHint`, `presentTooltip`): a tip
/// handed to such a call that the project does not declare (a remote package's `.popoverTip` wrapper) may
/// be shown there, though tiplint cannot read the wrapper's body.
enum ShowingCallName {
    /// Words that name showing something, or the thing shown.
    private static let showingWords: Set<String> = [
        "show", "present", "display", "pop", "popover", "tip", "tooltip", "hint", "coach", "spotlight", "callout",
    ]
    /// Words that name doing something else with a tip: such a call does not show it.
    private static let otherWords: Set<String> = [
        "invalidate", "donate", "log", "track", "record", "send", "save", "store", "reset", "hide", "dismiss",
        "remove", "close", "cancel", "id", "status", "style", "rules",
    ]

    static func suggestsShowing(_ name: String) -> Bool {
        guard mayHoldShowingWord(name) else { return false }
        let words = splitter.words(of: name)
        return words.contains(where: showingWords.contains) && !words.contains(where: otherWords.contains)
    }

    /// The showing words as they occur in a name's letters (`popover` holds `pop`, `tooltip` holds `tip`).
    private static let showingStems = [
        "show", "present", "display", "pop", "tip", "hint", "coach", "spotlight", "callout",
    ]
    .map { Array($0.utf8) }
    /// The stems' first letters, one bit each (`a` the lowest).
    private static let stemInitials: UInt32 = showingStems.reduce(0) { $0 | 1 << UInt32($1[0] - UInt8(ascii: "a")) }

    /// Whether an ASCII name holds a showing word's letters in a row, either case: each word of the name
    /// is a run of its letters lowercased, so a name holding none (most functions) needs no splitting. A
    /// name with other bytes is split (a non-ASCII letter may lowercase to an ASCII one).
    private static func mayHoldShowingWord(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return true }
            for start in bytes.indices {
                let letter = bytes[start].asciiLowercased &- UInt8(ascii: "a")
                guard letter < 26, stemInitials >> UInt32(letter) & 1 == 1 else { continue }
                for stem in showingStems
                where stem[0] &- UInt8(ascii: "a") == letter && stem.count <= bytes.count - start {
                    var matched = 1
                    while matched < stem.count, bytes[start + matched].asciiLowercased == stem[matched] { matched += 1 }
                    if matched == stem.count { return true }
                }
            }
            return false
        }
    }

    /// `popTipIfNeeded` → pop, tip, if, needed; `showURLTip` → show, url, tip.
    private static let splitter = CamelCaseWords(
        digitsInWords: false, splitsCapitalRun: true, keepsLowercaseHead: false)
}
