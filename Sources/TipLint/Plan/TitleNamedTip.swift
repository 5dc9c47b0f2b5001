/// The one tip a document's title asks for, the way an issue that plans a single tip is titled
/// (`# Add Google Lens tooltip`, `# [Onboarding] Welcome to Your Feed tip`, `# Tips: Delete movie file`):
/// the words before "tip", "tooltip" or "tool tip", or after a leading `Tips:`, without a verb of making,
/// an article or `[tags]` before them (real plans, rounds 38 and 40: issue bodies that describe the tip
/// without naming it). The interpreter takes it
/// only when nothing else in the document names a tip; it is mentioned evidence, named by its words.
///
/// An issue of a TipKit app may name the place instead (`# tips for context menus`, `# Add a tip on the
/// export sheet`): the words after "tip(s) for/on", read only when the document names TipKit, since
/// "Tips for contributors" is as often a guide.
enum TitleNamedTip {
    static func name(inTitle title: String, namesTipKit: Bool) -> String? {
        guard !DefectReportTitle.reportsDefect(title: title, names: []) else { return nil }
        let written = MarkdownInline.plain(String(withoutTags(title))).split(separator: " ")
        var words = written.map { String($0.reversed().drop { ".:!?".contains($0) }.reversed()) }
        if namesTipKit, let place = placeNamed(words) {
            words = place
        } else if let first = written.first?.lowercased(), ["tip:", "tips:", "tipkit:"].contains(first) {
            // `# Tips: Delete movie file`: the area, then the one tip's subject.
            words.removeFirst()
        } else {
            guard let last = words.last?.lowercasedByScalar, last == "tip" || last == "tooltip" else { return nil }
            words.removeLast()
            if last == "tip", words.last?.lowercasedByScalar == "tool" { words.removeLast() }
        }
        let name = words.drop { word in
            let lowered = word.lowercasedByScalar
            return PlanWords.creatingVerbs.contains(lowered) || leadingWords.contains(lowered)
        }
        guard (1...5).contains(name.count),
            name.allSatisfy({ word in
                !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "'-&".contains($0) }
            }),
            !name.allSatisfy({ genericWords.contains($0.lowercasedByScalar) })
        else { return nil }
        return name.joined(separator: " ")
    }

    /// `tips for context menus`: the words after a tip word and "for" or "on", when only verbs of making,
    /// articles and "TipKit" come before it.
    private static func placeNamed(_ words: [String]) -> [String]? {
        guard let at = words.firstIndex(where: { placeTipWords.contains($0.lowercasedByScalar) }),
            at + 2 < words.count, ["for", "on"].contains(words[at + 1].lowercasedByScalar),
            words[..<at].allSatisfy({ word in
                let lowered = word.lowercasedByScalar
                return lowered == "tipkit" || PlanWords.creatingVerbs.contains(lowered)
                    || leadingWords.contains(lowered)
            })
        else { return nil }
        return Array(words[(at + 2)...])
    }

    private static let placeTipWords: Set<String> = ["tip", "tips", "tooltip", "tooltips"]

    /// The title without the `[Area]` tags an issue tracker's titles open with.
    private static func withoutTags(_ title: String) -> Substring {
        var rest = title.drop { $0 == " " }
        while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
            rest = rest[rest.index(after: close)...].drop { $0 == " " }
        }
        return rest
    }

    /// Besides the verbs of making, what comes before the tip's name: verbs of showing and articles.
    private static let leadingWords: Set<String> = ["show", "display", "introduce", "a", "an", "the"]

    /// Words that say what kind of tip, not which: `# Add a new TipKit tip` names none.
    private static let genericWords: Set<String> = [
        "new", "first", "another", "one", "more", "simple", "basic", "custom", "native", "tipkit", "popover", "inline",
    ]
}
