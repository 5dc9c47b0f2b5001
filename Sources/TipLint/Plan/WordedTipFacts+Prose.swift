/// The facts a sentence about one tip gives it in words, whatever names the tip (its type, its label, the
/// file that declares it): where it points or shows, when it shows, and what retires it.
extension WordedTipFacts {
    /// The first place, time and invalidation `body` words for its one tip (`points the user at a card's
    /// "+" button after they create their first metric`, `on first launch "…" shows above the first card`,
    /// `Anchored to the favourite star.`, `is invalidated once the button is tapped`). A hedged or negated
    /// clause gives nothing; on a line naming its tip type, only words after the name count (a line that goes
    /// on from the one before may open with another tip's clause).
    static func prose(_ body: String, tip: String, named: Bool = false, source: PlanReference) -> [WordedTipFact] {
        // Every shape needs one of a few words: a byte scan spares most lines the lowercasing and the split.
        guard mayHoldFact(body) else { return [] }
        let lowered = body.lowercasedByScalar
        guard
            proseMarkers.contains(where: { lowered.containsLiterally($0) })
                || firstLaunch.contains(where: { lowered.containsLiterally($0) }),
            !HedgedSentence.isTentative(body)
        else { return [] }
        let words = MarkdownInline.plain(body).split(separator: " ").map(String.init)
        let first = named ? (words.firstIndex { $0.containsLiterally(TypeName.simple(tip)) } ?? words.count) : 0
        var facts: [WordedTipFact] = []
        func add(_ kind: WordedTipFact.Kind, _ text: [String]) {
            guard !facts.contains(where: { $0.kind == kind }), text.count >= 2,
                text.contains(where: { $0.contains(where: \.isLetter) })
            else { return }
            facts.append(WordedTipFact(tip: tip, kind: kind, words: text.joined(separator: " "), source: source))
        }
        for index in words.indices where index > first || (!named && index == first) {
            let word = bare(words[index])
            guard !negated(words, before: index) else { continue }
            if let at = placeStart(words, at: index, word: word) {
                let place = upTo(words, from: at, enders: timeWords.union(placeEnders))
                if place.count >= 3, ["on", "at"].contains(bare(place[0])), bare(place[1]) == "first",
                    let last = place.last, firstEvents.contains(bare(last))
                {
                    // "appears on first SearchView visit": when, not where.
                    add(.trigger, place)
                    continue
                }
                add(.place, place + (word == "inline" ? ["(inline)"] : []))
                let after = at + place.count
                if after < words.count, timeWords.contains(bare(words[after])), !lastOfClause(place) {
                    add(.trigger, upTo(words, from: after, enders: clauseEnders))
                }
            } else if showVerbs.contains(word) || word == "fires", index >= 1, index + 1 < words.count,
                namesWhatShows(words[index - 1]), timeWords.contains(bare(words[index + 1]))
            {
                // "— shows after first loading", "Rule: shows after ≥3 transactions": when, not where.
                add(.trigger, upTo(words, from: index + 1, enders: clauseEnders))
            } else if named, timeWords.contains(word) || word == "first-time",
                opensEntry(words, tipAt: first, at: index)
            {
                // "`PatternsTip` - After 7+ check-ins": the tip's entry says when it shows, and nothing else.
                add(.trigger, upTo(words, from: index, enders: clauseEnders))
            } else if invalidationVerbs.contains(word), index + 1 < words.count,
                timeWords.contains(bare(words[index + 1])) || bare(words[index + 1]) == "on"
            {
                add(.invalidation, upTo(words, from: index + 1, enders: []))
            } else if word == "first", index >= 1, ["on", "at"].contains(bare(words[index - 1])),
                index + 1 < words.count, ["launch", "run", "use", "open"].contains(bare(words[index + 1]))
            {
                add(.trigger, Array(words[(index - 1)...(index + 1)]).map(bare))
            }
        }
        // "Tooltip premier lancement", "first-run hint": the first launch, in a few languages, is when it shows.
        if !facts.contains(where: { $0.kind == .trigger }),
            let phrase = firstLaunch.first(where: { lowered.containsLiterally($0) }),
            let range = lowered.literalRange(of: phrase),
            !lowered[..<range.lowerBound].split(separator: " ").suffix(2).contains(where: {
                ["not", "never", "no"].contains($0)
            })
        {
            facts.append(WordedTipFact(tip: tip, kind: .trigger, words: phrase, source: source))
        }
        return facts
    }

