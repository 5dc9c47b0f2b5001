import SwiftScan

/// The plan reader's last resort (spec: "Reading a plan", described tips; issue 20): a prose line, list item or
/// checklist item of a document about TipKit that no other reader took, read for what any careful reader takes
/// from it, in whatever words, instead of one more shape:
///
/// - a sentence saying a tip (`tip`, `TipKit tip`, `tooltip`, `coach mark`, `hint`; `astuce`, `consejo`, `Hinweis`,
///   `dica`, `Tipp`, `подсказка`, `提示`, `ヒント`, `팁`) is shown, anchored, attached or placed on, at, in, above … a
///   named place: a control, screen, menu, row or icon (`show a tip on the chip`, `a one-time TipKit tip anchored to
///   the Share button`, `le bouton Partager`), or a view type in code (`` `ProfileView` ``);
/// - a sentence naming several tips after a colon (`Three tips: streaks, reminders and export`, `TipKit for the
///   two concepts: a, b`), as many as its count says.
///
/// Each is a described tip (its label the tip's own words, else its place; the place kept as written): mentioned
/// evidence, notes at most. A hedged, negative, tentative or second-person sentence, a question, a changelog line,
/// several tips placed at once and a tip only in code or quotes give none.
enum TipFallbackReader {
    static func described(_ body: String, source: PlanReference) -> [DescribedTip] {
        guard mayNameTip(body), !showsTipInCode(body) else { return [] }
        // The writer's aside (`**Tip**: keep it short`) is no tip by its label.
        let body = AdviceLabel.prose(of: body)
        // Asked for only by a sentence that places a tip: most lines naming a tip place none.
        var leadLabel: String??
        let label = {
            if leadLabel == nil { leadLabel = self.leadLabel(body) }
            return leadLabel ?? nil
        }
        var tips: [DescribedTip] = []
        for (index, sentence) in PlanSentences.split(body).enumerated() {
            // What the sentence would give, then whether it states it: the weighing costs more than the reading.
            if let listed = listedTips(in: sentence, source: source), !listed.isEmpty {
                if isPlain(sentence) { tips += listed }
                continue
            }
            if let placed = placedTip(in: sentence, leadLabel: label, opensLine: index == 0, source: source),
                isPlain(sentence)
            {
                tips.append(placed)
            }
        }
        // Two sentences placing a tip may be one tip told twice: only one tip a line, unless listed.
        return tips.count > 1 && tips.allSatisfy({ $0.place != nil }) ? [] : tips
    }

    /// Whether the line may name a tip at all, by its bytes: most lines of a long plan name none and are spared
    /// the split into sentences and pieces.
    static func mayNameTip(_ body: String) -> Bool {
        body.containsASCIIIgnoringCase("tip") || body.containsASCIIIgnoringCase("hint")
            || body.containsASCIIIgnoringCase("coach") || body.containsASCIIIgnoringCase("astuce")
            || body.containsASCIIIgnoringCase("consejo") || body.containsASCIIIgnoringCase("dica")
            || (body.utf8.contains { $0 >= 0x80 } && foreignTipWords.contains { body.containsLiterally($0) })
    }

    /// Whether the line's code makes or shows a tip (`` `.popoverTip(connectTip)` ``, `` `AtlasTips.Invite()` ``):
    /// a tip of the plan's code, whose line is the code readers' and the facts readers'.
    private static func showsTipInCode(_ body: String) -> Bool {
        guard body.utf8.contains(UInt8(ascii: "`")) else { return false }
        return PlanPieces.split(body).contains { piece in
            guard case .code(let code) = piece, code.contains("(") else { return false }
            return code.containsASCIIIgnoringCase("tip")
        }
    }

