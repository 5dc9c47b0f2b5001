/// A tip an acceptance scenario asks for, the way a user story words it (real plans, round 39: a story's
/// `Given I am on the Shelf tab` / `When I tap the help icon` / `Then I should see a tool tip …`, its copy in
/// `Title:` and `Body:` lines below): one tip per `Then` (or `And`) line that says the user sees a tip, named
/// by its title copy, else by the one tip the document's title asks for, else by the copy it quotes. Where it
/// shows (`Given … on the Shelf tab`) and what brings it (`When I tap the help icon`) are worded facts.
/// A story is no spec: everything it gives is mentioned.
enum AcceptanceScenarioTip {
    struct Reading {
        var name: String
        /// The `Then` line.
        var source: PlanReference
        /// The copy and the line giving it.
        var title: (text: String, line: Int)?
        var message: (text: String, line: Int)?
        /// Where it shows (`on the Shelf tab`, from the `Given` line) and what brings it (`when I tap the help icon`).
        var facts: [WordedTipFact] = []
    }

    /// The scenarios' tips in `blocks`; `titleTip` names a tip whose copy the scenario does not give.
    static func read(
        _ blocks: [MarkdownBlock], titleTip: String?, reference: (Int) -> PlanReference
    ) -> [Reading] {
        var readings: [Reading] = []
        var given: (text: String, line: Int)?
        var when: (text: String, line: Int)?
        for (index, block) in blocks.enumerated() {
            let line: MarkdownLine
            switch block {
            case .text(let text), .listItem(let text): line = text
            default:
                (given, when) = (nil, nil)
                continue
            }
            guard let (keyword, clause) = step(MarkdownInline.plain(line.text)) else { continue }
            switch keyword {
            case "given": (given, when) = ((clause, line.line), nil)
            case "when": when = (clause, line.line)
            default:
                guard let when, seesTip(clause) else { continue }
                var copy = fields(after: index, in: blocks)
                // `Then I see a tip saying "Follow more people to fill your feed"`: its copy in the line.
                if copy.title == nil, copy.message == nil, let quote = quotation(in: clause) {
                    copy.message = (quote, line.line)
                }
                // A step with no copy in a story whose title names no tip (`Then the next tip in the sequence
                // appears`) says too little to be a tip.
                guard let name = copy.title?.text ?? titleTip ?? copy.message?.text else { continue }
                var reading = Reading(
                    name: name, source: reference(line.line), title: copy.title, message: copy.message)
                if let given, let place = place(in: given.text) {
                    reading.facts.append(
                        WordedTipFact(tip: name, kind: .place, words: place, source: reference(given.line)))
                }
                reading.facts.append(
                    WordedTipFact(tip: name, kind: .trigger, words: "when " + when.text, source: reference(when.line)))
                readings.append(reading)
            }
        }
        return readings
    }

    /// The step's keyword and the words after it: `**When** I tap the icon` → ("when", "I tap the icon").
    private static func step(_ text: String) -> (String, String)? {
        let trimmed = text.drop { $0 == " " || $0 == "*" || $0 == "_" }
        guard let space = trimmed.firstIndex(of: " ") else { return nil }
        let keyword = trimmed[..<space].lowercasedByScalar.filter(\.isLetter)
        guard keywords.contains(keyword) else { return nil }
        let clause = trimmed[space...].drop { $0 == " " || $0 == "*" || $0 == "_" || $0 == "," }
        return clause.isEmpty ? nil : (keyword, String(clause))
    }

    private static let keywords: Set<String> = ["given", "when", "then", "and"]

    /// Whether the user sees a tip: `I should see a tool tip`, `a tooltip appears`, `a coach mark shows` (not a
    /// tip jar, nor any popover: a menu is one too).
    private static func seesTip(_ clause: String) -> Bool {
        let words = PlanWords.letters(in: clause.lowercasedByScalar).map(String.init)
        let tip = words.indices.contains { index in
            let next = index + 1 < words.count ? words[index + 1] : ""
            return (tipWords.contains(words[index]) && next != "jar")
                || (words[index] == "tool" && next == "tip") || (words[index] == "coach" && next == "mark")
        }
        return tip && words.contains { seeingWords.contains($0) }
    }

    private static let tipWords: Set<String> = ["tip", "tooltip", "coachmark"]
    private static let seeingWords: Set<String> = [
        "see", "sees", "shown", "show", "shows", "appear", "appears", "displayed", "display", "displays", "presented",
    ]

    /// The copy fields right below the step (`Title: …`, `Body: …` or `Message: …`), before the next step.
    private static func fields(
        after index: Int, in blocks: [MarkdownBlock]
    ) -> (title: (text: String, line: Int)?, message: (text: String, line: Int)?) {
        var title: (text: String, line: Int)?
        var message: (text: String, line: Int)?
        for block in blocks[(index + 1)...].prefix(4) {
            guard case .text(let line) = block, step(MarkdownInline.plain(line.text)) == nil,
                let colon = line.text.firstIndex(of: ":")
            else { break }
            let label = MarkdownInline.plain(String(line.text[..<colon])).lowercasedByScalar
            let value = line.text[line.text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty else { break }
            if label == "title" { title = title ?? (value, line.line) }
            if ["body", "message", "text"].contains(label) { message = message ?? (value, line.line) }
        }
        return (title, message)
    }

    /// The clause's first quoted phrase ("…" or “…”), when it has two words or more.
    private static func quotation(in clause: String) -> String? {
        for case .quoted(let quote) in PlanPieces.split(clause) {
            return quote.contains(" ") ? quote : nil
        }
        return nil
    }

    /// `on the Shelf tab` from `I am a reader on the Shelf tab`: the words from the first `on`, `in`, `of` or `at`.
    private static func place(in clause: String) -> String? {
        let words = clause.split(separator: " ")
        guard let at = words.firstIndex(where: { ["on", "in", "of", "at"].contains($0.lowercasedByScalar) }),
            at + 1 < words.count
        else { return nil }
        return words[at...].joined(separator: " ")
    }
}