    /// Whether `body`'s bytes hold a word some shape of `prose` needs (in any case).
    private static func mayHoldFact(_ body: String) -> Bool {
        body.containsASCIIIgnoringCase("point") || body.containsASCIIIgnoringCase("anchored")
            || body.containsASCIIIgnoringCase("attached") || body.containsASCIIIgnoringCase("pinned")
            || body.containsASCIIIgnoringCase("inline") || body.containsASCIIIgnoringCase("shows")
            || body.containsASCIIIgnoringCase("appears") || body.containsASCIIIgnoringCase("sits")
            || body.containsASCIIIgnoringCase("invalidate") || body.containsASCIIIgnoringCase("first")
            || body.containsASCIIIgnoringCase("fires") || body.containsASCIIIgnoringCase("after")
            || body.containsASCIIIgnoringCase("premier") || body.containsASCIIIgnoringCase("primer")
            || body.containsASCIIIgnoringCase("erste") || body.containsASCIIIgnoringCase("primo")
            || body.containsASCIIIgnoringCase("primeiro") || body.containsLiterally("首次")
            || body.containsLiterally("初回")
    }

    /// The first launch in words (English, French, Spanish, German, Italian, Portuguese, Chinese, Japanese).
    private static let firstLaunch = [
        "first launch", "first-launch", "first run", "first-run", "premier lancement", "primer inicio",
        "primer lanzamiento", "ersten start", "erster start", "primo avvio", "primeiro acesso", "首次启动", "初回起動",
    ]

    /// A list item that is a bold label and nothing more, of a few words naming no tip type and no file
    /// (`**Save Sessions**`): the label.
    static func boldLabel(_ body: String) -> String? {
        let text = body.trimmingSpaces
        guard text.hasPrefix("**"), text.hasSuffix("**"), text.count > 4 else { return nil }
        let label = String(text.dropFirst(2).dropLast(2)).trimmingSpaces
        let words = label.split(separator: " ")
        guard (1...6).contains(words.count), !label.contains("*"), label.first?.isLetter == true,
            !label.hasSuffix(":"), PlanNames.tipTypes(in: label).isEmpty, PlanText.swiftPaths(in: label).isEmpty
        else { return nil }
        return label
    }

