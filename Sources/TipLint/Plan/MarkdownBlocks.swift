import SwiftScan

/// A Markdown document read block by block, as the plan reader needs it: headings,
/// fenced code blocks, tables, list items and prose lines, each with its 1-based line.
///
/// Not a full CommonMark parser: inline markup is left in the text, and nesting is
/// flattened (a fence inside a list item is a code block like any other). It never
/// fails: an unterminated fence runs to the end, ragged table rows are padded or cut,
/// CRLF and CR line ends and a leading BOM are accepted, and every step is linear in
/// the input, so huge lines cost no more than their length.
struct MarkdownDocument {
    var blocks: [MarkdownBlock]
    /// The number of lines: where a task that runs to the end of the document ends.
    var lineCount: Int

    init(_ text: String) {
        let lines = MarkdownDocument.lines(of: text)
        var parser = MarkdownBlockParser(lines: lines)
        blocks = parser.parse()
        lineCount = lines.count
    }

    /// The lines of `text`, without their line ends and without a leading BOM.
    static func lines(of text: String) -> [Substring] {
        var text = Substring(text)
        if text.unicodeScalars.first == "\u{FEFF}" { text = Substring(text.unicodeScalars.dropFirst()) }
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(text[start..<index])
                var next = utf8.index(after: index)
                if byte == UInt8(ascii: "\r"), next != utf8.endIndex, utf8[next] == UInt8(ascii: "\n") {
                    next = utf8.index(after: next)
                }
                start = next
                index = next
            } else {
                index = utf8.index(after: index)
            }
        }
        if start != utf8.endIndex { lines.append(text[start...]) }
        return lines
    }
}

enum MarkdownBlock: Equatable {
    case heading(MarkdownHeading)
    case code(MarkdownCodeBlock)
    case table(MarkdownTable)
    /// A list item's first line, without its marker (`- `, `1. `, `- [ ] `); its box in `checked`.
    case listItem(MarkdownLine)
    /// A prose line (paragraph or lazy continuation), blockquote markers removed.
    case text(MarkdownLine)
}

extension MarkdownBlock {
    /// The line the block starts on.
    var line: Int {
        switch self {
        case .heading(let heading): return heading.line
        case .code(let code): return code.line
        case .table(let table): return table.line
        case .listItem(let line), .text(let line): return line.line
        }
    }

    /// The heading the block is, nil for any other block.
    var heading: MarkdownHeading? {
        if case .heading(let heading) = self { return heading }
        return nil
    }

    /// Whether the block's text names TipKit (a code block's or a table's included).
    var namesTipKit: Bool {
        switch self {
        case .heading(let heading): return heading.text.containsLiterally("TipKit")
        case .code(let code): return code.text.containsLiterally("TipKit")
        case .table(let table):
            return (table.header + table.rows.flatMap(\.cells)).contains { $0.containsLiterally("TipKit") }
        case .listItem(let line), .text(let line): return line.text.containsLiterally("TipKit")
        }
    }
}

struct MarkdownLine: Equatable {
    var text: String
    var line: Int
    /// Columns before the text or the list marker (a tab counts 4): how deep a list item is nested.
    var indent: Int = 0
    /// A task list item's box: false for `[ ]`, true for `[x]` or `[X]`; nil for other lines.
    var checked: Bool? = nil
}

struct MarkdownHeading: Equatable {
    var level: Int
    var text: String
    var line: Int
}

struct MarkdownCodeBlock: Equatable {
    /// The first word of the info string, lowercased (`swift`, `bash`); "" when none.
    var language: String
    /// The content lines joined with `\n`, the fence's indentation removed.
    var text: String
    /// The line of the opening fence; content starts on the next line.
    var line: Int
    var isTerminated: Bool

    var contentLine: Int { line + 1 }
}

struct MarkdownTable: Equatable {
    /// Header cells, inline markup kept, trimmed.
    var header: [String]
    /// Body rows, each with exactly `header.count` cells.
    var rows: [MarkdownTableRow]
    /// The line of the header row.
    var line: Int

