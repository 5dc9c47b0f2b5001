/// Reads the tables of a plan or design document: copy tables (Title and Message columns,
/// under a heading that names a view, `### 1. Main View (HomeView)`) and file tables
/// (a File column; `**New:**` in the cell marks a created file).
enum DesignTableReader {
    static func read(_ table: MarkdownTable, under headings: [MarkdownHeading], document: String,
                     into evidence: inout PlanEvidence) {
        if let title = table.column(named: "Title"), let message = table.column(named: "Message") {
            let view = headings.last.flatMap { viewName(in: $0.text) } ?? ""
            let target = table.column(named: "Target")
            for row in table.rows {
                let copy = (title: MarkdownInline.copy(row.cells[title]), message: MarkdownInline.copy(row.cells[message]))
                guard !copy.title.isEmpty || !copy.message.isEmpty else { continue }
                evidence.designCopy.append(DesignCopy(
                    view: view, target: target.map { MarkdownInline.plain(row.cells[$0]) }.flatMap { $0.isEmpty ? nil : $0 },
                    title: copy.title, message: copy.message, source: PlanReference(file: document, line: row.line)))
            }
        }
        if let fileColumn = ["File", "Files", "Path"].lazy.compactMap({ table.column(named: $0) }).first {
            for row in table.rows {
                guard let path = PlanText.swiftPaths(in: row.cells[fileColumn]).first else { continue }
                let source = PlanReference(file: document, line: row.line)
                let isNew = row.cells.enumerated().contains { column, cell in
                    let plain = MarkdownInline.plain(cell).lowercased()
                    return column == fileColumn ? plain.hasPrefix("new") : ["new", "create", "created", "added"].contains(plain)
                }
                evidence.designFiles.append(PlannedFile(path: path, action: isNew ? .create : .modify, source: source))
                evidence.pathMentions.append(PathMention(path: path, origin: .designTable, source: source))
            }
        }
        for row in table.rows {
            for cell in row.cells {
                guard let placement = PlanText.configurePlacement(cell) else { continue }
                evidence.configurePlacements.append(Stated(value: placement, source: PlanReference(file: document, line: row.line)))
            }
        }
    }

    /// The view a heading names: the identifier in its last parentheses (`Main View (HomeView)`),
    /// else its last CamelCase word ending in `View`, `ViewController` or `Screen`.
    static func viewName(in heading: String) -> String? {
        let plain = MarkdownInline.plain(heading)
        if let open = plain.lastIndex(of: "("), let close = plain[open...].firstIndex(of: ")") {
            let inner = plain[plain.index(after: open)..<close].markdownTrimmed
            if isTypeName(inner) { return String(inner) }
        }
        let words = plain.split { !$0.isLetter && !$0.isNumber && $0 != "_" }
        return words.last { word in
            isTypeName(word) && ["View", "ViewController", "Screen"].contains { word.hasSuffix($0) && word.count > $0.count }
        }.map(String.init)
    }

    private static func isTypeName(_ word: Substring) -> Bool {
        guard let first = word.first, first.isUppercase else { return false }
        return word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
