/// Sentences that state no fact about the plan: negative ("`NavigationStack` does not offer…",
/// "no `TipView` here") and hypothetical or illustrative ones ("e.g. `.popoverTip(x)`", "instead
/// of a popover", "for example"). A plan line like these adds nothing to the plan model.
enum HedgedSentence {
    /// Phrases compared lowercased against the plain text with single spaces.
    private static let negative = [
        "does not", "do not", "did not", "doesn't", "don't", "didn't", "is not", "isn't", "are not", "aren't",
        "cannot", "can't", "won't", "will not", "should not", "shouldn't", "must not", "never ", "out of scope",
        "not needed", "no need",
    ]
    private static let hypothetical = [
        "instead of", "rather than", "e.g.", "e. g.", "for example", "for instance", "such as", "if we ever",
        "could be", "might ",
    ]

    /// Which kind of sentence `text` is, negative first; nil when it states what it says.
    static func kind(of text: String) -> PlanSkipReason? {
        let plain =
            " " + MarkdownInline.plain(text).lowercasedByScalar.split(separator: " ").joined(separator: " ") + " "
        if negative.contains(where: plain.containsLiterally) { return .negativeSentence }
        if hypothetical.contains(where: plain.containsLiterally) { return .hypotheticalSentence }
        return nil
    }
}
