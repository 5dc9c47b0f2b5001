import SwiftScan

/// The facts a unit of a plan gives the one tip read from it (spec: "Reading a plan", prose is mentioned):
/// once a tip is read from a table row, a list item (with its nested items), or a paragraph, that unit's
/// words say when it shows (`after`, `when`, `once`, `the first time`, `on first launch`, `3+ runs`, `until`),
/// where (`beside the editor control`, `anchored to the Share button`) and what retires it (`stops when`,
/// `dismissed when`, `invalidated once`). A table row says them in its columns, each column's header saying
/// which (`UnitTipFacts.columnKind`). Facts go only to the tip of their own unit: a unit naming two tips
/// gives none, and a hedged or negative sentence gives nothing. A kind the tip already has is kept.
enum UnitTipFacts {
    /// A read tip: its name and the line it is read from.
    struct ReadTip {
        var name: String
        var source: PlanReference
    }

    /// The facts the units of `documents` (path, the focused text parsed) give the tips of `plan`, beyond `plan.wordedFacts`.
    static func facts(in documents: [(path: String, markdown: MarkdownDocument)], plan: Plan) -> [WordedTipFact] {
        var tips = plan.tips.filter { !$0.source.file.isEmpty }.map { ReadTip(name: $0.name, source: $0.source) }
        let typedLines = Set(tips.map(\.source))
        // A described tip folded into a typed one is that tip, at its line.
        tips += plan.describedTips.filter { !$0.name.isEmpty && !typedLines.contains($0.source) }.map {
            ReadTip(name: $0.name, source: $0.source)
        }
        guard !tips.isEmpty else { return [] }
        var had = Set(plan.wordedFacts.map { "\($0.tip)\u{0}\($0.kind.rawValue)" })
        // A described tip's place, a tip's display site, its events or donations are facts it has in full.
        let placed = plan.describedTips.filter { $0.place != nil }.map(\.name) + plan.displaySites.compactMap(\.tip)
        let timed = plan.tips.filter { !$0.events.isEmpty }.map(\.name) + plan.donations.compactMap(\.tip)
        had.formUnion(placed.map { "\($0)\u{0}\(WordedTipFact.Kind.place.rawValue)" })
        had.formUnion(timed.map { "\($0)\u{0}\(WordedTipFact.Kind.trigger.rawValue)" })
        var facts: [WordedTipFact] = []
        for document in documents {
            let own = tips.filter { $0.source.file == document.path }
            // A changelog's tips are history: what it says of them plans nothing.
            guard !own.isEmpty, !isChangelog(document) else { continue }
            let byLine = Dictionary(grouping: own, by: \.source.line)
            for unit in units(of: document.markdown) {
                let inUnit = Set(unit.lines.flatMap { byLine[$0] ?? [] }.map(\.name))
                // Two tips in one unit: which fact is whose the unit does not say. A tip of a nested item
                // is that item's: its parent's words are not its own.
                guard inUnit.count == 1, let tip = inUnit.first,
                    unit.lines.prefix(unit.ownLines).contains(where: { byLine[$0]?.isEmpty == false })
                else { continue }
                let found = unit.cells.isEmpty ? prose(unit.pieces, tip: tip) : row(unit.cells)
                for (kind, words) in found where had.insert("\(tip)\u{0}\(kind.rawValue)").inserted {
                    let line = unit.lines.first ?? 0
                    facts.append(
                        WordedTipFact(
                            tip: tip, kind: kind, words: words, source: PlanReference(file: document.path, line: line)))
                }
            }
        }
        return facts
    }

    /// Whether a document records changes (`CHANGELOG.md`, `# Release notes`) rather than plans them.
    private static func isChangelog(_ document: (path: String, markdown: MarkdownDocument)) -> Bool {
        let name = PathText.lastComponent(document.path).lowercased()
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        return ["changelog", "changes", "history", "release-notes"].contains(stem)
            || PlanInterpreter.recordsChanges(document.markdown.blocks.first)
    }

