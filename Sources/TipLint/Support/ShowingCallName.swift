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
        let words = splitter.words(of: name)
        return words.contains(where: showingWords.contains) && !words.contains(where: otherWords.contains)
    }

    /// `popTipIfNeeded` → pop, tip, if, needed; `showURLTip` → show, url, tip.
    private static let splitter = CamelCaseWords(
        digitsInWords: false, splitsCapitalRun: true, keepsLowercaseHead: false)
}