    /// The index of the column whose header, stripped of markup, is `name` (any case).
    func column(named name: String) -> Int? {
        header.firstIndex { MarkdownInline.plain($0).lowercased() == name.lowercased() }
    }
}

struct MarkdownTableRow: Equatable {
    var cells: [String]
    var line: Int
}

/// The line-by-line block reader behind `MarkdownDocument`.
private struct MarkdownBlockParser {
    let lines: [Substring]
    var blocks: [MarkdownBlock] = []

    init(lines: [Substring]) { self.lines = lines }

    mutating func parse() -> [MarkdownBlock] {
        var index = 0
        // Whether the previous line was a prose line, so `---`/`===` under it makes a heading.
        var afterProse = false
        while index < lines.count {
            let line = MarkdownBlockParser.stripBlockquote(lines[index])
            let number = index + 1
            if let fence = Fence(opening: line) {
                index = readCode(fence, from: index)
                afterProse = false
                continue
            }
            let trimmed = line.markdownTrimmed
            if trimmed.isEmpty {
                afterProse = false
                index += 1
                continue
            }
            // An HTML comment (`<!-- tiplint:disable-next … -->`) is no block: a list or a paragraph
            // goes on past it. One that opens without closing runs to its `-->`.
            if trimmed.hasPrefix("<!--") {
                index = MarkdownBlockParser.endOfComment(from: index, in: lines)
                continue
            }
            if afterProse, let level = MarkdownBlockParser.setextLevel(trimmed), case .text(let prose)? = blocks.last {
                blocks[blocks.count - 1] = .heading(MarkdownHeading(level: level, text: prose.text, line: prose.line))
                afterProse = false
                index += 1
                continue
            }
            afterProse = false
            if let heading = MarkdownBlockParser.atxHeading(line, number: number) {
                blocks.append(.heading(heading))
                index += 1
                continue
            }
            if MarkdownBlockParser.isThematicBreak(trimmed) {
                index += 1
                continue
            }
            if index + 1 < lines.count, trimmed.utf8.contains(UInt8(ascii: "|")),
                let columns = MarkdownBlockParser.delimiterColumns(
                    MarkdownBlockParser.stripBlockquote(lines[index + 1]))
            {
                index = readTable(from: index, columns: columns)
                continue
            }
            let indent = MarkdownBlockParser.indentation(of: line)
            if let item = MarkdownBlockParser.listItem(line) {
                blocks.append(
                    .listItem(
                        MarkdownLine(text: String(item.text), line: number, indent: indent, checked: item.checked)))
                index += 1
                continue
            }
            blocks.append(.text(MarkdownLine(text: String(trimmed), line: number, indent: indent)))
            afterProse = true
            index += 1
        }
        return blocks
    }

    /// Reads a fenced block opened at `start`; returns the index after its closing fence.
    private mutating func readCode(_ fence: Fence, from start: Int) -> Int {
        var content: [Substring] = []
        var index = start + 1
        var terminated = false
        while index < lines.count {
            let line = MarkdownBlockParser.stripBlockquote(lines[index])
            if fence.isClosed(by: line) {
                terminated = true
                index += 1
                break
            }
            content.append(MarkdownBlockParser.removeIndent(line, upTo: fence.indent))
            index += 1
        }
        blocks.append(
            .code(
                MarkdownCodeBlock(
                    language: fence.language, text: content.joined(separator: "\n"),
                    line: start + 1, isTerminated: terminated)))
        return index
    }

