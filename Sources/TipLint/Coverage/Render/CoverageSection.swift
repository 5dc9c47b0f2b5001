/// A report section for a tip system other than TipKit (the tooltip manager,
/// TutorialKit), written once and rendered by the text, Markdown and HTML
/// reports alike: a title, a summary line, and tables of cells.
struct CoverageSection {
    struct Table {
        /// The HTML table's id.
        var id: String
        var title: String
        var header: [String]
        var rows: [Row]
        /// What the HTML filter calls rows that are fine, and rows that are not.
        var okLabel: String
        var problemLabel: String
    }

    struct Row {
        var isOK: Bool
        var cells: [Cell]
    }

    /// A cell: fragments in order; `.lineBreak` separates the items of a list.
    typealias Cell = [Fragment]

    enum Fragment: Hashable {
        case text(String)
        /// An id, element, trigger or type name.
        case code(String)
        /// `path:line`.
        case path(String)
        /// A ✓ or ✗ with its words.
        case status(Bool, String)
        case lineBreak
    }

    var title: String
    var summary: String
    var tables: [Table]

    /// The sections of the systems a coverage holds, in the spec's order.
    static func sections(of coverage: Coverage) -> [CoverageSection] {
        [coverage.tooltip.map(tooltip), coverage.tutorial.map(tutorial)].compactMap { $0 }
    }
}

// MARK: Text

extension TextCoverageRenderer {
    /// Each table row as a block: its first cell as a heading, the others as
    /// `label  value` lines, list items one per line.
    func systemLines(_ coverage: Coverage) -> [String] {
        var lines: [String] = []
        for section in CoverageSection.sections(of: coverage) {
            lines += ["", bold(section.title) + ": " + text(section.summary)]
            for table in section.tables where !table.rows.isEmpty {
                lines += ["", "  " + table.title]
                let width = table.header.dropFirst().map(\.count).max() ?? 0
                for row in table.rows {
                    lines.append("    " + items(row.cells[0]).joined(separator: ", "))
                    for (label, cell) in zip(table.header.dropFirst(), row.cells.dropFirst()) {
                        let values = items(cell)
                        let padded = label + String(repeating: " ", count: width - label.count)
                        lines.append("      \(padded)  \(values.first ?? "")")
                        lines += values.dropFirst().map { "      " + String(repeating: " ", count: width) + "  " + $0 }
                    }
                }
            }
        }
        return lines
    }

    private func items(_ cell: CoverageSection.Cell) -> [String] {
        var items = [""]
        for fragment in cell {
            switch fragment {
            case .text(let value), .code(let value), .path(let value): items[items.count - 1] += text(value)
            case .status(let ok, let words):
                items[items.count - 1] += ok ? color("✓ " + text(words), code: 32) : color("✗ " + text(words), code: 31)
            case .lineBreak: items.append("")
            }
        }
        return items
    }
}

// MARK: Markdown

extension MarkdownCoverageRenderer {
    func systemBlocks(_ coverage: Coverage) -> [String] {
        CoverageSection.sections(of: coverage).flatMap { section in
            ["## \(markdown(section.title))", markdown(section.summary)]
                + section.tables.flatMap { table -> [String] in
                    guard !table.rows.isEmpty else { return [] }
                    return self.table(
                        title: markdown(table.title), header: table.header.map(markdown), alignments: nil,
                        rows: table.rows.map { $0.cells.map(cell) })
                }
        }
    }

    private func cell(_ cell: CoverageSection.Cell) -> String {
        cell.map { fragment in
            switch fragment {
            case .text(let value): return markdown(value)
            case .code(let value), .path(let value): return code(value)
            case .status(let ok, let words): return (ok ? "✅ " : "❌ ") + markdown(words)
            case .lineBreak: return "<br>"
            }
        }.joined()
    }
}

// MARK: HTML

extension HTMLCoverageRenderer {
    func systemSections(_ coverage: Coverage) -> [String] {
        CoverageSection.sections(of: coverage).flatMap { section in
            ["<section><h2>\(html(section.title))</h2><p class=\"meta\">\(html(section.summary))</p></section>"]
                + section.tables.compactMap { table -> String? in
                    guard !table.rows.isEmpty else { return nil }
                    let rows = table.rows.map { row in
                        let status = row.isOK ? "held" : "failed"
                        let cells = zip(table.header, row.cells).map { label, cell in
                            "<td data-label=\"\(html(label))\" class=\"long\">\(self.cell(cell))</td>"
                        }
                        return "<tr data-status=\"\(status)\">\(cells.joined())</tr>"
                    }
                    return self.table(
                        id: table.id, title: "\(html(table.title)) (\(table.rows.count))",
                        header: table.header.map(html), rows: rows,
                        statuses: [("held", table.okLabel), ("failed", table.problemLabel)])
                }
        }
    }

    private func cell(_ cell: CoverageSection.Cell) -> String {
        cell.map { fragment in
            switch fragment {
            case .text(let value): return html(value)
            case .code(let value): return "<code>\(html(value))</code>"
            case .path(let value): return placeText(value)
            case .status(let ok, let words):
                return "<span class=\"status \(ok ? "held" : "failed")\">\(ok ? "✓" : "✗") \(html(words))</span>"
            case .lineBreak: return "<br>"
            }
        }.joined()
    }
}
