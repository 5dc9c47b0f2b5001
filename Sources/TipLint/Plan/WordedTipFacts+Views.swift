/// A fact a line naming no tip type gives a tip of its section (a per-view section of an integration plan:
/// "Changing `page` invalidates the pager tip.", "`TipView(pagerTip)` shows at the top of the list"): the one
/// tip type the section names that the line's words for it fit (`SectionTipFact.fact(among:)`).
struct SectionTipFact: Sendable, Hashable {
    var kind: WordedTipFact.Kind
    var words: String
    /// The words naming the tip, lowercased (`pager`); none for "the tip".
    var tipWords: [String]
    var source: PlanReference

    /// The fact, given to the one of `tips` (the tip types the section names) its words fit; none when no
    /// tip or several do.
    func fact(among tips: [String]) -> WordedTipFact? {
        let fits = tips.filter { WordedTipFacts.nameHolds(tipWords, $0) }
        guard fits.count == 1 else { return nil }
        return WordedTipFact(tip: fits[0], kind: kind, words: words, source: source)
    }
}

/// The worded facts of the lines of a per-view section: a tip attached to a control as a popover, an inline
/// `TipView` shown at a place, an action that invalidates the tip.
extension WordedTipFacts {
    /// The fact a line naming no tip type gives the tip of its section: an action invalidating "the tip" or
    /// "the <words> tip", or `TipView(x)` shown at a place.
    static func sectionFact(in body: String, source: PlanReference) -> SectionTipFact? {
        if body.containsASCIIIgnoringCase("invalidates the"), let found = invalidatingAction(in: body) {
            return SectionTipFact(kind: .invalidation, words: found.action, tipWords: found.tipWords, source: source)
        }
        if body.containsLiterally("TipView("), let found = inlinePlace(in: body) {
            return SectionTipFact(kind: .place, words: found.place, tipWords: found.tipWords, source: source)
        }
        return nil
    }

    /// A line opening with the tip, "is attached to" (or "anchored to") a control, with TipKit's popover
    /// (`` `PagerTip` is attached to the page dots with `.popoverTip(pagerTip)` ``): the control, as a place.
    static func attachedPlace(in body: String, tip: String) -> String? {
        guard body.containsLiterally(".popoverTip"), let range = body.literalRange(of: tip),
            body[..<range.lowerBound].allSatisfy({ "`*_ ".contains($0) })
        else { return nil }
        let rest = MarkdownInline.plain(String(body[range.upperBound...].drop { "`*_ ".contains($0) }))
        guard let verb = ["is attached to ", "is anchored to "].first(where: { rest.hasPrefix($0) }) else { return nil }
        var control = Substring(rest.dropFirst(verb.count))
        if let with = control.literalRange(of: " with ") { control = control[..<with.lowerBound] }
        let words = clause(control)
        guard words.split(separator: " ").count >= 2 else { return nil }
        return "to \(words) (popover)"
    }

    /// An action that invalidates `tip`, the tip a line names ("Adding a pot sets `PotTip.added = true` and
    /// invalidates the tip."), when the line's words for the tip fit its name.
    static func invalidatingAction(in body: String, of tip: String) -> String? {
        guard body.containsASCIIIgnoringCase("invalidates the"), let found = invalidatingAction(in: body),
            nameHolds(found.tipWords, tip)
        else { return nil }
        return found.action
    }

    /// A sentence opening with an action in a gerund, then "invalidates the tip" or "the <words> tip" closing
    /// it ("Tapping Share invalidates the share tip.", "Adding a pot sets `PotTip.added = true` and
    /// invalidates the tip."): the action from "on" (`on tapping Share`) and the words naming the tip.
    private static func invalidatingAction(in body: String) -> (action: String, tipWords: [String])? {
        let plain = MarkdownInline.plain(body)
        guard let verb = plain.literalRange(of: " invalidates the ") else { return nil }
        var named = plain[verb.upperBound...]
        while let last = named.last, ".;! ".contains(last) { named.removeLast() }
        let tipWords = named.split(separator: " ")
        guard (1...4).contains(tipWords.count), tipWords.last?.lowercased() == "tip" else { return nil }
        var subject = plain[..<verb.lowerBound]
        // "… sets `X.flag = true` and invalidates the tip": the action is the subject of "sets".
        if subject.hasSuffix(" and") {
            guard let sets = subject.literalRange(of: " sets ") else { return nil }
            subject = subject[..<sets.lowerBound]
        }
        let words = subject.split(separator: " ")
        guard (2...8).contains(words.count), let first = words.first, first.first?.isUppercase == true,
            first.hasSuffix("ing"), !words.contains(where: { ["not", "never", "no"].contains($0.lowercased()) }),
            !subject.containsLiterally("n't")
        else { return nil }
        let action = ([first.lowercased()] + words.dropFirst().map(String.init)).joined(separator: " ")
        return ("on \(action)", splitter.words(of: tipWords.dropLast().joined(separator: " ")))
    }

    /// A line opening with `TipView(x)`, then a verb of showing and a place ("`TipView(pagerTip)` appears at
    /// the top of the list only while …"): the place up to its condition, and the words of `x` naming the tip.
    private static func inlinePlace(in body: String) -> (place: String, tipWords: [String])? {
        guard let call = body.literalRange(of: "TipView("),
            body[..<call.lowerBound].allSatisfy({ "`*_ ".contains($0) }),
            let close = body[call.upperBound...].firstIndex(of: ")")
        else { return nil }
        let argument = body[call.upperBound..<close]
        guard let head = argument.first, head.isLetter,
            argument.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        let words = clause(body[body.index(after: close)...].drop { "`*_ ".contains($0) }).split(separator: " ")
        guard words.count >= 3, showVerbs.contains(words[0].lowercased()),
            placePrepositions.contains(words[1].lowercased())
        else { return nil }
        let conditions: Set<String> = ["only", "while", "when", "until", "if", "after", "once", "unless"]
        let place = words.dropFirst().prefix { !conditions.contains($0.lowercased()) }
        guard place.count >= 2 else { return nil }
        var tipWords = splitter.words(of: String(argument))
        if tipWords.last == "tip" { tipWords.removeLast() }
        return (place.joined(separator: " ") + " (inline)", tipWords)
    }

    /// Whether `words` (lowercased, in order) are the words of `tip`'s name, or a run of them (`day picker` of
    /// `ConferenceDayPickerTip`); no words fit any tip.
    static func nameHolds(_ words: [String], _ tip: String) -> Bool {
        guard !words.isEmpty else { return true }
        var own = splitter.words(of: TypeName.simple(tip))
        if own.last == "tip" { own.removeLast() }
        guard words.count <= own.count else { return false }
        return (0...(own.count - words.count)).contains { Array(own[$0..<($0 + words.count)]) == words }
    }

    private static let splitter = CamelCaseWords(digitsInWords: true, splitsCapitalRun: true, keepsLowercaseHead: true)
}