    /// A unit of a plan: its lines (the first `ownLines` its own, then its nested items'), its text in pieces
    /// (its own lines, then each nested line), or for a table row its cells with their kinds.
    struct Unit {
        var lines: [Int]
        var pieces: [String]
        var ownLines: Int
        var cells: [(WordedTipFact.Kind, String)] = []
    }

    /// The units of a document: each table row, each list item with its continuation lines and nested items
    /// (an item whose nested items name a tip of their own is its own lines alone), each paragraph.
    static func units(of document: MarkdownDocument) -> [Unit] {
        var units: [Unit] = []
        let blocks = document.blocks
        // Whether the block at `at` is on the line right after the block before it: no blank line between.
        func follows(_ at: Int) -> Bool { blocks[at].line == blocks[at - 1].line + 1 }
        var index = 0
        while index < blocks.count {
            switch blocks[index] {
            case .table(let table):
                let kinds = table.header.map(columnKind)
                if kinds.contains(where: { $0 != nil }) {
                    for row in table.rows {
                        let cells = zip(kinds, row.cells).compactMap { kind, cell in
                            kind.flatMap { kind in cellWords(cell).map { (kind, $0) } }
                        }
                        units.append(Unit(lines: [row.line], pieces: [], ownLines: 1, cells: cells))
                    }
                }
                index += 1
            case .listItem(let item):
                // Its own lines: the item and the lines that go on from it.
                var own = [item]
                var next = index + 1
                while next < blocks.count, case .text(let line) = blocks[next],
                    follows(next) || line.indent > item.indent
                {
                    own.append(line)
                    next += 1
                }
                var nested: [MarkdownLine] = []
                while next < blocks.count {
                    switch blocks[next] {
                    case .listItem(let inner) where inner.indent > item.indent: nested.append(inner)
                    case .text(let line) where line.indent > item.indent || follows(next): nested.append(line)
                    default: break
                    }
                    guard nested.last.map({ $0.line == blocks[next].line }) == true else { break }
                    next += 1
                }
                units.append(Unit(lines: own.map(\.line), pieces: [joined(own)], ownLines: own.count))
                if !nested.isEmpty {
                    units.append(
                        Unit(
                            lines: (own + nested).map(\.line), pieces: [joined(own)] + nested.map(\.text),
                            ownLines: own.count))
                }
                // Its nested items are units of their own too; its own lines are read.
                index += own.count
            case .text(let first):
                var paragraph = [first]
                var next = index + 1
                while next < blocks.count, case .text(let line) = blocks[next], follows(next) {
                    paragraph.append(line)
                    next += 1
                }
                units.append(Unit(lines: paragraph.map(\.line), pieces: [joined(paragraph)], ownLines: paragraph.count))
                index = next
            case .heading, .code:
                index += 1
            }
        }
        return units
    }

    private static func joined(_ lines: [MarkdownLine]) -> String {
        lines.map { $0.text.trimmingSpaces }.joined(separator: " ")
    }

    /// What a tip table's column says by its header, in any wording of a few: where the tip shows
    /// (`Where`, `Anchor`, `Location`, `Screen`, `Placement`), when (`Shows when`, `Trigger`, `When`, `Rule`,
    /// `Condition`, `Event`), what retires it (`Stops when`, `Dismiss`, `Invalidate`, `Until`); nil for others.
    static func columnKind(_ header: String) -> WordedTipFact.Kind? {
        let words = PlanWords.letters(in: MarkdownInline.plain(header).lowercasedByScalar).map(String.init)
        guard !words.isEmpty, words.count <= 4 else { return nil }
        func has(_ stems: [String]) -> Bool { words.contains { word in stems.contains { word.hasPrefix($0) } } }
        if has(["stop", "dismiss", "invalidat", "until", "retire", "hide", "hidden"]) { return .invalidation }
        if has(["when", "trigger", "rule", "condition", "event", "timing"]) { return .trigger }
        if has(["where", "anchor", "location", "screen", "placement", "place", "site", "surface"]) { return .place }
        return nil
    }

