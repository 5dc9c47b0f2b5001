import SwiftScan

/// Tips a plan enumerates on, or under, a line naming TipKit or tips (spec: "Reading a plan", described tips;
/// issue 20), each item one tip named by its own words:
///
/// - a tip each for listed places: `one TipKit tip each for hold-to-compare and drag-to-reframe`, `the two gestures
///   — the swipes and the title menu — get one TipKit card each`, `UASP/BOT explanations move into one TipKit tip
///   each`;
/// - TipKit tips for a list: `Seven TipKit prompts for A, B, C, …` (as many as the count says, or three and more);
/// - a list taught with TipKit tips: `Teach A, B, and C with contextual TipKit-style prompts after …` (what follows
///   the tips, from a word of when, is each one's `when` fact);
/// - a counted list after a colon: `TipKit-driven 3-step tour: A, B, C.`;
/// - the things TipKit shows: `TipKit surfaces the map, the calculator, and the share sheet in context`;
/// - quoted examples of the tips TipKit shows, in brackets: `(e.g. "…" on Home, "…" on Settings)`, each its copy
///   and its place;
/// - labels in corner or angle quotes beside TipKit, joined by `與`, `和`, `、`, `и`, `et`: `TipKit 建立「A」與「B」`;
/// - a catalog of bare names in code under a TipKit heading: ``Katalog: `QuickLog` (…), `TripSwipe` (…).``;
/// - an item under a heading about tips that opens with a bold label and anchors or shows it: `1. **Quick Add** (…):
///   anchored at the "+" field. Rule: shows on first launch.`, `- **Import** — shown until the first import` (the
///   rule, else the sentence that shows it, is kept as its worded `when` fact).
///
/// Each is a mentioned described tip: notes at most. A hedged, negative or tentative sentence, a list of anything but
/// short names, and a count the list does not match give none.
enum EnumeratedTips {
    struct Reading {
        var tips: [DescribedTip] = []
        var facts: [WordedTipFact] = []
    }

    /// A paragraph's lines: the line read (list marker and box removed) and the lines that continue it.
    struct Paragraph {
        var lines: [(line: Int, text: String)]
        var isListItem: Bool
        /// The section's heading says tips or TipKit.
        var underTipsHeading: Bool
        /// The first line is negative or hypothetical: only a sentence the hedge is not in enumerates tips, and
        /// examples (`e.g.`) in quotes.
        var hedged: PlanSkipReason?
    }

    /// Whether the paragraph may enumerate tips at all, by its bytes: most paragraphs name no TipKit.
    static func mayEnumerate(_ paragraph: Paragraph) -> Bool {
        paragraph.underTipsHeading || paragraph.lines.contains { $0.text.containsLiterally("TipKit") }
    }

