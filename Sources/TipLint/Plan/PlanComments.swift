/// The `<!-- tiplint:… -->` comments of a Markdown plan: `disable RULE…` (to the end, or an
/// `enable`), `disable-next RULE…` (the next line), `enable RULE…`, and `archived` (the whole
/// document is history: not read as a plan, no findings on it).
enum PlanComments {
    static func read(_ text: String, document: String) -> (suppressions: [Suppression], archived: Bool) {
        guard text.containsLiterally("tiplint:") else { return ([], false) }
        var suppressions: [Suppression] = []
        var archived = false
        for (index, line) in MarkdownDocument.lines(of: text).enumerated() {
            guard let open = line.literalRange(of: "<!--"),
                let marker = line[open.upperBound...].literalRange(of: "tiplint:")
            else {
                continue
            }
            var body = line[marker.upperBound...]
            if let close = body.literalRange(of: "-->") { body = body[..<close.lowerBound] }
            var words = body.split { $0 == " " || $0 == "\t" }
            guard let command = words.first else { continue }
            words.removeFirst()
            let scope: Suppression.Scope
            switch command {
            case "archived":
                archived = true
                continue
            case "disable": scope = .disable
            case "enable": scope = .enable
            case "disable-next", "disable:next": scope = .next
            default: continue
            }
            // A reason may follow ` - `.
            let rules = words.prefix { $0 != "-" }.map(String.init)
            let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
            suppressions.append(
                Suppression(
                    scope: scope, rules: rules,
                    location: SourceLocation(file: document, line: index + 1, column: column)))
        }
        return (suppressions, archived)
    }
}