    /// A cell's words, plain, when it says something (not empty, not a dash or "n/a").
    private static func cellWords(_ cell: String) -> String? {
        let words = MarkdownInline.plain(cell).trimmingSpaces
        guard words.contains(where: { $0.isLetter || $0.isNumber || $0 == "+" }),
            !["n/a", "na", "none", "tbd", "-", "same", "ditto", "same as above"].contains(words.lowercased())
        else { return nil }
        return words
    }

    /// A row's facts for its tip: each column of a kind, the first of each kind.
    private static func row(_ cells: [(WordedTipFact.Kind, String)]) -> [(WordedTipFact.Kind, String)] {
        var seen = Set<WordedTipFact.Kind>()
        return cells.filter { seen.insert($0.0).inserted }
    }

    /// A unit's facts for its one tip, from its sentences that neither hedge nor deny (`HedgedSentence`) and
    /// name no other tip type: the first invalidation, time and place each.
    static func prose(_ pieces: [String], tip: String) -> [(WordedTipFact.Kind, String)] {
        var found: [WordedTipFact.Kind: String] = [:]
        for sentence in pieces.flatMap({ PlanSentences.split($0) }) {
            guard !HedgedSentence.isTentative(sentence),
                PlanNames.tipTypes(in: sentence).allSatisfy({ TypeName.simple($0) == TypeName.simple(tip) })
            else { continue }
            var words = MarkdownInline.plain(unquoted(sentence)).split(separator: " ").map(String.init)
            if found[.invalidation] == nil, let span = invalidation(in: words) {
                found[.invalidation] = words[span].joined(separator: " ")
                words.removeSubrange(span)
            }
            if found[.trigger] == nil, let span = time(in: words) {
                found[.trigger] = words[span].joined(separator: " ")
            }
            if found[.place] == nil, let span = place(in: words) {
                found[.place] = words[span].joined(separator: " ")
            }
        }
        return [WordedTipFact.Kind.trigger, .place, .invalidation].compactMap { kind in
            found[kind].map { (kind, trimmed($0)) }
        }
    }

    /// The sentence with its quoted copy left out: a tip's copy ("Tap here after you save") says nothing of it.
    /// A short quote (`"+"`, `"Edit"`) is a label on the screen, and stays.
    private static func unquoted(_ sentence: String) -> String {
        var out = ""
        var quoted = ""
        var closing: Character?
        for character in sentence {
            if let close = closing {
                if character != close {
                    quoted.append(character)
                    continue
                }
                if quoted.split(separator: " ").count <= 2 { out += "\"\(quoted)\"" }
                closing = nil
                quoted = ""
                continue
            }
            switch character {
            case "\"": closing = "\""
            case "\u{201C}": closing = "\u{201D}"
            default: out.append(character)
            }
        }
        return out
    }

    /// What retires the tip: "stops when …", "dismissed after …", "auto-dismisses the first time …",
    /// "invalidated once …", "retired by …", "gone after …", up to the end of its clause.
    private static func invalidation(in words: [String]) -> Range<Int>? {
        for index in words.indices {
            let word = bare(words[index])
            let isVerb =
                ["stops", "stop", "retired", "retires", "gone", "disappears", "hides", "hidden", "expires"].contains(
                    word)
                || word.hasPrefix("dismiss")
                || word.hasPrefix("auto-dismiss") || word.hasPrefix("invalidat")
            guard isVerb, !negated(words, before: index), index + 1 < words.count else { continue }
            let next = bare(words[index + 1])
            let opens = ["when", "after", "once", "on", "by", "upon", "the", "as"].contains(next)
            guard opens, !lastOfClause(words[index]) else { continue }
            let span = clause(words, from: index, minimum: 3)
            if let span { return span }
        }
        return nil
    }

