/// A tip a list names by its words (`TipKitTipList`, `TipTierRow`), with the fact its item gives it in
/// words, if any: when it shows (`tap-a-word after the first translation`, a tier's `Warm-up meaning
/// (first W rows)`) or where (`the legend on the chart`). Mentioned, like the tip.
struct ListedTip: Sendable {
    var name: String
    var fact: (kind: WordedTipFact.Kind, words: String)?

    /// The item's words after its name, from the word saying when or where (`after the first translation`):
    /// a fact of `name`'s tip; none for a word saying neither (`for`, `if`).
    static func named(_ name: String, clause: [String]) -> ListedTip {
        guard clause.count >= 2, let first = clause.first?.lowercased() else { return ListedTip(name: name) }
        let words = clause.joined(separator: " ")
        if timeWords.contains(first) { return ListedTip(name: name, fact: (.trigger, words)) }
        if placeWords.contains(first) { return ListedTip(name: name, fact: (.place, words)) }
        return ListedTip(name: name)
    }

    /// The fact as the worded fact of the tip named `name`, at `source`.
    func wordedFact(at source: PlanReference) -> WordedTipFact? {
        fact.map { WordedTipFact(tip: name, kind: $0.kind, words: $0.words, source: source) }
    }

    private static let timeWords: Set<String> = [
        "after", "when", "once", "while", "before", "during", "until", "upon",
    ]
    private static let placeWords: Set<String> = ["on", "at", "in"]
}