    static func read(_ paragraph: Paragraph, file: String) -> Reading {
        let text = Text(paragraph.lines)
        var reading = Reading()
        func add(_ label: String?, copy: String? = nil, place: String? = nil, at offset: Int) {
            var tip = DescribedTip(source: PlanReference(file: file, line: text.line(at: offset)), label: label)
            tip.copy = copy
            tip.place = place
            reading.tips.append(tip)
        }
        if paragraph.isListItem, paragraph.underTipsHeading, let item = shownItem(text.joined) {
            let source = PlanReference(file: file, line: paragraph.lines[0].line)
            var tip = DescribedTip(source: source, label: item.label)
            tip.place = item.place
            reading.tips.append(tip)
            if let rule = item.rule {
                reading.facts.append(WordedTipFact(tip: item.label, kind: .trigger, words: rule, source: source))
            }
            return reading
        }
        if paragraph.hedged == nil, paragraph.underTipsHeading || text.joined.containsLiterally("TipKit"),
            let names = catalog(text.joined)
        {
            for name in names { add(name.name, at: name.offset) }
            return reading
        }
        guard text.joined.containsLiterally("TipKit") else { return reading }
        if paragraph.hedged != .negativeSentence, let examples = quotedExamples(text.joined) {
            for example in examples { add(nil, copy: example.copy, place: example.place, at: example.offset) }
            return reading
        }
        if paragraph.hedged == nil, text.joined.utf8.contains(where: { $0 == 0xE3 || $0 == 0xC2 }),
            let labels = quotedLabels(text.joined)
        {
            for label in labels { add(label.label, at: label.offset) }
            return reading
        }
        // Each shape needs its word or mark, found by bytes before the sentence is split into words.
        let mayEach = text.joined.containsLiterally(" each")
        let mayFor = text.joined.containsLiterally(" for ")
        let mayCount = text.joined.containsLiterally(":")
        let mayShow = thingVerbs.contains { text.joined.containsLiterally("TipKit " + $0 + " the ") }
        let mayTeach = text.joined.containsLiterally(" with ")
        let mayDefine = definingVerbs.contains { text.joined.containsLiterally(" " + $0 + " ") }
        guard mayEach || mayFor || mayCount || mayShow || mayTeach || mayDefine else { return reading }
        for (offset, sentence) in text.sentences() where sentence.containsLiterally("TipKit") {
            let plain = withoutBoldLead(sentence)
            let each = mayEach && plain.containsLiterally(" each")
            let listsFor = mayFor && plain.containsLiterally(" for ")
            let counts = mayCount && plain.containsLiterally(":")
            let teaches = mayTeach && plain.containsLiterally(" with ")
            guard each || listsFor || counts || mayShow || teaches || mayDefine, !HedgedSentence.isTentative(plain)
            else {
                continue
            }
            let anchor = offset + (sentence.firstLiteralOffset(of: "TipKit") ?? 0)
            if teaches, let taught = taughtList(plain) {
                for name in taught.names {
                    add(name, at: anchor)
                    if let when = taught.when {
                        let source = PlanReference(file: file, line: text.line(at: anchor))
                        reading.facts.append(WordedTipFact(tip: name, kind: .trigger, words: when, source: source))
                    }
                }
                continue
            }
            let items =
                (each ? eachTips(plain) : nil) ?? (listsFor ? tipsFor(plain) : nil)
                ?? (counts ? countedList(plain) : nil)
                ?? (mayShow ? shownThings(plain) : nil)
                ?? (mayDefine ? definedList(plain) : nil)
                ?? []
            for item in items { add(item, at: anchor) }
        }
        return reading
    }

    // MARK: The paragraph's text

    /// The paragraph's lines joined by spaces, and where each line starts in the joined bytes.
    private struct Text {
        var joined: String
        var starts: [Int] = []
        var lines: [Int] = []

        init(_ paragraph: [(line: Int, text: String)]) {
            var joined = ""
            for (line, text) in paragraph {
                if !joined.isEmpty { joined += " " }
                starts.append(joined.utf8.count)
                lines.append(line)
                joined += text.trimmingSpaces
            }
            self.joined = joined
        }

        /// The plan line holding the joined text's byte `offset`.
        func line(at offset: Int) -> Int {
            lines[(starts.lastIndex { $0 <= offset }) ?? 0]
        }

        /// The sentences, each with its byte offset in the joined text.
        func sentences() -> [(Int, String)] {
            var cursor = 0
            let bytes = Array(joined.utf8)
            return PlanSentences.split(joined).map { sentence in
                let needle = Array(sentence.utf8)
                var index = cursor
                while index + needle.count <= bytes.count, !bytes[index..<(index + needle.count)].elementsEqual(needle)
                {
                    index += 1
                }
                if index + needle.count > bytes.count { index = cursor }
                cursor = index + needle.count
                return (index, sentence)
            }
        }
    }

    /// The sentence without a bold lead (`**Explain jargon in place, not inline.** UASP/BOT …`): the lead is a
    /// heading of the item, not the sentence's words.
    private static func withoutBoldLead(_ sentence: String) -> String {
        guard sentence.hasPrefix("**"), let close = sentence.dropFirst(2).literalRange(of: "**") else {
            return sentence
        }
        let rest = String(sentence[close.upperBound...]).trimmingSpaces
        return rest.isEmpty ? sentence : rest
    }

    // MARK: One tip each

