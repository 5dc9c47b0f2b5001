/// A row of a table not about tips (a tech stack, a semantic map, a decisions table) whose cell names TipKit as
/// how the row's subject is done (issue 20: a table is a tip table only when its header says so, but a row may
/// still plan a tip): the tip, named by the row's own words, mentioned, with where and when the row says it
/// shows. Four shapes:
///
/// - a cell that is TipKit alone, and another cell's closing parenthesis naming the topic
///   (`| **Tips** | TipKit | Contextual education (Late fees) |`): the topic;
/// - a cell opening with TipKit and a parenthesis saying how it shows (`TipKit (`TipView` or popover anchored on
///   the sidebar)`): the row's first cell, and the place the parenthesis gives;
/// - a cell giving a subject, a colon, then a TipKit tip (`"Empty state" for the inbox: first run gets a TipKit
///   intro`): the subject, where it shows, and when;
/// - TipKit and, in a parenthesis, subjects listed with the CJK enumeration comma (`TipKit（筛选、发起等…）`):
///   one tip per subject.
///
/// A hedged or negative cell plans nothing.
enum TipKitTableRow {
    /// The tips `cells` plan, each with its facts in words.
    static func tips(in cells: [String]) -> [(name: String, facts: [(kind: WordedTipFact.Kind, words: String)])] {
        let plain = cells.map { MarkdownInline.plain($0).trimmingSpaces }
        guard let at = plain.firstIndex(where: { $0.containsLiterally("TipKit") }) else { return [] }
        let cell = plain[at]
        if cell == "TipKit" {
            return plain.indices.lazy.filter { $0 != at }.compactMap { topic(in: plain[$0]) }.first.map {
                [($0, [])]
            } ?? []
        }
        guard HedgedSentence.kind(of: firstSentence(cell)) == nil else { return [] }
        if let shown = shownByTipKit(cell), at > 0, let subject = label(plain[0]) {
            let place = WordedTipFacts.prose(shown, tip: subject, source: PlanReference(file: "", line: 0))
                .filter { $0.kind == .place }.map { ($0.kind, $0.words) }
            return [(subject, place)]
        }
        if let colon = cell.firstIndex(of: ":"), let subject = label(String(cell[..<colon])) {
            let rest = String(cell[cell.index(after: colon)...])
            guard introducesTip(rest) else { return [] }
            let when = WordedTipFacts.prose(rest, tip: subject, source: PlanReference(file: "", line: 0))
                .filter { $0.kind == .trigger }.map { ($0.kind, $0.words) }
            return [(subject, [(.place, subject)] + when)]
        }
        return listed(in: cell).map { ($0, []) }
    }

    /// The topic a cell's closing parenthesis names, a few words of letters (`Contextual education (Late fees)`).
    private static func topic(in cell: String) -> String? {
        guard cell.hasSuffix(")"), let open = cell.lastIndex(of: "("), open > cell.startIndex else { return nil }
        let words = cell[cell.index(after: open)..<cell.index(before: cell.endIndex)].split(separator: " ")
        guard (1...5).contains(words.count),
            words.allSatisfy({ $0.allSatisfy { $0.isLetter || "-'".contains($0) } && $0.first?.isLetter == true })
        else { return nil }
        return words.joined(separator: " ")
    }

    /// A cell opening with TipKit and a parenthesis naming how the tip shows: the parenthesis's words.
    private static func shownByTipKit(_ cell: String) -> String? {
        guard cell.hasPrefix("TipKit ("), let close = cell.firstIndex(of: ")") else { return nil }
        let inside = String(cell[cell.index(cell.startIndex, offsetBy: 8)..<close])
        let lowered = inside.lowercasedByScalar
        guard ["tipview", "popover", "inline"].contains(where: { lowered.containsLiterally($0) }) else { return nil }
        return inside
    }

    /// What follows a subject's colon plans a TipKit tip (`first run gets a TipKit intro`), not ruled out.
    private static func introducesTip(_ text: String) -> Bool {
        let words = text.split(separator: " ").map { $0.lowercased().filter(\.isLetter) }
        guard let kit = words.firstIndex(of: "tipkit"), kit + 1 < words.count else { return false }
        // `no TipKit tip, the label says it all`: a tip ruled out.
        return tipNouns.contains(words[kit + 1]) && !words[..<kit].contains(where: negations.contains)
    }

    /// A subject of a few words, its quotes dropped (`"Empty state" for the inbox`).
    private static func label(_ text: String) -> String? {
        let words = text.filter { !"\"\u{201C}\u{201D}".contains($0) }.split(separator: " ")
        guard (1...8).contains(words.count), words.first?.first?.isLetter == true,
            !words.contains(where: { $0.containsLiterally("TipKit") })
        else { return nil }
        return words.joined(separator: " ")
    }

    /// `TipKit（筛选、发起等按行为出现）`: the subjects before the closing "等" (and so on), two or more.
    private static func listed(in cell: String) -> [String] {
        guard let kit = cell.literalRange(of: "TipKit"),
            case let after = cell[kit.upperBound...].drop(while: { $0 == " " }),
            after.first == "\u{FF08}" || after.first == "(",
            let close = after.firstIndex(where: { $0 == "\u{FF09}" || $0 == ")" })
        else { return [] }
        var inside = after[after.index(after: after.startIndex)..<close]
        if let etc = inside.firstIndex(of: "等") { inside = inside[..<etc] }
        let items = inside.split(separator: "、").map { String($0).trimmingSpaces }
        guard items.count >= 2, items.allSatisfy({ (1...8).contains($0.count) && !$0.contains(" ") }) else {
            return []
        }
        return items
    }

    /// The cell up to its first sentence's end: what a later sentence (`Not the error banner.`) says is apart.
    private static func firstSentence(_ cell: String) -> String {
        cell.literalRange(of: ". ").map { String(cell[..<$0.lowerBound]) } ?? cell
    }

    private static let negations: Set<String> = ["no", "not", "never", "without", "nor"]
    private static let tipNouns: Set<String> = ["tip", "tips", "intro", "hint", "tooltip", "popover", "callout"]
}
