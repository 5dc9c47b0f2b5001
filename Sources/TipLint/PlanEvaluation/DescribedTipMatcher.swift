/// A tip the plan describes in words, and the declared tip it is, when the code has one.
struct DescribedTipMatch: Sendable, Hashable {
    var tip: DescribedTip
    /// The declared tip whose literal title or message is the described tip's copy.
    var code: TipDeclaration?
}

/// Tells which declared tip each tip the plan describes in words is (spec: "Reading a plan", described
/// tips): the one tip type whose literal title or message is its quoted copy, compared without case,
/// spacing and punctuation. A label alone names no type: it is matched to none.
enum DescribedTipMatcher {
    static func matched(_ described: [DescribedTip], declared: [TipDeclaration]) -> [DescribedTipMatch] {
        described.map { tip in
            guard let copy = tip.copy.map(key), !copy.isEmpty else { return DescribedTipMatch(tip: tip) }
            let candidates = declared.filter { code in
                [code.title, code.message].contains { text in
                    guard let text, text.isLiteral else { return false }
                    return key(text.text) == copy
                }
            }
            let names = Set(candidates.map(\.name))
            return DescribedTipMatch(tip: tip, code: names.count == 1 ? candidates.first : nil)
        }
    }

    /// Lowercased letters and digits, one space between words: `Add your first book!` → `add your first book`.
    static func key(_ text: String) -> String {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: " ")
    }
}