    /// When the tip shows: from "after", "when", "once", "until", "the first time", "on first launch",
    /// "first-launch", an ordinal visit (`on the third visit`), or a count (`3+ runs`), to the end of its clause.
    private static func time(in words: [String]) -> Range<Int>? {
        for index in words.indices where !negated(words, before: index) {
            let word = bare(words[index])
            let lowered = words[index].lowercasedByScalar
            var start: Int?
            var minimum = 3
            if ["after", "when", "once", "until", "upon"].contains(word), !lastOfClause(words[index]) {
                start = index
            } else if word == "first" || word == "first-time" || lowered.hasPrefix("first-") {
                // "the first time …", "on first launch", "first-launch", "first use".
                var at = index
                if at >= 1, bare(words[at - 1]) == "the" { at -= 1 }
                if at >= 1, ["on", "at", "the"].contains(bare(words[at - 1])) { at -= 1 }
                // What is done the first time, within four words (`first Overview appearance`).
                let following = words[(index + 1)..<min(words.count, index + 5)].prefix { !lastOfClause($0) }
                let event = words[(index + 1)..<min(words.count, index + 5)].first { !$0.isEmpty && lastOfClause($0) }
                // `first-launch`, `first-run`: a hyphenated first event; `first-time` says who, not when.
                let hyphened =
                    lowered.hasPrefix("first-") && firstEvents.contains(bare(String(lowered.dropFirst(6))))
                    && !lowered.hasPrefix("first-time")
                if hyphened
                    || (word == "first"
                        && (following + (event.map { [$0] } ?? [])).contains(where: { firstEvents.contains(bare($0)) }))
                {
                    start = at
                    minimum = 1
                }
            } else if ordinals.contains(word), index >= 1, index + 1 < words.count,
                ["the", "about", "every"].contains(bare(words[index - 1])),
                firstEvents.contains(bare(words[index + 1]))
            {
                var at = index - 1
                while at >= 1, ["on", "at", "about", "the", "after"].contains(bare(words[at - 1])) { at -= 1 }
                start = at
                minimum = 2
            } else if isCount(words[index]), index + 1 < words.count, bare(words[index + 1]).first?.isLetter == true {
                start = index
                minimum = 2
            }
            if let start, let span = clause(words, from: start, minimum: minimum) { return span }
        }
        return nil
    }

    /// Where the tip shows: a preposition of place, or "anchored/attached to", "points at", then a few words
    /// ending in a part of the screen (`the Share button`, `its editor control`, `the Home tab`, `HistoryView`).
    private static func place(in words: [String]) -> Range<Int>? {
        for index in words.indices where !negated(words, before: index) {
            let word = bare(words[index])
            var start: Int?
            if ["anchored", "anchors", "attached", "pinned"].contains(word), index + 1 < words.count,
                ["to", "at", "on"].contains(bare(words[index + 1]))
            {
                start = index
            } else if ["points", "pointing"].contains(word), index + 1 < words.count,
                ["at", "to"].contains(bare(words[index + 1]))
            {
                start = index
            } else if placePrepositions.contains(word), !lastOfClause(words[index]), index + 1 < words.count,
                !["first", "the first"].contains(where: { bare(words[index + 1]) == $0 })
            {
                start = index
            }
            guard let start else { continue }
            // The part of the screen within six words: the last of a run of such words ends the place.
            var end: Int?
            // Past the verb's own preposition (`anchored to`, `points at`).
            var at = placePrepositions.contains(word) ? start + 1 : start + 2
            // Some word says which part (`the Share button`, not `the list` or `on screen`), unless it is a view.
            var qualified = false
            while at < words.count, at <= start + 7 {
                let next = words[at]
                // A bracket opens another clause; a place among tips (`in the tip candidates list`) is no screen's.
                if next.hasPrefix("(") || ["tip", "tips"].contains(bare(next)) { break }
                if isScreenPart(next) {
                    if end == nil, !qualified, !PlanNames.isViewName(next.filter { $0.isLetter || $0.isNumber }) {
                        break
                    }
                    end = at
                } else if end != nil || placeEnders.contains(bare(next)) {
                    break
                } else if !determiners.contains(bare(next)) {
                    qualified = true
                }
                if lastOfClause(next) { break }
                at += 1
            }
            if let end { return start..<(end + 1) }
        }
        return nil
    }