    /// Whether the document's other readings name the tip a last-resort reading labels: a word of the label is a word
    /// of a tip type the document names (`Invite tip` and `AtlasTips.InvitePeople`), so the line is that tip's.
    /// So is a tip placed in a view the document shows a typed tip in (`Add tip to ContentView glass menu` over a step
    /// whose code shows `AddEncounterTip` in `ContentView.swift`).
    static func isRead(_ tip: DescribedTip, among typeNames: [String], shownIn files: [String]) -> Bool {
        let label = DescribedTipWords.words(tip.label ?? "")
        let namedByType = typeNames.contains { name in
            let own = TypeName.simple(name)
            let base = own.hasSuffix("Tip") && own.count > 3 ? String(own.dropLast(3)) : own
            return !DescribedTipWords.words(base).isDisjoint(with: label)
        }
        let place = DescribedTipWords.words(tip.place ?? "")
        return namedByType
            || files.contains { file in
                place.contains(PlanText.fileName(file).split(separator: ".").first.map { $0.lowercased() } ?? "")
            }
    }

    /// Whether a sentence states what it says: not hedged, tentative or negative, no question, not the
    /// reader's guide (`you`), no changelog entry (`Fixed …`, `(#12)`, `v1.2`).
    private static func isPlain(_ sentence: String) -> Bool {
        guard !HedgedSentence.isTentative(sentence) else { return false }
        let plain = MarkdownInline.plain(sentence).trimmingSpaces
        if plain.hasSuffix("?") || plain.hasSuffix("\u{FF1F}") { return false }
        let words = planWords(sentence)
        if words.contains(where: { secondPerson.contains($0) }) { return false }
        if let first = words.first, changelogVerbs.contains(first) { return false }
        return !citesChange(plain)
    }

    // MARK: A tip placed

    /// The tip a sentence places: a tip word, at most three words saying it is shown or placed, then a preposition
    /// and a named place.
    private static func placedTip(
        in sentence: String, leadLabel: () -> String?, opensLine: Bool, source: PlanReference
    ) -> DescribedTip? {
        let pieces = PlanPieces.split(sentence)
        // Several tips in one sentence are no one tip; a plural list is `listedTips`' reading.
        if !tipWords(in: pieces, plural: true).isEmpty { return nil }
        let tipWords = tipWords(in: pieces, plural: false)
        // The tip word of the line's label (`**Filter tip** — anchored to …`): the sentence opens with the place.
        if opensLine, let leadLabel = leadLabel(),
            tipWords.count == leadLabel.split(separator: " ").filter(isTipLabelWord).count
        {
            let rest = Array(PlanPieces.split(labelRest(sentence) ?? "").prefix(8))
            guard let place = place(in: rest, from: 0, attaching: false) else { return nil }
            return described(label: leadLabel, place: place, source: source)
        }
        if tipWords.isEmpty, let view = cjkPlacedView(pieces) {
            return described(label: view, place: "`\(view)`", source: source)
        }
        guard tipWords.count == 1, let tipWord = tipWords.first, !isDisqualified(pieces, tipWord: tipWord) else {
            return nil
        }
        // Each clause holds its own place: `show a tip on the chip, the first time …`.
        let before = pieces[..<tipWord]
        guard let phrase = nounPhrase(before) else { return nil }
        let attaching = before.suffix(6).contains { piece in
            if case .word(let word) = piece { return attachingVerbs.contains(word.lowercased()) }
            return false
        }
        guard let place = place(in: Array(pieces), from: tipWord + 1, attaching: attaching) else { return nil }
        let tipName = word(pieces[tipWord])
        let label = phrase.isEmpty ? (leadLabel() ?? place) : tipName.isEmpty ? phrase : phrase + " " + tipName
        return described(label: label, place: place, source: source)
    }

    private static func described(label: String, place: String, source: PlanReference) -> DescribedTip {
        var tip = DescribedTip(source: source, label: label)
        tip.place = place
        return tip
    }