    /// `one TipKit tip each for A and B`; `the two gestures — A and B — get one TipKit card each`;
    /// `A/B/C explanations move into … one TipKit tip each`: the places, two at least.
    private static func eachTips(_ sentence: String) -> [String]? {
        let tokens = MarkdownInline.plain(sentence).split(separator: " ").map(String.init)
        let words = tokens.map(normalized)
        guard
            let each = words.indices.first(where: { index in
                guard words[index] == "each", index >= 2, tipKinds.contains(words[index - 1]) else { return false }
                // `one TipKit tip each`, `a TipKit popover tip each`.
                let before = words[max(0, index - 4)..<(index - 1)]
                guard let tipKit = before.lastIndex(where: { $0 == "tipkit" }) else { return false }
                return tipKit > 0 && ["one", "a", "an", "single"].contains(words[tipKit - 1])
            })
        else { return nil }
        // Then `for A and B`, up to the clause's end.
        if each + 1 < words.count, words[each + 1] == "for", !"; ,".contains(tokens[each].last ?? " ") {
            var listed: [String] = []
            for token in tokens[(each + 2)...] {
                if dashes.contains(token) { break }
                listed.append(token)
                if let last = token.last, ";.:".contains(last) { break }
            }
            return items(listed.joined(separator: " "), count: nil)
        }
        // Before it, set off by dashes: `the two gestures — the swipes and the title menu — get …`.
        let opening = Array(tokens[..<(each - 2)])
        let dashIndices = opening.indices.filter { dashes.contains(opening[$0]) }
        if dashIndices.count == 2 {
            let count = opening[..<dashIndices[0]].lazy.compactMap { number(normalized($0)) }.last
            return items(opening[(dashIndices[0] + 1)..<dashIndices[1]].joined(separator: " "), count: count)
        }
        // The sentence's subject, its parts joined by slashes: `UASP/BOT/link-ceiling explanations`.
        guard let first = tokens.first, dashIndices.isEmpty else { return nil }
        let parts = first.split(separator: "/").map(String.init)
        guard (2...5).contains(parts.count), parts.allSatisfy({ isName([$0]) }) else { return nil }
        return parts
    }

    // MARK: TipKit tips for a list

    /// `Seven one-display TipKit prompts for A, B and C, D, …`: as many names as the count says, else three or more.
    private static func tipsFor(_ sentence: String) -> [String]? {
        let tokens = MarkdownInline.plain(sentence).split(separator: " ").map(String.init)
        let words = tokens.map(normalized)
        for tipKit in words.indices where words[tipKit] == "tipkit" {
            var kind = tipKit + 1
            if kind < words.count, kindModifiers.contains(words[kind]) { kind += 1 }
            guard kind + 1 < words.count, pluralTipKinds.contains(words[kind]), words[kind + 1] == "for",
                tokens[kind].last?.isLetter == true
            else { continue }
            let count = words[max(0, tipKit - 3)..<tipKit].lazy.compactMap(number).last
            var listed: [String] = []
            for token in tokens[(kind + 2)...] {
                if dashes.contains(token) { break }
                listed.append(token)
                if let last = token.last, ";.:".contains(last) { break }
            }
            let list = listed.joined(separator: " ")
            guard count != nil || list.contains(",") else { return nil }
            guard let names = items(list, count: count), count != nil || names.count >= 3 else { return nil }
            return names
        }
        return nil
    }

    // MARK: A list a file defines

    /// `` `Tips.swift` defines open-quickly / wiki-link / graph tips ``: the names between a verb of defining and the
    /// plural kind, split at commas or slashes; three at least (two names joined by a slash may be one tip's two names).
    private static func definedList(_ sentence: String) -> [String]? {
        let tokens = MarkdownInline.plain(sentence).split(separator: " ").map(String.init)
        let words = tokens.map(normalized)
        guard let verb = words.firstIndex(where: definingVerbs.contains),
            let kind = words[(verb + 1)...].firstIndex(where: pluralTipKinds.contains), kind > verb + 1
        else { return nil }
        let list = tokens[(verb + 1)..<kind].map { $0 == "/" ? "," : $0 }.joined(separator: " ")
        guard let names = items(list, count: nil), names.count >= 3 else { return nil }
        return names
    }

    // MARK: A list taught with TipKit tips

