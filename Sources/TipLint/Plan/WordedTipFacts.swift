/// A fact a plan gives a tip it names only in words (spec: "Reading a plan", prose is mentioned): where it
/// shows ("— shows on the empty list"), what retires it ("`FilterTip` → invalidate after first filter"). No
/// file or event of the code answers to such words, so they are shown by `tiplint plan` and checked
/// against nothing.
struct WordedTipFact: Sendable, Hashable {
    enum Kind: String, Sendable {
        /// Where the tip shows (`on the empty list`): a display place in words.
        case place = "shown"
        /// What invalidates it (`after first filter`): a planned invalidation in words.
        case invalidation = "invalidated"
        /// Copy given beside the tip in words (`Suggested copy:` and its item, a placed tooltip's quote).
        case copy = "copy"
        /// When it shows (`after the first translation`, `first W rows`): a display rule in words.
        case trigger = "when"
        /// The file its section names in a field (`**File**: \`Views/Bar.swift\``): where the tip's work is.
        case file = "file"
    }

    /// The tip type the line names.
    var tip: String
    var kind: Kind
    /// The words, from the preposition on (`on the empty list`, `after first filter`).
    var words: String
    var source: PlanReference
}

/// A line naming no tip type that places a tip and quotes its copy (`TipKit tooltip on the Garden tab: "…"`):
/// the facts of a tip of the plan whose name its words give, when exactly one does (`PlanDerivation.linked`).
struct PlacedTipCopy: Sendable, Hashable {
    /// Where, from the preposition on (`on the Garden tab`).
    var place: String
    var copy: String
    /// The words of the place and of the headings above the line, to find the tip by its name's words.
    var words: Set<String>
    var source: PlanReference

    /// The worded facts it gives `tip`: its place and its copy.
    func facts(of tip: String) -> [WordedTipFact] {
        [
            WordedTipFact(tip: tip, kind: .place, words: place, source: source),
            WordedTipFact(tip: tip, kind: .copy, words: copy, source: source),
        ]
    }
}

/// Reads the worded facts of a line that names one tip type.
enum WordedTipFacts {
    /// The facts `body` (a line naming `tip`, and no other tip type) gives `tip` in words.
    static func read(_ body: String, tip: String, source: PlanReference) -> [WordedTipFact] {
        // Both shapes need a verb from a short list: a byte scan spares most lines the split.
        let lowered = body.lowercasedByScalar
        var facts: [WordedTipFact] = []
        if let words = place(in: body, lowered: lowered) ?? viewPlace(in: body, tip: tip)
            ?? attachedPlace(in: body, tip: tip)
        {
            facts.append(WordedTipFact(tip: tip, kind: .place, words: words, source: source))
        }
        if let words = invalidation(in: body, tip: tip, lowered: lowered) ?? invalidatingAction(in: body, of: tip) {
            facts.append(WordedTipFact(tip: tip, kind: .invalidation, words: words, source: source))
        }
        return facts
    }

    /// The copy of a tip's entry (`` `FilterTip`: "Narrow the list" ``, `` `FilterTip` — "…" ``): the quote right
    /// after the tip type that opens the line, which field it does not say.
    static func entryCopy(in body: String) -> String? {
        let pieces = PlanPieces.split(body).filter { piece in
            if case .word(let word) = piece { return word.contains(where: { $0.isLetter || $0.isNumber }) }
            return true
        }
        guard pieces.count >= 2, case .quoted(let copy) = pieces[1], copy.contains(where: \.isLetter) else {
            return nil
        }
        switch pieces[0] {
        case .code(let name), .word(let name): return PlanNames.isTipType(name) ? copy : nil
        case .quoted: return nil
        }
    }

    /// The entry's copy as the field the copy rules make it: a title when it fits a title (one short
    /// phrase, within the default 40 characters), else a message.
    static func entryField(_ copy: String) -> PlannedTipFact {
        let sentences = [". ", "! ", "? "].contains { copy.containsLiterally($0) }
        return copy.count <= 40 && !sentences ? .title : .message
    }

