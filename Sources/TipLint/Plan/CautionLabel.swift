/// A heading or list item that opens a list of cautions about the framework (`**Known pitfalls:**`,
/// `## Gotchas`, `- Caveats`): what follows warns about any tip (real plans, round 49: a research note's
/// pitfall `**Sheets**: treat a tip anchored in a sheet as unverified` became a tip named "Sheets"), so it
/// plans none. Only a label made of caution words opens one (`Pitfalls we fixed in FilterTip` does not); known
/// issues or bugs do not either, as a plan lists its fixes to make there.
enum CautionLabel {
    /// Whether `text`'s label (its bold part, else the words before a colon or a parenthesis) is a caution's.
    static func opensCautions(_ text: String) -> Bool {
        let plain = MarkdownInline.plain(text)
        let label = plain.prefix { $0 != ":" && $0 != "(" && $0 != "—" }
        guard label.utf8.count <= 40 else { return false }
        let words = PlanWords.letters(in: label.lowercasedByScalar).map(String.init)
        guard (1...3).contains(words.count), words.allSatisfy({ cautionWords.contains($0) || qualifiers.contains($0) })
        else { return false }
        return words.contains(where: cautionWords.contains)
    }

    private static let cautionWords: Set<String> = [
        "pitfall", "pitfalls", "gotcha", "gotchas", "caveat", "caveats", "limitation", "limitations", "quirks",
        "regressions",
    ]
    private static let qualifiers: Set<String> = ["known", "common", "and", "platform"]
}