    /// `Teach A, B, C, and D with contextual TipKit-style prompts after the related screen is visible`: the
    /// sentence opens with a verb of teaching, lists two names or more, and teaches them `with` TipKit tips; the
    /// words after the tips, from a word of when, are when each shows.
    private static func taughtList(_ sentence: String) -> (names: [String], when: String?)? {
        let tokens = MarkdownInline.plain(sentence).split(separator: " ").map(String.init)
        let words = tokens.map(normalized)
        guard let verb = words.first, teachingVerbs.contains(verb),
            let with = words.firstIndex(of: "with"), with > 1
        else { return nil }
        // `with contextual TipKit-style prompts`: a few modifiers, TipKit (perhaps hyphenated on), the kind.
        var index = with + 1
        while index < words.count, index - with <= 3, !words[index].hasPrefix("tipkit") { index += 1 }
        guard index + 1 < words.count, words[index].hasPrefix("tipkit"),
            pluralTipKinds.contains(words[index + 1])
        else { return nil }
        guard let names = items(tokens[1..<with].joined(separator: " "), count: nil) else { return nil }
        let rest = tokens[(index + 2)...]
        let when =
            rest.first.map { timeWords.contains(normalized($0)) } == true
            ? rest.joined(separator: " ").droppingTrailing(".;:,") : nil
        return (names, when)
    }

    // MARK: A counted list after a colon

    /// `TipKit-driven 3-step tour: A, B, C.`: the head names TipKit and counts; the list has that many names.
    private static func countedList(_ sentence: String) -> [String]? {
        let plain = MarkdownInline.plain(sentence)
        guard let colon = plain.firstIndex(of: ":") else { return nil }
        let head = plain[..<colon].split(separator: " ").map { $0.lowercased() }
        guard (2...8).contains(head.count), head.contains(where: { $0.containsLiterally("tipkit") }),
            head.contains(where: { countedNouns.contains($0) || $0.hasSuffix("-step") })
        else { return nil }
        let count = head.lazy.compactMap { word in
            number(word) ?? (word.hasSuffix("-step") ? number(String(word.dropLast("-step".count))) : nil)
        }.first
        guard let count else { return nil }
        return items(String(plain[plain.index(after: colon)...]), count: count)
    }

    // MARK: Quoted examples

    /// `TipKit surfaces one-off tips … (e.g. "…" on Tasbih, "…" on Home, "…")`: each quote is a tip's copy, its
    /// place after `on`. Two at least, every item a quote.
    private static func quotedExamples(_ text: String) -> [(copy: String, place: String?, offset: Int)]? {
        for opener in ["(e.g. ", "(e.g., ", "(for example ", "(for example, ", "(eg "] {
            guard let open = text.literalRange(of: opener) else { continue }
            let before = text[..<open.lowerBound]
            guard before.containsLiterally("TipKit"),
                PlanPieces.split(String(before)).contains(where: {
                    if case .word(let word) = $0 { return ["tip", "tips"].contains(word.lowercased()) }
                    return false
                })
            else { return nil }
            let inner = text[open.upperBound...]
            var examples: [(copy: String, place: String?, offset: Int)] = []
            var index = inner.startIndex
            while index < inner.endIndex {
                while index < inner.endIndex, inner[index] == " " { index = inner.index(after: index) }
                guard index < inner.endIndex, let close = closingQuote(for: inner[index]),
                    let end = inner[inner.index(after: index)...].firstIndex(of: close)
                else { return nil }
                let copy = String(inner[inner.index(after: index)..<end])
                guard (2...80).contains(copy.count), copy.contains(" ") else { return nil }
                let offset = text.utf8.distance(from: text.utf8.startIndex, to: index)
                let restEnd = inner[end...].firstIndex { $0 == "," || $0 == ")" } ?? inner.endIndex
                let rest = String(inner[inner.index(after: end)..<restEnd]).trimmingSpaces
                var place: String?
                if !rest.isEmpty {
                    let words = rest.split(separator: " ").map(String.init)
                    guard words.first == "on", (2...5).contains(words.count), isName(Array(words.dropFirst()))
                    else { return nil }
                    place = words.dropFirst().joined(separator: " ")
                }
                examples.append((copy, place, offset))
                guard restEnd < inner.endIndex else { return nil }
                if inner[restEnd] == ")" { return examples.count >= 2 ? examples : nil }
                index = inner.index(after: restEnd)
            }
            return nil
        }
        return nil
    }