    /// A sentence saying a part of the screen appears, the part named in a few words, perhaps with where
    /// (`Streak counter appears on Home screen with animation`, `Reading tab appears`): the part and where
    /// (`Streak counter on Home screen`).
    static func appearingPart(_ body: String) -> String? {
        guard body.containsLiterally(" appears") else { return nil }
        let words = MarkdownInline.plain(body).split(separator: " ").map(String.init)
        guard let verb = words.firstIndex(where: { $0 == "appears" || $0 == "appears," }), (1...4).contains(verb),
            words[0].first?.isUppercase == true,
            words[..<verb].allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } })
        else { return nil }
        var part = Array(words[..<verb])
        if verb + 2 < words.count, ["on", "in", "at"].contains(words[verb + 1]) {
            part += upTo(words, from: verb + 1, enders: placeEnders.union(["with", "below", "above"]))
        }
        return part.joined(separator: " ")
    }

    /// Whether a heading says tip as a word (`tooltip premier lancement`, `Search hint`), naming no tip type.
    static func saysTip(_ heading: String) -> Bool {
        guard heading.containsASCIIIgnoringCase("tip") || heading.containsASCIIIgnoringCase("hint") else {
            return false
        }
        let words = PlanWords.letters(in: MarkdownInline.plain(heading).lowercasedByScalar)
        return words.contains { tipWords.contains(String($0)) }
    }

    /// A field line giving one `.swift` file, its label the word "file" in any of a few languages
    /// (`**File**: \`Views/Bar.swift\``, `**Fichier** : …`, `Datei:`, `Archivo:`, `文件：`, `ファイル：`): the path.
    static func fileField(_ body: String) -> String? {
        // The label is a short word, perhaps in bold: its colon comes within the line's first characters.
        guard let colon = body.prefix(16).firstIndex(where: { $0 == ":" || $0 == "\u{FF1A}" }) else { return nil }
        let label = MarkdownInline.plain(String(body[..<colon])).lowercasedByScalar.trimmingSpaces
        guard fileLabels.contains(label) else { return nil }
        let paths = PlanText.swiftPaths(in: String(body[body.index(after: colon)...]))
        return paths.count == 1 ? paths[0] : nil
    }

    private static let tipWords: Set<String> = [
        "tip", "tips", "tooltip", "tooltips", "hint", "hints", "coachmark", "coachmarks", "popover",
    ]
    private static let fileLabels: Set<String> = [
        "file", "fichier", "datei", "archivo", "arquivo", "文件", "ファイル", "파일",
    ]

    /// Where a place opens at `index`: after "points (the user) at", "anchored/attached to", a verb of
    /// showing right after the tip or its copy (`"…" shows above`), or "Inline at" opening the sentence.
    private static func placeStart(_ words: [String], at index: Int, word: String) -> Int? {
        func preposition(_ at: Int, _ allowed: Set<String>) -> Int? {
            at < words.count && allowed.contains(bare(words[at])) ? at : nil
        }
        switch word {
        case "points", "point", "pointing":
            var at = index + 1
            // "points the user at …": a person between the verb and its place.
            if at + 1 < words.count, ["the", "a"].contains(bare(words[at])),
                people.contains(bare(words[at + 1]))
            {
                at += 2
            } else if at < words.count, people.contains(bare(words[at])) {
                at += 1
            }
            return preposition(at, ["at", "to"])
        case "anchored", "attached", "pinned":
            // "anchored where the donut lives": the clause is the place.
            return preposition(index + 1, word == "anchored" ? ["to", "at", "on", "where"] : ["to"])
        case "inline":
            return index == 0 || words[index - 1].hasSuffix(".") ? preposition(index + 1, ["at"]) : nil
        case "shows", "appears", "sits", "fires":
            guard index >= 1 else { return nil }
            guard namesWhatShows(words[index - 1]) else { return nil }
            return preposition(index + 1, placePrepositions)
        default: return nil
        }
    }

    /// Whether the word before a verb of showing is what shows: the tip (`tip`, `it`), its copy's closing
    /// quote, or the dash after its entry (`` `FiringTip`: "…" — shows after … ``).
    private static func namesWhatShows(_ before: String) -> Bool {
        before.last.map({ "\"\u{201D}'\u{2014}".contains($0) }) == true
            || ["tip", "it", "tooltip"].contains(bare(before)) || ["Rule:", "rule:"].contains(before)
    }

    /// Whether `index` opens what an entry says of its tip, the word at `tipAt` (`` `PatternsTip` - After … ``,
    /// `` `PatternsTip`: After … ``): right after the name's dash or colon.
    private static func opensEntry(_ words: [String], tipAt first: Int, at index: Int) -> Bool {
        guard first < words.count else { return false }
        if index == first + 1 { return words[first].hasSuffix(":") }
        return index == first + 2 && ["-", "\u{2014}", "\u{2013}"].contains(words[first + 1])
    }

    /// The words from `start` up to the end of their clause, or a word of `enders` after the first.
    private static func upTo(_ words: [String], from start: Int, enders: Set<String>) -> [String] {
        var taken: [String] = []
        var index = start
        while index < words.count {
            let word = words[index]
            if !taken.isEmpty && (enders.contains(bare(word)) || word.hasPrefix("(") || word == "—" || word == "-") {
                break
            }
            taken.append(word)
            if lastOfClause([word]) { break }
            index += 1
        }
        // A clause opened inside brackets (`(appears when … on RadioView)`) ends at their close.
        let opened = taken.reduce(0) { $0 + $1.filter { $0 == "(" }.count - $1.filter { $0 == ")" }.count }
        if var last = taken.popLast() {
            var unclosed = opened
            while let end = last.last, ".,;:".contains(end) || (end == ")" && unclosed < 0) {
                if end == ")" { unclosed += 1 }
                last.removeLast()
            }
            if !last.isEmpty { taken.append(last) }
        }
        return taken
    }

    /// Whether the last word ends its clause (`,`, `;`, `.`, `:`, a bracket's close).
    private static func lastOfClause(_ words: [String]) -> Bool {
        words.last?.last.map { ",;.:)".contains($0) } ?? false
    }

    /// Whether a word just before `index` negates it (`never invalidated after …`, `is not anchored to …`).
    private static func negated(_ words: [String], before index: Int) -> Bool {
        words[max(0, index - 2)..<index].contains { ["not", "never", "no"].contains(bare($0)) || $0.hasSuffix("n't") }
    }

    /// The word lowercased, without the punctuation around it.
    private static func bare(_ word: String) -> String {
        String(word.lowercasedByScalar.drop { !$0.isLetter }.reversed().drop { !$0.isLetter }.reversed())
    }

    private static let proseMarkers = [
        "point", "anchored", "attached", "pinned", "inline", "shows", "appears",
        "sits", "invalidate", "first", "fires", "after",
    ]
    /// What a user does a first time (`on first SearchView visit`, `on first \`hand.thumbsdown\` tap`).
    private static let firstEvents: Set<String> = [
        "tap", "visit", "use", "launch", "run", "open", "opening", "swipe", "scroll", "appearance",
    ]
    private static let people: Set<String> = ["user", "users", "people", "them", "reader", "readers"]
    private static let invalidationVerbs: Set<String> = ["invalidated", "invalidates", "invalidate"]
    private static let timeWords: Set<String> = ["after", "when", "once", "upon", "until", "while", "before"]
    /// Words that end a place or a time: what follows is another clause.
    private static let clauseEnders: Set<String> = ["and", "so", "but", "which", "that", "with", "because"]
    /// Words that end a place: another clause, or the sentence's verb (`a popover anchored to the Library
    /// menu item fires once`).
    private static let placeEnders = clauseEnders.union([
        "is", "are", "will", "should", "fires", "shows", "appears", "opens", "displays",
    ])
}