    /// The words that name the tip before its tip word (`a streak tooltip` → `streak`), without kinds of tip
    /// (`one-time`, `TipKit`, `popover`); empty when none name it; nil when the tip is one named elsewhere (`the tip`,
    /// `the streak tip`, `each tip`, `this hint`) or the words are no name.
    private static func nounPhrase(_ before: ArraySlice<PlanPiece>) -> String? {
        var words: [String] = []
        for piece in before.reversed() {
            guard case .word(let raw) = piece else {
                // `a `TipKit` tip`: a kind; another code span ends the phrase.
                if piece == .code("TipKit") { continue }
                break
            }
            let word = raw.lowercased()
            if newTipDeterminers.contains(word) || attachingVerbs.contains(word) || placingVerbs.contains(word)
                || phraseStops.contains(word)
            {
                break
            }
            // `the tip`, `the care-notes tip`, `each tip`: a tip named elsewhere, read by the readers of facts.
            if knownTipDeterminers.contains(word) { return nil }
            guard words.count < 4, raw.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "'" }) else {
                return nil
            }
            if !kindWords.contains(word) { words.append(raw) }
        }
        return words.reversed().joined(separator: " ")
    }

    /// The named place after `start` (at most three words saying the tip is shown or placed, then a preposition):
    /// the words up to the clause's end or a word saying when, ending at its last place word; nil when none.
    private static func place(in pieces: [PlanPiece], from start: Int, attaching: Bool) -> String? {
        var index = start
        var attaching = attaching
        while index < pieces.count, index - start < 3, case .word(let word) = pieces[index],
            linkingWords.contains(word.lowercased()) || placingVerbs.contains(word.lowercased())
        {
            attaching = attaching || placingVerbs.contains(word.lowercased())
            index += 1
        }
        guard index < pieces.count, case .word(let preposition) = pieces[index] else { return nil }
        let lowered = preposition.lowercased()
        if lowered == "next" || lowered == "close" {
            guard index + 1 < pieces.count, pieces[index + 1] == .word("to") else { return nil }
            index += 1
        } else if lowered == "to" || lowered == "onto" {
            guard attaching else { return nil }
        } else if !prepositions.contains(lowered) {
            return nil
        }
        index += 1
        // `on a visible control`, `on each row`: any place of a kind, no place named.
        if index < pieces.count, case .word(let article) = pieces[index], indefinite.contains(article.lowercased()) {
            return nil
        }
        var words: [String] = []
        var lastPlace: Int?
        while index < pieces.count, words.count < 7 {
            let piece = pieces[index]
            index += 1
            switch piece {
            case .code(let name):
                guard PlanNames.isViewName(name) || name.hasSuffix(".swift") else { return nil }
                words.append("`\(name)`")
                lastPlace = words.count
            case .quoted(let label):
                guard label.count <= 40 else { return nil }
                words.append("\"\(label)\"")
            case .word(let raw):
                let word = raw.lowercased()
                if placeEnders.contains(word) {
                    index = pieces.count
                    continue
                }
                if placeDeterminers.contains(word) {
                    if words.isEmpty { continue }
                    // `the Record button the first time …`: a second phrase, unless it is the place's part (`top of the list`).
                    if lastPlace == words.count,
                        !["of", "de", "du", "del", "des", "der", "do", "da"].contains(
                            words.last?.lowercased() ?? "")
                    {
                        index = pieces.count
                        continue
                    }
                }
                // Past its noun, the place goes on only to say where that is (`counter on the Home tab`, `top of
                // the list`); another word (`teaches`) starts what the sentence says next.
                let joined = words.last.map { last in
                    let last = last.lowercased()
                    return placeJoiners.contains(last) || prepositions.contains(last) || placeDeterminers.contains(last)
                }
                // A noun of a compound goes on to its head (`sidebar search field`).
                let headFollows = pieces[index..<min(index + 2, pieces.count)].contains { next in
                    if case .word(let next) = next { return isPlaceWord(next.lowercased()) }
                    return false
                }
                if lastPlace != nil, joined == false, !headFollows, !isPlaceWord(word), raw.first?.isUppercase != true,
                    !placeJoiners.contains(word), !prepositions.contains(word)
                {
                    index = pieces.count
                    continue
                }
                words.append(raw)
                // A control's name after its noun (`bouton Partager`) is the place's too.
                let namesControl = lastPlace == words.count - 1 && raw.first?.isUppercase == true
                if isPlaceWord(word) || namesControl { lastPlace = words.count }
            }
        }
        guard let lastPlace else { return nil }
        return words.prefix(lastPlace).joined(separator: " ")
    }

    /// A sentence in Chinese or Japanese, whose words have no spaces between them, that names a tip (`提示`,
    /// `ヒント`) beside one view type in code (`` `ProfileView` の編集ボタンにヒントを表示 ``): that view.
    private static func cjkPlacedView(_ pieces: [PlanPiece]) -> String? {
        let views = pieces.compactMap { piece -> String? in
            if case .code(let name) = piece, PlanNames.isViewName(name) { return name }
            return nil
        }
        let namesTip = pieces.contains { piece in
            guard case .word(let word) = piece else { return false }
            return word.containsLiterally("\u{63D0}\u{793A}") || word.containsLiterally("\u{30D2}\u{30F3}\u{30C8}")
        }
        return namesTip && views.count == 1 ? views[0] : nil
    }

    /// A noun naming a control, screen or part of one, in English or the languages the tip words are read in.
    private static func isPlaceWord(_ word: String) -> Bool {
        let singular = word.hasSuffix("s") && word.count > 3 ? String(word.dropLast()) : word
        return placeNouns.contains(word) || placeNouns.contains(singular)
            || word.hasPrefix("кнопк") || word.hasPrefix("вкладк") || word.hasPrefix("экран")
    }

    /// A tip word that is no tip: an accessibility hint, a placeholder hint, a macOS help tooltip.
    private static func isDisqualified(_ pieces: [PlanPiece], tipWord: Int) -> Bool {
        if tipWord > 0, case .word(let before) = pieces[tipWord - 1],
            ["accessibility", "a11y", "voiceover", "placeholder", "keyboard", "search"].contains(before.lowercased())
        {
            return true
        }
        return pieces.contains { piece in
            switch piece {
            case .code(let code): return code.hasPrefix(".help") || code.hasPrefix("help(")
            case .word(let word): return word == "macOS" || word.lowercased() == "gratuity"
            case .quoted: return false
            }
        }
    }

    // MARK: Tips listed after a colon

    /// The tips a sentence lists after a colon: its head names tips (`Three TipKit tips:`, `Tips for onboarding:`)
    /// or TipKit for a counted few (`TipKit for the two concepts:`), and what follows is a list of two to eight short
    /// names, as many as a count in the head says. Nil when the sentence is no list of tips.
    private static func listedTips(in sentence: String, source: PlanReference) -> [DescribedTip]? {
        guard sentence.utf8.contains(UInt8(ascii: ":")) || sentence.containsLiterally("\u{FF1A}"),
            let colon = PlanSentences.clauses(sentence).first, colon.count < sentence.count,
            let tail = sentence.literalRange(of: colon).map({ sentence[$0.upperBound...] })
        else { return nil }
        // The head is the first clause; the list is the rest, after its colon.
        let rest = tail.drop { $0 == " " || $0 == "*" || $0 == "_" }
        guard rest.hasPrefix(":") || rest.hasPrefix("\u{FF1A}") else { return nil }
        let head = PlanPieces.split(colon)
        let headWords = head.compactMap { piece -> String? in
            if case .word(let word) = piece { return word.lowercased() }
            return nil
        }
        guard head.count == headWords.count, (1...12).contains(headWords.count) else { return nil }
        let plural = tipWords(in: head, plural: true).last
        let count = headWords.lazy.compactMap(number).first
        // `TipKit for the two concepts:` counts them; `Tips:`, `Two tips for search:` name the plural.
        let namesTips: Bool
        if let plural {
            let after = headWords[(plural + 1)...]
            namesTips = after.isEmpty || (after.first == "for" && after.count <= 6)
        } else {
            namesTips = count != nil && headWords.contains("tipkit") && headWords.contains("for")
        }
        guard namesTips, let first = headWords.first, !taskVerbs.contains(first) else { return nil }
        let listText = rest.dropFirst(rest.hasPrefix(":") ? 1 : "\u{FF1A}".utf8.count)
        guard !listText.contains(where: { "`\"\u{201C}\u{300C}()".contains($0) }) else { return nil }
        var items: [String] = []
        for part in MarkdownInline.plain(String(listText)).split(whereSeparator: { ",;\u{3001}\u{FF0C}".contains($0) })
        {
            let words = part.split(separator: " ").map(String.init)
            let andSplit = words.split { $0 == "and" || $0 == "&" }.map { $0.joined(separator: " ") }
            items += andSplit.map { $0.droppingTrailing(".!").trimmingSpaces }
                .filter { !$0.isEmpty }
        }
        guard (2...8).contains(items.count), count.map({ $0 == items.count }) ?? true,
            items.allSatisfy(isListedName)
        else { return nil }
        return items.map { DescribedTip(source: source, label: $0) }
    }

    /// One to five words of letters (`paycheck verification`, `⌘-click select`), not opening with a verb of a task
    /// or a sentence's word (`appear once`, `respect the frequency`).
    private static func isListedName(_ item: String) -> Bool {
        let words = item.split(separator: " ")
        guard (1...5).contains(words.count), let first = words.first?.lowercased(),
            !taskVerbs.contains(first), !listVerbs.contains(first), !knownTipDeterminers.contains(first),
            tipWords(in: PlanPieces.split(item), plural: true).isEmpty,
            tipWords(in: PlanPieces.split(item), plural: false).isEmpty
        else { return false }
        return words.allSatisfy { word in
            word.contains(where: \.isLetter)
                && word.allSatisfy { $0.isLetter || $0.isNumber || "-'\u{2019}".contains($0) }
        }
    }

    private static func number(_ word: String) -> Int? {
        if let value = Int(word), (2...8).contains(value) { return value }
        return ["two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8][word]
    }

    // MARK: Words

    /// Where the pieces hold a tip word, singular or plural: `tip`, `tooltip`, `hint`, `coachmark` (`coach mark`
    /// is read at `mark`), or one of the languages' words.
    private static func tipWords(in pieces: [PlanPiece], plural: Bool) -> [Int] {
        pieces.indices.filter { index in
            let raw: String
            switch pieces[index] {
            case .code(let code):
                // `` `.popoverTip` on the filter button ``, an inline `` `TipView` `` at the top of the list.
                return !plural && (code.hasPrefix(".popoverTip") || code.hasPrefix("popoverTip") || code == "TipView")
            case .quoted: return false
            case .word(let word): raw = word
            }
            let word = raw.lowercased()
            // A TipKit popover or callout is a tip; another popover may be SwiftUI's own.
            if ["popover", "callout", "popovers", "callouts"].contains(word) {
                guard index > 0, [.word("TipKit"), .code("TipKit")].contains(pieces[index - 1]) else { return false }
                return word.hasSuffix("s") == plural
            }
            if word == "mark" || word == "marks" {
                guard index > 0, case .word(let before) = pieces[index - 1] else { return false }
                return before.lowercased() == "coach" && (word == "marks") == plural
            }
            return (plural ? pluralTipWords : singularTipWords).contains(word)
                || (!plural && foreignTipWords.contains { word.hasPrefix($0) })
        }
    }

    private static func isTipLabelWord(_ word: Substring) -> Bool {
        singularTipWords.contains(word.lowercased()) || foreignTipWords.contains { word.lowercased().hasPrefix($0) }
    }

    private static func word(_ piece: PlanPiece) -> String {
        if case .word(let word) = piece { return word }
        return ""
    }

    /// The line's label, when it names a tip (`**Filter tip** — …`, `Streak hint: …`): one to five words, the last a
    /// tip word, before a colon or a dash.
    private static func leadLabel(_ body: String) -> String? {
        let clauses = PlanSentences.clauses(body)
        guard clauses.count > 1, let first = clauses.first else { return nil }
        let label = String(MarkdownInline.plain(first).filter { $0 != "*" && $0 != "_" }).trimmingSpaces
        let words = label.split(separator: " ")
        guard (2...5).contains(words.count), let last = words.last, isTipLabelWord(last),
            words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }),
            let opening = words.first, !taskVerbs.contains(opening.lowercased()),
            !knownTipDeterminers.contains(opening.lowercased()), !newTipDeterminers.contains(opening.lowercased())
        else { return nil }
        return label
    }

    /// The text after a line's label and its colon or dash.
    private static func labelRest(_ sentence: String) -> String? {
        guard let first = PlanSentences.clauses(sentence).first, let range = sentence.literalRange(of: first) else {
            return nil
        }
        return String(sentence[range.upperBound...].drop { " :*_-\u{2014}\u{2013}".contains($0) })
    }

    /// The sentence's own words, lowercased, without quotes and code.
    private static func planWords(_ sentence: String) -> [String] {
        PlanPieces.split(sentence).compactMap { piece in
            if case .word(let word) = piece { return word.lowercased() }
            return nil
        }
    }

    /// `(#12)`, `#345`, `v1.2`, `1.4.0`: a change log's entry.
    private static func citesChange(_ plain: String) -> Bool {
        // Most sentences hold neither `#` nor a digit: spared the split into words.
        guard plain.utf8.contains(where: { $0 == UInt8(ascii: "#") || $0 &- UInt8(ascii: "0") < 10 }) else {
            return false
        }
        let words = plain.split { $0 == " " || $0 == "(" || $0 == ")" || $0 == "[" || $0 == "]" }
        return words.map { $0.reversed().drop { ".,;:!".contains($0) }.reversed() }.map { Substring(String($0)) }
            .contains { word in
                if word.hasPrefix("#"), word.count > 1, word.dropFirst().allSatisfy(\.isNumber) { return true }
                let version = word.hasPrefix("v") ? word.dropFirst() : word[...]
                let parts = version.split(separator: ".", omittingEmptySubsequences: false)
                return parts.count >= 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
                    && (word.hasPrefix("v") || parts.count >= 3)
            }
    }

    private static let singularTipWords: Set<String> = ["tip", "tooltip", "hint", "coachmark", "coach-mark"]
    private static let pluralTipWords: Set<String> = ["tips", "tooltips", "hints", "coachmarks", "coach-marks"]
    /// Tip words of other languages, matched as word starts (`подсказк…`, `Hinweis`, `astuces` is plural).
    private static let foreignTipWords = [
        "astuce", "consejo", "hinweis", "dica", "tipp", "подсказк", "\u{63D0}\u{793A}", "\u{30D2}\u{30F3}\u{30C8}",
        "\u{D301}",
    ]
    /// Words opening a new tip's noun phrase: `a`, `one`, `new`, a verb adding it.
    private static let newTipDeterminers: Set<String> = [
        "a", "an", "one", "new", "another", "single", "un", "une", "uno", "una", "ein", "eine", "einen", "um", "uma",
    ]
    /// Words before a tip word that make it one already named, or all of them.
    private static let knownTipDeterminers: Set<String> = [
        "the", "this", "that", "these", "those", "each", "every", "any", "its", "their", "no", "all", "per", "which",
        "our", "same", "existing",
    ]
    /// Kinds of tip, not its name: `a one-time TipKit popover tip`.
    private static let kindWords: Set<String> = [
        "one-time", "tipkit", "popover", "inline", "contextual", "small", "short", "simple", "subtle", "little",
        "brief", "first-run", "first-use", "first-launch", "onboarding", "discovery", "native", "coach", "dismissible",
        "once-only", "single-use", "gentle", "light", "lightweight", "quick", "tipkit-style",
    ]
    private static let attachingVerbs: Set<String> = [
        "add", "adds", "adding", "attach", "attaches", "attaching", "anchor", "anchors", "anchoring", "pin", "pins",
        "point", "points", "pointing",
    ]
    private static let placingVerbs: Set<String> = [
        "anchored", "attached", "pinned", "pointing", "points", "point", "placed", "added", "tied", "bound", "docked",
    ]
    /// Words before a tip word that end its noun phrase: the sentence's verb or a joining word.
    private static let phraseStops: Set<String> = [
        "show", "shows", "display", "displays", "use", "uses", "present", "presents", "surface", "surfaces", "put",
        "place", "introduce", "trigger", "offer", "give", "gives", "get", "gets", "has", "have", "with", "via", "and",
        "or", "then", "also", "later", "plus", "as", "is", "are", "be", "afficher", "ajouter", "mostrar", "añadir",
        "anzeigen", "zeigen", "exibir", "adicionar", "показать", "добавить",
    ]
    /// Words between a tip word and its preposition saying it is shown there.
    private static let linkingWords: Set<String> = [
        "is", "are", "will", "be", "gets", "appears", "appear", "shows", "shown", "show", "showing", "displayed",
        "displays", "presented", "sits", "surfaces", "pops", "up", "positioned", "lives", "floats", "that", "which",
        "first", "always", "only", "right",
    ]
    private static let prepositions: Set<String> = [
        "on", "at", "in", "above", "below", "beside", "near", "over", "under", "inside", "atop", "beneath",
        // French, Spanish, German, Portuguese, Russian.
        "sur", "au-dessus", "dans", "sous", "en", "sobre", "junto", "auf", "am", "an", "über", "im", "neben", "bei",
        "unter", "no", "na", "em", "acima", "ao", "на", "над", "в", "у", "под",
    ]
    /// Words that go on from a place to where it is: `of`, a determiner after it, `de`.
    private static let placeJoiners: Set<String> = [
        "of", "the", "its", "a", "an", "de", "du", "des", "del", "der", "dem", "den", "do", "da", "le", "la", "el",
        "main", "top", "bottom", "left", "right", "side", "corner", "edge",
    ]
    private static let placeDeterminers: Set<String> = [
        "the", "its", "a", "an", "each", "every", "le", "la", "les", "l'", "du", "de", "des", "el", "los", "las",
        "del", "der", "die", "das", "dem", "den", "o", "os", "as", "do", "da",
    ]
    private static let indefinite: Set<String> = [
        "a", "an", "any", "some", "each", "every", "un", "une", "uno", "una", "ein", "eine", "einem", "einer", "um",
        "uma",
    ]
    /// Words that end a place: what follows says when, why or how.
    private static let placeEnders: Set<String> = [
        "when", "after", "once", "if", "and", "that", "which", "so", "for", "with", "until", "while", "before",
        "whenever", "during", "only", "because", "as", "by", "via", "using", "to", "explaining", "saying",
        "teaching", "reading", "telling", "quand", "après", "cuando", "después", "wenn", "nach", "quando", "depois",
        "когда", "после",
    ]
    private static let placeNouns: Set<String> = [
        "button", "tab", "bar", "toolbar", "navbar", "screen", "view", "menu", "row", "icon", "list", "card", "field",
        "toggle", "chip", "sheet", "page", "header", "footer", "cell", "section", "picker", "control", "star",
        "badge", "banner", "pane", "panel", "sidebar", "editor", "calendar", "chart", "counter", "item", "switch",
        "slider", "stepper", "widget", "map", "grid", "tile", "segment", "selector", "link", "avatar", "dashboard",
        "inspector", "window", "circle", "pill", "fab", "tabbar", "tabview", "form", "composer", "player", "timer",
        "carousel", "feed", "canvas", "tray", "drawer", "strip", "bubble", "knob", "dial", "orb",
        "homescreen", "home", "settings", "sheet", "popup", "modal", "searchbar", "checkbox", "thumbnail",
        // French, Spanish, German, Portuguese.
        "bouton", "onglet", "écran", "barre", "icône", "ligne", "liste", "carte", "vue", "botón", "pestaña",
        "pantalla", "menú", "barra", "icono", "fila", "lista", "tarjeta", "vista", "schaltfläche", "bildschirm",
        "menü", "leiste", "symbol", "zeile", "karte", "ansicht", "botão", "aba", "tela", "ícone", "linha", "cartão",
    ]
    private static let secondPerson: Set<String> = ["you", "your", "you'll", "you're", "yourself", "vous"]
    private static let changelogVerbs: Set<String> = ["fixed", "fixes", "removed", "deprecated", "changed", "reverted"]
    /// A list item's first word that makes it a task, not a tip's name.
    private static let taskVerbs: Set<String> = [
        "test", "configure", "invalidate", "donate", "reset", "remove", "hide", "update", "wire", "write", "check",
        "verify", "review", "ensure", "make", "define", "implement", "build", "use", "track", "log", "retire", "move",
        "rename", "fix", "avoid", "keep", "limit",
    ]
    /// A listed name's first word that makes it a sentence: what tips do (`appear once`).
    private static let listVerbs: Set<String> = [
        "appear", "appears", "show", "shows", "respect", "respects", "dismiss", "dismisses", "are", "is", "have",
        "has", "should", "must", "can", "stay", "stays", "never", "only",
    ]
}