    /// Reads a table whose header is at `start` (its delimiter row on the next line).
    private mutating func readTable(from start: Int, columns: Int) -> Int {
        let header = MarkdownBlockParser.cells(of: MarkdownBlockParser.stripBlockquote(lines[start]))
        let width = max(header.count, columns)
        func fitted(_ cells: [String]) -> [String] {
            cells.count >= width ? Array(cells.prefix(width)) : cells + Array(repeating: "", count: width - cells.count)
        }
        var rows: [MarkdownTableRow] = []
        var index = start + 2
        while index < lines.count {
            let line = MarkdownBlockParser.stripBlockquote(lines[index])
            let trimmed = line.markdownTrimmed
            if trimmed.isEmpty || !trimmed.utf8.contains(UInt8(ascii: "|")) || Fence(opening: line) != nil { break }
            rows.append(MarkdownTableRow(cells: fitted(MarkdownBlockParser.cells(of: line)), line: index + 1))
            index += 1
        }
        blocks.append(.table(MarkdownTable(header: fitted(header), rows: rows, line: start + 1)))
        return index
    }

    // MARK: Line shapes

    /// The index after the HTML comment opened on line `start`.
    private static func endOfComment(from start: Int, in lines: [Substring]) -> Int {
        var index = start
        var text = lines[start].markdownTrimmed.dropFirst(4)
        while index < lines.count {
            WorkMeter.count()
            if text.containsLiterally("-->") { return index + 1 }
            index += 1
            if index < lines.count { text = lines[index][...] }
        }
        return index
    }

    /// The line without its `>` markers (each after at most three spaces, and
    /// with one space after it). One pass: a line of 75,000 nested `>`s costs
    /// its length, not its square.
    private static func stripBlockquote(_ line: Substring) -> Substring {
        let bytes = line.utf8
        var rest = bytes.startIndex
        while true {
            var marker = rest
            var spaces = 0
            while marker != bytes.endIndex, bytes[marker] == UInt8(ascii: " "), spaces <= 3 {
                marker = bytes.index(after: marker)
                spaces += 1
            }
            WorkMeter.count(spaces + 1)
            guard spaces <= 3, marker != bytes.endIndex, bytes[marker] == UInt8(ascii: ">") else {
                return line[rest...]
            }
            rest = bytes.index(after: marker)
            if rest != bytes.endIndex, bytes[rest] == UInt8(ascii: " ") { rest = bytes.index(after: rest) }
        }
    }

