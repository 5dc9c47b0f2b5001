import SwiftScan

/// A Swift code block of a plan, read with the same TipKit extractor as the app's code.
struct PlanCodeBlock {
    let facts: FileFacts
    /// Tip instances the block binds: `let newFaceTip = NewFaceTip()` or `var tip: NewFaceTip = …`.
    let bindings: [String: String]
    private let document: String
    private let firstLine: Int
    private let text: String

    init(_ block: MarkdownCodeBlock, document: String) {
        let bytes = Array(block.text.utf8)
        self.document = document
        text = block.text
        firstLine = block.contentLine
        facts = Extraction.facts(path: document, bytes: bytes)
        bindings = PlanCodeBlock.bindings(in: SourceFile(path: document, bytes: bytes))
    }

    /// Where a fact of the block is in the plan document.
    func reference(_ location: SourceLocation) -> PlanReference {
        PlanReference(file: document, line: firstLine + location.line - 1)
    }

    /// The code line at `location`, trimmed, as the plan writes it.
    func line(at location: SourceLocation) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line >= 1, location.line <= lines.count else { return "" }
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(lines[location.line - 1].drop(while: isBlank).reversed().drop(while: isBlank).reversed())
    }

    /// The block's tip types, with their events and literal copy.
    var tips: [PlannedTip] {
        facts.tips.map { tip in
            let declared = facts.events.filter { $0.owner == tip.name }
            var planned = PlannedTip(
                name: tip.name, events: declared.map { PlannedEvent(name: $0.name, id: $0.id) },
                title: copy(tip.title), message: copy(tip.message),
                image: tip.image.flatMap { $0.isLiteral ? $0.text : nil },
                source: reference(tip.location))
            let stated: [(PlannedTipFact, CopyText?, String?)] = [
                (.title, tip.title, planned.title), (.message, tip.message, planned.message),
                (.image, tip.image, planned.image),
            ]
            for case (let fact, let text?, _?) in stated {
                planned.factLines[fact] = reference(text.location)
            }
            for event in declared { planned.factLines[.event(event.name)] = reference(event.location) }
            return planned
        }
    }

    /// The copy the block writes; a localization key or a computed text is none.
    private func copy(_ copy: CopyText?) -> String? {
        guard let copy, copy.isLiteral, !PlannedCopy.isLocalizationKey(copy.text) else { return nil }
        return copy.text
    }

    private static func bindings(in file: SourceFile) -> [String: String] {
        var bindings: [String: String] = [:]
        let tokens = file.tokens
        for index in tokens.indices where file.token(tokens[index], is: "let") || file.token(tokens[index], is: "var") {
            guard index + 3 < tokens.count, tokens[index + 1].kind == .identifier else { continue }
            let name = file.text(index + 1)
            var type: String?
            if file.token(at: index + 2, is: ":"), tokens[index + 3].kind == .identifier {
                type = file.text(index + 3)
            } else if file.token(at: index + 2, is: "="), tokens[index + 3].kind == .identifier,
                file.token(at: index + 4, is: "(")
            {
                type = file.text(index + 3)
            }
            if let type, type.first?.isUppercase == true { bindings[name] = type }
        }
        return bindings
    }
}
