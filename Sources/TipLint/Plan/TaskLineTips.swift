/// Tips a task line plans by name with no file, as a story's subtasks write them: created
/// (`1.1 Create \`OverviewTip\` and \`BandTip\` structs conforming to \`Tip\``) or shown through a display it
/// names (`2.1 Add \`TipView\` for \`OverviewTip\` between the headline and the chart`). No file says where:
/// mentioned, the weaker reading.
enum TaskLineTips {
    /// The tip types the line creates: a creating verb first (after a step number), then the names, joined
    /// by `and`, commas or an article (`Define \`ShelfTip\``, `Add a \`SortTip\``). Empty when a file is named:
    /// the task readers read those.
    static func created(in body: String) -> [String] {
        guard PlanText.swiftPaths(in: body).isEmpty else { return [] }
        let pieces = PlanPieces.split(body).drop { piece in
            if case .word(let word) = piece { return !word.contains(where: \.isLetter) }
            return false
        }
        guard case .word(let verb)? = pieces.first, creatingVerbs.contains(verb.lowercased()) else { return [] }
        var names: [String] = []
        for piece in pieces.dropFirst() {
            switch piece {
            case .code(let name) where PlanNames.isTipType(name) && name.allSatisfy(isNameCharacter):
                if !names.contains(name) { names.append(name) }
            case .word(let word) where joiners.contains(word.lowercased()):
                continue
            default:
                return names
            }
        }
        return names
    }

    /// Where the line shows `tip` in words: the display it names in code (`TipView`, `.popoverTip()`,
    /// `TipUIView`, `TipUIPopoverViewController`), then the words after the last code span naming the tip or
    /// the display (`TipView between the headline and the chart`, `.popoverTip() similarly anchored`); nil
    /// when the line names a file, another tip, or no display.
    static func shown(_ tip: String, in body: String) -> String? {
        guard PlanText.swiftPaths(in: body).isEmpty, PlanNames.tipTypes(in: body) == [tip] else { return nil }
        let pieces = PlanPieces.split(body)
        var display: String?
        var last: Int?
        for (index, piece) in pieces.enumerated() {
            guard case .code(let code) = piece else { continue }
            if PlanNames.isTipDisplay(code) {
                display = display ?? code
                last = index
            } else if code.containsLiterally(tip) {
                last = index
            }
        }
        guard let display, let last else { return nil }
        let rest = pieces[(last + 1)...].map { piece -> String in
            switch piece {
            case .code(let text), .word(let text): text
            case .quoted(let text): "\"\(text)\""
            }
        }
        return ([display] + rest).joined(separator: " ")
    }

    private static let creatingVerbs = PlanWords.creatingVerbs.union(["define"])
    private static let joiners: Set<String> = ["a", "an", "the", "new", "and", "two", "three", "four", "five"]

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "."
    }
}
