import SwiftScan

/// `--fix` for `missing_import`: inserts `import TipKit` where a person would
/// put it. After the last import outside `#if`; else, when every import sits
/// in an `#if` block (`#if canImport(UIKit)`), after the `#endif` of the last
/// such block, so the new import is unconditional and no block changes
/// meaning; else after the header comment (and a `#!` line), never between a
/// doc comment and its declaration. The file's line endings are kept.
public enum ImportFixer {
    public struct Insertion: Sendable, Equatable {
        public var bytes: [UInt8]
        /// 1-based line of the inserted `import TipKit`.
        public var line: Int
    }

    static let module = "TipKit"

    /// The file with `import TipKit` inserted, or nil when it already imports
    /// TipKit in any form (so a second run changes nothing).
    public static func insertingImport(into bytes: [UInt8]) -> Insertion? {
        let file = SourceFile(path: "", bytes: bytes)
        let imports = importDeclarations(in: file)
        if imports.contains(where: { $0.module == module }) { return nil }
        let lines = Lines(bytes: bytes, starts: file.lineStarts.map(Int.init))
        let structure = Structure(file)

        if let last = imports.last(where: { structure.clauseOf[$0.keyword] < 0 }) {
            return lines.insert(before: last.endLine + 1, blankBefore: false, blankAfter: false)
        }
        if let last = imports.last, let endif = endOfOutermostBlock(around: last.keyword, in: file, structure) {
            return lines.insert(before: Int(file.tokens[endif].line) + 1, blankBefore: false, blankAfter: false)
        }
        let firstCodeLine = file.tokens.first.map { Int($0.line) } ?? lines.count + 1
        if let headerEnd = headerEndLine(file, before: firstCodeLine) {
            if lines.isBlank(headerEnd + 1) {
                return lines.insert(before: headerEnd + 2, blankBefore: false, blankAfter: !lines.isBlank(headerEnd + 2))
            }
            return lines.insert(before: headerEnd + 1, blankBefore: true, blankAfter: headerEnd + 1 <= lines.count)
        }
        return lines.insert(before: 1, blankBefore: false, blankAfter: lines.count >= 1 && !lines.isBlank(1))
    }

    struct ImportDeclaration {
        var keyword: Int
        var module: String
        /// Line of the declaration's last token.
        var endLine: Int
    }

    /// `import M`, `import M.Sub`, `import struct M.T`, with or without attributes.
    static func importDeclarations(in file: SourceFile) -> [ImportDeclaration] {
        let tokens = file.tokens
        var result: [ImportDeclaration] = []
        for index in tokens.indices where tokens[index].kind == .keyword && file.token(tokens[index], is: "import") {
            var next = index + 1
            if next < tokens.count, tokens[next].kind == .keyword, !file.token(tokens[next], is: "import") { next += 1 }
            guard next < tokens.count, tokens[next].kind == .identifier else { continue }
            let module = file.text(next)
            var last = next
            while last + 2 < tokens.count, file.token(tokens[last + 1], is: "."),
                  tokens[last + 2].kind == .identifier || tokens[last + 2].kind == .keyword || tokens[last + 2].kind == .operator {
                last += 2
            }
            result.append(ImportDeclaration(keyword: index, module: module, endLine: Int(tokens[last].line)))
        }
        return result
    }

    /// The `#endif` closing the outermost `#if` around token `index`.
    private static func endOfOutermostBlock(around index: Int, in file: SourceFile, _ structure: Structure) -> Int? {
        guard let outermost = structure.clausePath(ofToken: index).first else { return nil }
        var depth = 1  // inside the clause; `#elseif`/`#else` do not change the depth
        for position in (outermost.directiveToken + 1)..<file.tokens.count where file.tokens[position].kind == .pound {
            if file.token(file.tokens[position], is: "#if") { depth += 1 }
            if file.token(file.tokens[position], is: "#endif") {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return nil
    }

    /// The last line of the header: the leading comments (and `#!` line) that
    /// a blank line separates from what follows. Nil when there is none.
    private static func headerEndLine(_ file: SourceFile, before firstCodeLine: Int) -> Int? {
        var header: Int?
        var groupEnd: Int?
        for comment in file.comments where Int(comment.line) < firstCodeLine {
            let startLine = Int(comment.line)
            let endLine = startLine + file.bytes[Int(comment.start)..<Int(comment.end)].filter { $0 == 0x0A }.count
            if let end = groupEnd, startLine > end + 1 { header = end }
            if file.bytes[Int(comment.start)...].starts(with: Array("#!".utf8)) { header = endLine }
            groupEnd = max(groupEnd ?? endLine, endLine)
        }
        if let end = groupEnd, firstCodeLine > end + 1 { header = end }
        return header
    }
}

/// A file's lines, for inserting one.
private struct Lines {
    let bytes: [UInt8]
    let starts: [Int]

    var count: Int { bytes.last == 0x0A ? starts.count - 1 : starts.count }

    /// The file's line break: CRLF when its first line ends in one.
    var lineBreak: [UInt8] {
        guard let newline = bytes.firstIndex(of: 0x0A) else { return [0x0A] }
        return newline > 0 && bytes[newline - 1] == 0x0D ? [0x0D, 0x0A] : [0x0A]
    }

    func isBlank(_ line: Int) -> Bool {
        guard line >= 1, line <= count else { return false }
        let end = line < starts.count ? starts[line] : bytes.count
        return bytes[starts[line - 1]..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    /// Inserts `import TipKit` as line `line` (1-based; past the end appends).
    func insert(before line: Int, blankBefore: Bool, blankAfter: Bool) -> ImportFixer.Insertion {
        var text: [UInt8] = []
        var offset = bytes.count
        if line <= count {
            offset = starts[line - 1]
        } else if !bytes.isEmpty, bytes.last != 0x0A {
            text += lineBreak  // the last line had no line break of its own
        }
        if blankBefore { text += lineBreak }
        text += Array("import \(ImportFixer.module)".utf8) + lineBreak
        if blankAfter { text += lineBreak }
        var result = bytes
        result.insert(contentsOf: text, at: offset)
        return ImportFixer.Insertion(bytes: result, line: min(line, count + 1) + (blankBefore ? 1 : 0))
    }
}