    private static func atxHeading(_ line: Substring, number: Int) -> MarkdownHeading? {
        let body = line.drop { $0 == " " }
        guard line.count - body.count <= 3 else { return nil }
        let hashes = body.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count) else { return nil }
        let rest = body.dropFirst(hashes.count)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        var text = rest.markdownTrimmed
        // A closing run of #s preceded by a space is not part of the text.
        let closing = text.reversed().prefix { $0 == "#" }.count
        if closing > 0 {
            let before = text.dropLast(closing)
            if before.isEmpty || before.last == " " || before.last == "\t" { text = before.markdownTrimmed }
        }
        return MarkdownHeading(level: hashes.count, text: String(text), line: number)
    }

    private static func setextLevel(_ trimmed: Substring) -> Int? {
        if trimmed.allSatisfy({ $0 == "=" }) { return 1 }
        if trimmed.count >= 2, trimmed.allSatisfy({ $0 == "-" }) { return 2 }
        return nil
    }

    private static func isThematicBreak(_ trimmed: Substring) -> Bool {
        guard let mark = trimmed.first, mark == "-" || mark == "*" || mark == "_" else { return false }
        var count = 0
        for character in trimmed {
            if character == mark { count += 1 } else if character != " " && character != "\t" { return false }
        }
        return count >= 3
    }

    /// Leading columns of a line, a tab counting 4.
    private static func indentation(of line: Substring) -> Int {
        var columns = 0
        for character in line {
            if character == " " { columns += 1 } else if character == "\t" { columns += 4 } else { break }
        }
        return columns
    }

    /// The text of a list item after its marker and an optional task box, and the box's state; nil for other lines.
    private static func listItem(_ line: Substring) -> (text: Substring, checked: Bool?)? {
        let body = line.drop { $0 == " " || $0 == "\t" }
        var rest: Substring
        if let first = body.first, first == "-" || first == "*" || first == "+" {
            rest = body.dropFirst()
        } else {
            let digits = body.prefix { $0.isASCII && $0.isNumber }
            guard (1...9).contains(digits.count) else { return nil }
            rest = body.dropFirst(digits.count)
            guard let delimiter = rest.first, delimiter == "." || delimiter == ")" else { return nil }
            rest = rest.dropFirst()
        }
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        rest = rest.markdownTrimmed
        var checked: Bool?
        for (box, state) in [("[ ]", false), ("[x]", true), ("[X]", true)] where rest.hasPrefix(box) {
            let after = rest.dropFirst(box.count)
            guard after.isEmpty || after.first == " " || after.first == "\t" else { continue }
            rest = after.markdownTrimmed
            checked = state
        }
        return (rest, checked)
    }

    /// The number of columns of a GFM delimiter row (`|---|:--:|`), or nil when it is not one.
    private static func delimiterColumns(_ line: Substring) -> Int? {
        let trimmed = line.markdownTrimmed
        // Without a pipe the line is one cell: a setext underline or a break (below).
        guard trimmed.utf8.contains(UInt8(ascii: "-")), trimmed.utf8.contains(UInt8(ascii: "|")) else { return nil }
        var cells = trimmed.utf8.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false).map {
            Substring($0).markdownTrimmed
        }
        if trimmed.first == "|" { cells.removeFirst() }
        if trimmed.count > 1, trimmed.last == "|" { cells.removeLast() }
        guard !cells.isEmpty else { return nil }
        // Without outer pipes a single cell would be a setext underline or a break, not a table.
        if cells.count == 1 && trimmed.first != "|" { return nil }
        for cell in cells {
            var body = cell
            if body.first == ":" { body = body.dropFirst() }
            if body.last == ":" { body = body.dropLast() }
            guard !body.isEmpty, body.allSatisfy({ $0 == "-" }) else { return nil }
        }
        return cells.count
    }

    /// A table row's cells, trimmed; `\|` is a literal pipe.
    private static func cells(of line: Substring) -> [String] {
        let trimmed = line.markdownTrimmed
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in trimmed {
            if escaped {
                if character != "|" { current.append("\\") }
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        cells.append(current)
        if trimmed.first == "|", !cells.isEmpty { cells.removeFirst() }
        if trimmed.count > 1, trimmed.last == "|", !trimmed.hasSuffix("\\|"), !cells.isEmpty { cells.removeLast() }
        return cells.map { String(Substring($0).markdownTrimmed) }
    }

    private static func removeIndent(_ line: Substring, upTo count: Int) -> Substring {
        var rest = line
        var removed = 0
        while removed < count, rest.first == " " {
            rest = rest.dropFirst()
            removed += 1
        }
        return rest
    }
}

/// An opening code fence: ``` or ~~~ (three or more), up to any indentation.
private struct Fence {
    var character: Character
    var length: Int
    var indent: Int
    var language: String

    init?(opening line: Substring) {
        let body = line.drop { $0 == " " }
        guard let first = body.first, first == "`" || first == "~" else { return nil }
        let run = body.prefix { $0 == first }
        guard run.count >= 3 else { return nil }
        let info = body.dropFirst(run.count).markdownTrimmed
        // A backtick fence's info string cannot hold a backtick (it would be inline code).
        if first == "`" && info.contains("`") { return nil }
        character = first
        length = run.count
        indent = line.count - body.count
        language = info.prefix { $0 != " " && $0 != "\t" && $0 != "{" && $0 != "," }.lowercased()
    }

    func isClosed(by line: Substring) -> Bool {
        let body = line.drop { $0 == " " }
        let run = body.prefix { $0 == character }
        return run.count >= length && body.dropFirst(run.count).markdownTrimmed.isEmpty
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    var markdownTrimmed: Substring {
        let start = drop { $0 == " " || $0 == "\t" }
        var end = start.endIndex
        while end > start.startIndex {
            let before = start.index(before: end)
            guard start[before] == " " || start[before] == "\t" else { break }
            end = before
        }
        return start[start.startIndex..<end]
    }
}