    private static func closingQuote(for opener: Character) -> Character? {
        ["\"": "\"", "\u{201C}": "\u{201D}"][opener]
    }

    // MARK: Labels in corner or angle quotes

    /// `使用 TipKit 建立「A」與「B」的操作指引`, `TipKit для «A» и «B»`: the labels quoted after TipKit in its clause,
    /// two at least, nothing but a joining word between them.
    private static func quotedLabels(_ text: String) -> [(label: String, offset: Int)]? {
        guard let tipKit = text.literalRange(of: "TipKit") else { return nil }
        let rest = text[tipKit.upperBound...]
        let end = rest.firstIndex { clauseEnds.contains($0) } ?? rest.endIndex
        let clause = rest[..<end]
        var labels: [(label: String, offset: Int)] = []
        var index = clause.startIndex
        var lastEnd: String.Index?
        while let open = clause[index...].firstIndex(where: { labelQuotes[$0] != nil }) {
            guard let closeMark = labelQuotes[clause[open]],
                let close = clause[clause.index(after: open)...].firstIndex(of: closeMark)
            else { return nil }
            if let lastEnd {
                let between = String(clause[lastEnd..<open]).trimmingSpaces
                guard labelJoiners.contains(between) else { return nil }
            }
            let label = String(clause[clause.index(after: open)..<close]).trimmingSpaces
            guard (1...24).contains(label.count), label.contains(where: \.isLetter),
                !label.contains(where: { "：:。.!?！？".contains($0) })
            else { return nil }
            labels.append((label, text.utf8.distance(from: text.utf8.startIndex, to: open)))
            lastEnd = clause.index(after: close)
            index = clause.index(after: close)
        }
        return labels.count >= 2 ? labels : nil
    }

    private static let labelQuotes: [Character: Character] = [
        "\u{300C}": "\u{300D}", "\u{300E}": "\u{300F}", "\u{00AB}": "\u{00BB}",
    ]
    private static let labelJoiners: Set<String> = [
        "\u{8207}", "\u{4E0E}", "\u{548C}", "\u{53CA}", "\u{3001}", "\u{8DDF}", ",", "и", "et", "and", "y", "und", "e",
    ]
    private static let clauseEnds: Set<Character> = ["\u{FF0C}", "\u{3002}", "\u{FF1B}", "\u{FF1A}", ";", ":", "."]

    // MARK: A catalog of names

    /// ``Katalog: `QuickLog` (…), `TripSwipe` (…).``: each name in code, perhaps glossed in brackets, two at least,
    /// the list closed by a full stop or the paragraph's end.
    private static func catalog(_ text: String) -> [(name: String, offset: Int)]? {
        let opening = text.drop { $0 == "*" }
        guard let colon = opening.prefix(24).firstIndex(of: ":"),
            catalogLabels.contains(opening[..<colon].filter { $0 != "*" }.lowercased().trimmingSpaces)
        else { return nil }
        var names: [(name: String, offset: Int)] = []
        var index = opening.index(after: colon)
        while true {
            while index < text.endIndex, text[index] == " " || text[index] == "*" { index = text.index(after: index) }
            guard index < text.endIndex, text[index] == "`",
                let close = text[text.index(after: index)...].firstIndex(of: "`")
            else { return nil }
            let name = String(text[text.index(after: index)..<close])
            guard name.first?.isUppercase == true, name.count <= 40,
                name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
            else { return nil }
            names.append((name, text.utf8.distance(from: text.utf8.startIndex, to: index)))
            index = text.index(after: close)
            while index < text.endIndex, text[index] == " " { index = text.index(after: index) }
            if index < text.endIndex, text[index] == "(" {
                guard let end = text[index...].firstIndex(of: ")") else { return nil }
                index = text.index(after: end)
            }
            guard index < text.endIndex else { break }
            if text[index] == "." { break }
            guard text[index] == "," else { return nil }
            index = text.index(after: index)
        }
        return names.count >= 2 ? names : nil
    }

    private static let catalogLabels: Set<String> = [
        "katalog", "catalog", "catalogue", "tips", "tipps", "tip catalog", "tip catalogue", "tip list", "tip-katalog",
        "tipp-katalog", "tips catalog",
    ]

    // MARK: An item anchored or shown

