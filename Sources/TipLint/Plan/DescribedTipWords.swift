/// The words of a tip the plan names by its copy or a description instead of a Swift type
/// ("Try the Quiz", "documentation score", "⌘K command palette / search"), for telling which
/// tip type it is: a type whose name's words the description all holds (`TryQuizTip`,
/// `AtlasTips.CommandPalette`), or whose title or message is the plan's words.
enum DescribedTipWords {
    /// Lowercased words of letters and digits, split at case changes (`iCloudSync` → `icloud`, `sync`
    /// is kept whole as `icloudsync` too), without filler words and a plural `s`.
    static func words(_ text: String) -> Set<String> {
        var found = Set<String>()
        for pieces in splitter.runs(of: text) {
            for piece in pieces + (pieces.count > 1 ? [pieces.joined()] : []) {
                let stem = stemmed(piece)
                if !fillers.contains(stem) { found.insert(stem) }
            }
        }
        return found
    }

    /// Whether a tip type of this name is the tip the description names: every word of the type's
    /// own name (its last component, without `Tip`) is among the description's words.
    static func nameMatches(_ typeName: String, _ description: Set<String>) -> Bool {
        let own = TypeName.simple(typeName)
        let base = own.hasSuffix("Tip") && own.count > 3 ? String(own.dropLast(3)) : own
        let pieces = splitter.words(of: base).map(stemmed).filter { !fillers.contains($0) }
        guard !pieces.isEmpty else { return false }
        return pieces.allSatisfy(description.contains) || description.contains(stemmed(base.lowercased()))
    }

    /// `SwipeToDelete` → `swipe`, `to`, `delete`; `iCloudSync` → `icloud`, `sync`; `EWMALine` → `ewma`, `line`;
    /// `Step2Tip` → `step2tip`.
    private static let splitter = CamelCaseWords(digitsInWords: true, splitsCapitalRun: true, keepsLowercaseHead: true)

    private static func stemmed(_ word: String) -> String {
        word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : word
    }

    private static let fillers: Set<String> = [
        "the", "a", "an", "to", "of", "for", "on", "in", "at", "and", "or", "with", "your", "tip", "tips", "tipkit",
    ]
}