    /// A tip's entry, its copy in quotes, then a dash and where it shows (`` `FilterTip`: "…" — shows on the
    /// list's toolbar ``): the words from the preposition to the end of the clause. "Shows after …" says
    /// when, not where.
    private static func place(in body: String, lowered: String) -> String? {
        guard showVerbs.contains(where: { lowered.containsLiterally($0) }),
            case let pieces = PlanPieces.split(body), pieces.count >= 2,
            case .quoted(let copy) = pieces[1], let range = body.literalRange(of: copy)
        else { return nil }
        switch pieces[0] {
        case .code(let name), .word(let name):
            guard PlanNames.isTipType(name) else { return nil }
        case .quoted: return nil
        }
        let afterCopy = body[range.upperBound...].drop { "\"'\u{201D}*_ ".contains($0) }
        guard let dash = afterCopy.first, "-\u{2014}\u{2013}".contains(dash) else { return nil }
        let words = clause(afterCopy.dropFirst()).split(separator: " ")
        guard words.count >= 3, showVerbs.contains(words[0].lowercased()),
            placePrepositions.contains(words[1].lowercased())
        else { return nil }
        return words.dropFirst().joined(separator: " ")
    }

    /// A line opening with the tip, a dash, then the view it shows in and how (`` `FilterTip` — LibraryView,
    /// inline TipView above the list ``), in any language: the clause from the view on. The line must name how
    /// the tip shows (TipKit's display API, "inline", "popover", "banner"): a view after a dash alone may be anything.
    private static func viewPlace(in body: String, tip: String) -> String? {
        guard let range = body.literalRange(of: tip), body[..<range.lowerBound].allSatisfy({ "`*_ ".contains($0) })
        else { return nil }
        let afterTip = body[range.upperBound...].drop { "`*_ ".contains($0) }
        guard let dash = afterTip.first, "-\u{2014}\u{2013}".contains(dash) else { return nil }
        let clause = clause(afterTip.dropFirst())
        guard let view = clause.split(separator: " ").first, PlanNames.isViewPlace(view.filter { $0 != "," }),
            !PlanNames.tipKitAPIs(in: body).isEmpty
                || ["inline", "popover", "banner"].contains(where: { body.lowercasedByScalar.containsLiterally($0) })
        else { return nil }
        return clause
    }

    /// A line opening with the tip, an arrow, dash or colon, then "invalidate" and when (`` `FilterTip` →
    /// invalidate after first filter ``, `FilterTip: invalidated when a tag is chosen`): the words from
    /// "after"/"when" to the end of the clause.
    private static func invalidation(in body: String, tip: String, lowered: String) -> String? {
        guard lowered.containsLiterally("invalidate"), let range = body.literalRange(of: tip) else { return nil }
        // The tip comes first: only markup before it.
        guard body[..<range.lowerBound].allSatisfy({ "`*_ ".contains($0) }) else { return nil }
        let afterTip = body[range.upperBound...].drop { "`*_ ".contains($0) }
        let separators = ["\u{2192}", "->", ":", "\u{2014}", "\u{2013}", "-"]
        guard let separator = separators.first(where: { afterTip.hasPrefix($0) }) else { return nil }
        let words = clause(afterTip.dropFirst(separator.count)).split(separator: " ")
        guard words.count >= 3, ["invalidate", "invalidated", "invalidates"].contains(words[0].lowercased()),
            whenWords.contains(words[1].lowercased())
        else { return nil }
        return words.dropFirst().joined(separator: " ")
    }

    /// The tip a heading gives a section to, named in words with the word "tip" last, after any numbering
    /// before a colon (`## Priority 1: Library filter tip`, `### Search tip`): its label lines below
    /// (`sectionLabel`) give that tip's facts. A heading naming a tip type is that tip's section instead.
    static func sectionTip(heading: String) -> String? {
        let plain = MarkdownInline.plain(heading)
        // The word "tip" in any case, found in the bytes: most headings have none.
        guard plain.containsASCIIIgnoringCase("tip") else { return nil }
        let label = (plain.split(separator: ":", omittingEmptySubsequences: false).last.map(String.init) ?? plain)
            .trimmingSpaces
        let words = label.split(separator: " ")
        guard (2...6).contains(words.count), words.last?.lowercased() == "tip", words[0].first?.isLetter == true,
            PlanNames.tipTypes(in: heading).isEmpty
        else { return nil }
        return label
    }