    /// `**Quick Add** (…): anchored at the "+" field. Rule: shows on first launch.`: the bold label, where it is
    /// anchored, and the rule's words; `**Import** — shown until the first import`: the label, and the sentence
    /// saying when it shows as its rule.
    private static func shownItem(_ text: String) -> (label: String, place: String?, rule: String?)? {
        guard text.hasPrefix("**"), let close = text.dropFirst(2).literalRange(of: "**") else { return nil }
        let label = String(text[text.index(text.startIndex, offsetBy: 2)..<close.lowerBound]).trimmingSpaces
        let labelWords = label.split(separator: " ").filter { $0 != "/" }
        guard (1...4).contains(labelWords.count), label.first?.isLetter == true,
            labelWords.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || "-/'".contains($0) } }),
            PlanNames.tipTypes(in: label).isEmpty
        else { return nil }
        let rest = String(text[close.upperBound...]).trimmingSpaces
        guard let opener = rest.first, ":(\u{2014}\u{2013}-".contains(opener) else { return nil }
        let sentences = PlanSentences.split(rest, after: ByteSet(".!"))
        let anchored = sentences.first { $0.containsLiterally("anchored ") }
        let shown = anchored == nil ? sentences.first(where: saysWhenShown) : nil
        guard let said = anchored ?? shown, !HedgedSentence.isTentative(said) else { return nil }
        var place: String?
        if let anchored, let range = anchored.literalRange(of: "anchored ") {
            var words = anchored[range.upperBound...].split(separator: " ").map(String.init)
            if let first = words.first, ["at", "to", "on", "in", "where", "near", "over", "under"].contains(first) {
                words.removeFirst()
                if first == "where", let last = words.last, ["lives.", "is.", "sits.", "appears."].contains(last) {
                    words.removeLast()
                }
                let joined = words.joined(separator: " ")
                let trimmed = joined.droppingTrailing(".;,")
                if (1...10).contains(words.count) { place = trimmed }
            }
        }
        let rule = sentences.first { $0.hasPrefix("Rule:") || $0.hasPrefix("**Rule:**") || $0.hasPrefix("Rule **") }
            .map { sentence in
                String(sentence.drop { $0 != ":" }.dropFirst().filter { $0 != "*" }).trimmingSpaces
            }
            .map { upToWhy($0, cuts: [", so ", " (", " \u{2014} "]) }
        let told = rule ?? shown.map(Self.shownWords)
        return (label, place, told?.isEmpty == false ? told : nil)
    }

    /// `shown until the first import`, `appears after 3+ runs`, `explains the map on first launch`: a sentence
    /// saying when the item shows.
    private static func saysWhenShown(_ sentence: String) -> Bool {
        let words = Set(sentence.split(separator: " ").map { normalized(String($0)) })
        return !words.isDisjoint(with: showingWords) && !words.isDisjoint(with: timeWords)
    }

    /// The sentence after the label's dash or colon, up to why (`, so …`) or a note in brackets.
    private static func shownWords(_ sentence: String) -> String {
        upToWhy(sentence.drop { ":(\u{2014}\u{2013}- ".contains($0) }, cuts: [", so ", " ("])
    }

    /// `text` up to the first of `cuts` (why it is so, a note in brackets), without its closing punctuation.
    private static func upToWhy(_ text: some StringProtocol, cuts: [String]) -> String {
        let cut = cuts.compactMap { text.literalRange(of: $0)?.lowerBound }.min()
        return text[..<(cut ?? text.endIndex)].droppingTrailing(".,;")
    }

    /// `TipKit surfaces the map, the calculator, and the share sheet in context`: what a verb of showing has TipKit
    /// explain, each with its article, three at least (`TipKit shows the popover and the inline style` names
    /// two styles, not tips).
    private static func shownThings(_ sentence: String) -> [String]? {
        guard let verb = thingVerbs.lazy.compactMap({ sentence.literalRange(of: "TipKit " + $0 + " ") }).first
        else { return nil }
        var list = sentence[verb.upperBound...].droppingTrailing(".;:")
        for tail in [" in context", " in place", " on first use", " as needed"] where list.hasSuffix(tail) {
            list.removeLast(tail.count)
        }
        let parts = list.split(separator: ",").flatMap { part in
            String(part).split(separator: " and ").map { piece in
                let piece = String(piece).trimmingSpaces
                return piece.hasPrefix("and ") ? String(piece.dropFirst(4)) : piece
            }
        }
        .filter { !$0.isEmpty }
        guard parts.count >= 3, parts.allSatisfy({ $0.hasPrefix("the ") }) else { return nil }
        return items(list, count: nil)
    }

    // MARK: Items

    /// The names of a list (split at commas and `and`, articles dropped); nil unless every item is a short name,
    /// two at least, as many as `count` when given.
    private static func items(_ list: String, count: Int?) -> [String]? {
        let trimmed = list.trimmingSpaces.droppingTrailing(".;:,")
        var names: [String] = []
        for part in trimmed.split(separator: ",") {
            let words = part.split(separator: " ").map(String.init)
            for name in words.split(whereSeparator: { $0 == "and" || $0 == "&" || $0 == "or" }) {
                var name = Array(name)
                while let first = name.first, ["the", "a", "an"].contains(first.lowercased()) { name.removeFirst() }
                guard isName(name) else { return nil }
                names.append(name.joined(separator: " "))
            }
        }
        guard names.count >= 2, count.map({ $0 == names.count }) ?? true else { return nil }
        return names
    }

    /// One to five words of letters, digits, `-`, `'`, the first opening with a letter, none a verb of a sentence.
    private static func isName(_ words: [String]) -> Bool {
        guard (1...5).contains(words.count), words.first?.first?.isLetter == true,
            !words.contains(where: { sentenceWords.contains($0.lowercased()) })
        else { return false }
        return words.allSatisfy { word in
            word.allSatisfy { $0.isLetter || $0.isNumber || "-'\u{2019}\u{2011}".contains($0) }
        }
    }

    /// Lowercased, without the punctuation at its ends.
    private static func normalized(_ token: String) -> String {
        String(
            token.lowercased().drop { !$0.isLetter && !$0.isNumber }.reversed().drop { !$0.isLetter && !$0.isNumber }
                .reversed())
    }

    private static func number(_ word: String) -> Int? {
        if let value = Int(word), (2...12).contains(value) { return value }
        return [
            "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        ][word]
    }

    private static let dashes: Set<String> = ["\u{2014}", "\u{2013}", "-", "--"]
    /// What one tip is called: `tip`, `card`, `popover`, …
    private static let tipKinds: Set<String> = [
        "tip", "card", "popover", "prompt", "hint", "tooltip", "coachmark", "callout",
    ]
    private static let pluralTipKinds: Set<String> = [
        "tips", "cards", "popovers", "prompts", "hints", "tooltips", "coachmarks", "callouts",
    ]
    /// A kind between TipKit and its plural: `TipKit popover tips`.
    private static let kindModifiers: Set<String> = ["popover", "inline", "one-time", "contextual"]
    /// What a counted head lists: `3-step tour`, `three tips`.
    private static let countedNouns: Set<String> = ["tour", "tours", "walkthrough", "tips", "hints", "steps", "stops"]
    /// Verbs of a file or framework defining a list of tips.
    private static let definingVerbs: Set<String> = ["defines", "declares", "adds", "ships", "includes", "provides"]
    /// Verbs opening a sentence that teaches a list with TipKit tips.
    private static let teachingVerbs: Set<String> = ["teach", "explain", "introduce", "surface", "highlight"]
    /// What TipKit is said to do to the things its tips explain.
    private static let thingVerbs = ["surfaces", "highlights", "introduces", "explains", "teaches", "shows"]
    /// Verbs of a tip showing itself, and words of when it does.
    private static let showingWords: Set<String> = [
        "appears", "appear", "shown", "shows", "displayed", "explains", "introduces", "teaches", "highlights",
        "surfaces", "pops",
    ]
    private static let timeWords: Set<String> = ["after", "until", "when", "first", "once", "before", "while"]
    /// Words that make an item a sentence, not a name.
    private static let sentenceWords: Set<String> = [
        "is", "are", "was", "be", "will", "should", "must", "can", "may", "shows", "show", "appears", "when", "if",
        "with", "that", "which", "to", "not", "no",
    ]
}