    /// Words from `start` to the end of their clause (a `,;.:` after a word, a bracket, a dash), at most twenty,
    /// when there are at least `minimum`.
    private static func clause(_ words: [String], from start: Int, minimum: Int) -> Range<Int>? {
        var end = start
        while end < words.count, end - start < 20 {
            let word = words[end]
            // A bracket, a dash or an acceptance step's keyword (`… When the card appears Then …`) opens another.
            if end > start,
                word.hasPrefix("(") || ["\u{2014}", "\u{2013}", "-", "\u{2192}"].contains(word)
                    || ["When", "Then", "Given", "And"].contains(word)
            {
                break
            }
            end += 1
            if lastOfClause(word) { break }
        }
        guard end - start >= minimum else { return nil }
        return start..<end
    }

    /// The words joined, without the punctuation that closes their clause.
    private static func trimmed(_ text: String) -> String {
        var text = text.trimmingSpaces.droppingTrailing(".,;:")
        // A bracket opened or closed outside the words (`(after 3+ meals logged)`).
        if text.hasPrefix("("), !text.contains(")") || text.hasSuffix(")") { text.removeFirst() }
        if text.hasSuffix(")"), !text.contains("(") { text.removeLast() }
        return text
    }

    private static func isScreenPart(_ word: String) -> Bool {
        let plain = word.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        return screenParts.contains(bare(word)) || PlanNames.isViewName(plain)
    }

    private static func isCount(_ word: String) -> Bool {
        guard word.hasSuffix("+"), word.count >= 2 else { return false }
        return word.dropLast().allSatisfy(\.isNumber)
    }

    private static func lastOfClause(_ word: String) -> Bool {
        word.last.map { ",;.:)".contains($0) } ?? false
    }

    /// Whether a word just before `index` denies it (`never shown after …`, `is not anchored to …`).
    private static func negated(_ words: [String], before index: Int) -> Bool {
        words[max(0, index - 2)..<index].contains { ["not", "never", "no"].contains(bare($0)) || $0.hasSuffix("n't") }
    }

    /// The word lowercased, without the punctuation around it.
    private static func bare(_ word: String) -> String {
        let isWord: (Character) -> Bool = { $0.isLetter || $0.isNumber }
        return String(word.lowercasedByScalar.drop { !isWord($0) }.reversed().drop { !isWord($0) }.reversed())
    }

    private static let placePrepositions: Set<String> = [
        "on", "at", "in", "above", "below", "beside", "under", "over", "inside", "near", "next",
    ]
    /// Parts of a screen a tip is shown on or beside.
    private static let screenParts: Set<String> = [
        "button", "buttons", "tab", "tabs", "row", "rows", "menu", "toolbar", "card", "cards", "bar", "screen",
        "sheet", "chip", "toggle", "control", "icon", "field", "header", "cell", "sidebar", "drawer", "picker",
        "panel", "list", "tile", "switch", "slider", "item", "section", "page", "view",
    ]
    /// What a user does a first (or third) time.
    private static let firstEvents: Set<String> = [
        "time", "launch", "run", "use", "open", "opening", "visit", "session", "tap", "swipe", "appearance",
    ]
    private static let determiners: Set<String> = ["the", "a", "an", "its", "their", "your", "this", "that", "each"]
    private static let ordinals: Set<String> = ["second", "third", "fourth", "fifth", "2nd", "3rd", "4th", "5th"]
    private static let placeEnders: Set<String> = [
        "and", "so", "but", "which", "that", "with", "when", "after", "once", "until", "is", "are", "to",
    ]
}