    /// A label line of such a section, alone on its line with its colon (`Anchor:`, `Suggested copy:`,
    /// `**Invalidate when:**`): what its list items are. Any other line ending in a colon (`Why TipKit:`)
    /// closes the label: nil.
    static func sectionLabel(_ line: String) -> WordedTipFact.Kind? {
        let plain = MarkdownInline.plain(line).lowercasedByScalar.trimmingSpaces
        guard plain.hasSuffix(":") else { return nil }
        let words = plain.dropLast().split(separator: " ").map(String.init)
        switch words.first {
        case "anchor", "anchors", "anchored", "placement", "where": return words.count <= 3 ? .place : nil
        case "invalidate", "invalidated", "invalidation", "invalidations": return words.count <= 2 ? .invalidation : nil
        case "suggested", "copy", "proposed": return words.last == "copy" && words.count <= 2 ? .copy : nil
        default: return nil
        }
    }

    /// A list item under a section's label: the fact it gives the section's tip, its words plain (copy
    /// without its code span or quotes; an invalidation after "Invalidate when:" from "when" on). A hedged
    /// item ("possibly the card, if we want") gives none.
    static func sectionItem(
        _ body: String, kind: WordedTipFact.Kind, label: String, tip: String, source: PlanReference
    )
        -> WordedTipFact?
    {
        guard !HedgedSentence.isTentative(body) else { return nil }
        var words = MarkdownInline.plain(body).trimmingSpaces
        if kind == .copy, let first = PlanPieces.split(body).first {
            switch first {
            case .code(let copy), .quoted(let copy): words = copy
            case .word: break
            }
        }
        if kind == .invalidation, MarkdownInline.plain(label).lowercasedByScalar.containsLiterally("when") {
            words = "when " + words
        }
        guard words.contains(where: \.isLetter) else { return nil }
        return WordedTipFact(tip: tip, kind: kind, words: words, source: source)
    }

    /// A tip word (`TipKit tooltip`, `popover tip`) placed by a preposition, a colon, then the copy in quotes
    /// (`TipKit tooltip on new Garden tab: "…"`), on a line naming no tip type: the place and the copy. The
    /// headings above say which tip: `headings` are their texts.
    static func placedCopy(in body: String, headings: [String], source: PlanReference) -> PlacedTipCopy? {
        // In bytes first: the line's first word past markup opens with the tip word or `TipKit`/`a` (t, p or a).
        guard body.containsASCIIIgnoringCase("tip"), body.utf8.contains(UInt8(ascii: ":")),
            let first = body.utf8.first(where: { !" \t*_`".utf8.contains($0) }),
            "tpa".utf8.contains(first.asciiLowercased),
            let colon = body.firstIndex(of: ":")
        else { return nil }
        let lead = MarkdownInline.plain(String(body[..<colon])).split(separator: " ").map(String.init)
        guard let tipWord = lead.firstIndex(where: { ["tip", "tooltip", "popover"].contains($0.lowercased()) }),
            lead[..<tipWord].allSatisfy({ $0.lowercased() == "tipkit" || $0.lowercased() == "a" }),
            tipWord + 2 < lead.count, placePrepositions.contains(lead[tipWord + 1].lowercased()),
            case .quoted(let copy)? = PlanPieces.split(String(body[body.index(after: colon)...])).first,
            copy.contains(" ")
        else { return nil }
        let place = lead[(tipWord + 1)...].joined(separator: " ")
        let words = DescribedTipWords.words(place).union(headings.flatMap(DescribedTipWords.words))
        return PlacedTipCopy(place: place, copy: copy, words: words, source: source)
    }

    /// The text up to the end of its clause (a `;`, a sentence's end, a parenthesis), plain and trimmed.
    static func clause(_ text: Substring) -> String {
        let plain = MarkdownInline.plain(String(text))
        var end = plain.endIndex
        for stop in [";", ". ", " (", ", and "] {
            if let range = plain.literalRange(of: stop), range.lowerBound < end { end = range.lowerBound }
        }
        var clause = String(plain[..<end]).trimmingSpaces
        while let last = clause.last, ".,:".contains(last) { clause.removeLast() }
        return clause
    }

    static let showVerbs: Set<String> = ["shows", "shown", "appears", "displays", "displayed"]
    static let placePrepositions: Set<String> = [
        "on", "in", "at", "above", "below", "beside", "near", "under", "over", "next", "inside",
    ]
    private static let whenWords: Set<String> = ["after", "when", "once", "on", "upon"]
}
