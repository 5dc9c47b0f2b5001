/// Sentences that state no fact about the plan: negative ("`NavigationStack` does not offer…",
/// "no `TipView` here") and hypothetical or illustrative ones ("e.g. `.popoverTip(x)`", "instead
/// of a popover", "for example"). A plan line like these adds nothing to the plan model.
enum HedgedSentence {
    /// Phrases compared lowercased against the plain text with single spaces.
    private static let phrases = [
        "does not", "do not", "did not", "doesn't", "don't", "didn't", "is not", "isn't", "are not", "aren't",
        "cannot", "can't", "won't", "will not", "should not", "shouldn't", "must not", "never ", "instead of",
        "rather than", "e.g.", "e. g.", "for example", "for instance", "such as", "out of scope", "not needed",
        "no need", "if we ever", "could be", "might ",
    ]

    static func matches(_ text: String) -> Bool {
        let plain = " " + MarkdownInline.plain(text).lowercased().split(separator: " ").joined(separator: " ") + " "
        return phrases.contains { plain.contains($0) }
    }
}
