import SwiftScan

/// `--fix` for `missing_import`: inserts `import TipKit` where a person would
/// put it, changing no other byte.
///
/// When the code that needs TipKit sits in an `#if` block at file scope (a
/// file-wide `#if os(iOS)` guard, or a block of its own), the import goes
/// inside that block, so other platforms' builds are untouched: after the
/// block's last import, else after the last nested `#if` holding imports,
/// else right after its `#if` line. Otherwise: after the last import outside
/// `#if`; else, when every import sits in an `#if` block (`#if
/// canImport(UIKit)`), after the `#endif` of the last such block; else after
/// the header comment (and a `#!` line), never between a doc comment and its
/// declaration. Never inside a token (a multi-line string or block comment
/// that starts on an import line), never before a byte order mark, and with
/// the file's own line break (LF, CRLF or CR).
///
/// Code that only builds where TipKit exists (inside `#if canImport(TipKit)`
/// in a type or a body, where no import can stand) gets the import under the
/// same condition: `#if canImport(TipKit)`, `import TipKit`, `#endif`.
enum ImportFixer {
    struct Insertion: Sendable, Equatable {
        var bytes: [UInt8]
        /// 1-based line of the inserted `import TipKit`.
        var line: Int
    }

    static let module = "TipKit"

    /// The file with `import TipKit` inserted, or nil when it already imports
    /// TipKit in any form (so a second run changes nothing). `sites` are the
    /// lines of the code that needs TipKit (the finding and its related
    /// locations); without them the import goes where the file's imports are.
    static func insertingImport(into bytes: [UInt8], sites: [Int] = []) -> Insertion? {
        let file = SourceFile(path: "", bytes: bytes)
        let imports = ImportStatement.all(in: file)
        if imports.contains(where: { $0.module == module }) { return nil }
        let blocks = ConditionalBlocks(file)
        let block = blocks.innermostCommonClause(ofLines: sites)
        let lines = Lines(file, guarded: !sites.isEmpty && blocks.needsTipKitGuard(lines: sites, outside: block))

        // Imports directly in the block that holds the code (or outside every block).
        if let last = imports.last(where: { blocks.clause(of: $0.keyword) == block }) {
            return lines.insert(before: last.endLine + 1, blankBefore: false, blankAfter: false)
        }
        // Imports in `#if` blocks inside it: after the `#endif` of the last.
        if let last = imports.last(where: { blocks.isInside($0.keyword, block) }),
            let endif = blocks.endifOfOutermostGroup(around: last.keyword, inside: block)
        {
            return lines.insert(
                before: lines.line(ofOffset: Int(file.tokens[endif].end)) + 1,
                blankBefore: false, blankAfter: false)
        }
        if let block {
            return lines.insert(
                before: blocks.directiveEndLine(of: block, lines) + 1, blankBefore: false, blankAfter: false)
        }
        let firstCodeLine = file.tokens.first.map { Int($0.line) } ?? lines.count + 1
        if let headerEnd = headerEndLine(file, lines, before: firstCodeLine) {
            if lines.isBlank(headerEnd + 1) {
                return lines.insert(
                    before: headerEnd + 2, blankBefore: false, blankAfter: !lines.isBlank(headerEnd + 2))
            }
            return lines.insert(before: headerEnd + 1, blankBefore: true, blankAfter: headerEnd + 1 <= lines.count)
        }
        return lines.insert(before: 1, blankBefore: false, blankAfter: lines.count >= 1 && !lines.isBlank(1))
    }

    /// The last line of the header: the leading comments (and `#!` line) that
    /// a blank line separates from what follows. Nil when there is none.
    private static func headerEndLine(_ file: SourceFile, _ lines: Lines, before firstCodeLine: Int) -> Int? {
        var header: Int?
        var groupEnd: Int?
        for comment in file.comments where Int(comment.line) < firstCodeLine {
            let startLine = Int(comment.line)
            let endLine = lines.line(ofOffset: Int(comment.end) - 1)
            if let end = groupEnd, startLine > end + 1 { header = end }
            if file.bytes[Int(comment.start)...].starts(with: Array("#!".utf8)) { header = endLine }
            groupEnd = max(groupEnd ?? endLine, endLine)
        }
        if let end = groupEnd, firstCodeLine > end + 1 { header = end }
        return header
    }
}

/// The file's `#if` blocks as an import sees them: only blocks at file scope
/// (outside every brace) can hold one.
private struct ConditionalBlocks {
    let file: SourceFile
    let structure: Structure
    /// For each clause: whether its directive stands at file scope.
    private var atFileScope: [Bool] = []
    /// For each `#if` group: the token index of its `#endif`.
    private var endifOfGroup: [Int: Int] = [:]

    init(_ file: SourceFile) {
        self.file = file
        structure = Structure(file)
        var braceDepth = 0
        var nextClause = 0
        var openGroups: [Int] = []
        var groupCount = 0
        for (index, token) in file.tokens.enumerated() {
            while nextClause < structure.clauses.count, structure.clauses[nextClause].directiveToken == index {
                atFileScope.append(braceDepth == 0)
                nextClause += 1
            }
            switch token.kind {
            case .punctuation where file.token(token, is: "{"):
                braceDepth += 1
            case .punctuation where file.token(token, is: "}"):
                braceDepth = max(0, braceDepth - 1)
            case .pound where file.token(token, is: "#if"):
                openGroups.append(groupCount)
                groupCount += 1
            case .pound where file.token(token, is: "#endif"):
                if let group = openGroups.popLast() { endifOfGroup[group] = index }
            default:
                break
            }
        }
    }

    /// The innermost clause of token `index`, or nil outside every block.
    func clause(of index: Int) -> Int? {
        let clause = Int(structure.clauseOf[index])
        return clause >= 0 ? clause : nil
    }

    /// Whether token `index` lies in `clause` or a block nested in it
    /// (anywhere, for nil).
    func isInside(_ index: Int, _ clause: Int?) -> Bool {
        path(ofToken: index).contains(clause ?? -1) || clause == nil
    }

    /// Whether every one of `lines` is in an `#if canImport(TipKit)` clause
    /// while `block` (where the import goes) is in none.
    func needsTipKitGuard(lines: [Int], outside block: Int?) -> Bool {
        let isTipKitGuard = { (clause: Int) in structure.clauses[clause].condition == "canImport(TipKit)" }
        if let block, (pathOfClause(block)).contains(where: isTipKitGuard) { return false }
        return lines.allSatisfy { line in
            guard let token = file.tokens.firstIndex(where: { Int($0.line) >= line }) else { return false }
            return path(ofToken: token).contains(where: isTipKitGuard)
        }
    }

    /// The innermost file-scope clause holding every one of `lines`; nil when
    /// one of them is outside every such clause, or there are no lines.
    func innermostCommonClause(ofLines lines: [Int]) -> Int? {
        var common: [Int]?
        for line in lines {
            guard let token = file.tokens.firstIndex(where: { Int($0.line) >= line }) else { return nil }
            let path = path(ofToken: token).prefix { atFileScope[$0] }
            common = common.map { Array(zip($0, path).prefix { $0 == $1 }.map(\.0)) } ?? Array(path)
        }
        return common?.last
    }

    /// The `#endif` of the outermost `#if` group around token `index` that
    /// lies inside `clause` (inside the file, for nil).
    func endifOfOutermostGroup(around index: Int, inside clause: Int?) -> Int? {
        let path = path(ofToken: index)
        let depth = clause.flatMap { path.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        guard depth < path.count else { return nil }
        return endifOfGroup[structure.clauses[path[depth]].group]
    }

    /// The last line of the directive opening `clause` (a condition may run
    /// on over several lines).
    func directiveEndLine(of clause: Int, _ lines: Lines) -> Int {
        let tokens = file.tokens
        var last = structure.clauses[clause].directiveToken
        while last + 1 < tokens.count, Int(structure.clauseOf[last + 1]) != clause,
            !(tokens[last + 1].kind == .pound && isDirective(tokens[last + 1]))
        {
            last += 1
        }
        return lines.line(ofOffset: Int(tokens[last].end) - 1)
    }

    private func isDirective(_ token: Token) -> Bool {
        file.token(token, is: "#if") || file.token(token, is: "#elseif") || file.token(token, is: "#else")
            || file.token(token, is: "#endif")
    }

    /// The clauses around token `index`, outermost first.
    private func path(ofToken index: Int) -> [Int] { pathOfClause(Int(structure.clauseOf[index])) }

    /// `clause` and the clauses around it, outermost first; empty for -1.
    private func pathOfClause(_ innermost: Int) -> [Int] {
        var path: [Int] = []
        var clause = innermost
        while clause >= 0 {
            path.append(clause)
            clause = structure.clauses[clause].parent
        }
        return path.reversed()
    }
}

/// A file's lines, for inserting the import.
private struct Lines {
    let file: SourceFile
    /// Whether the import goes under `#if canImport(TipKit)`.
    let guarded: Bool
    private var bytes: [UInt8] { file.bytes }
    private var starts: [Int32] { file.lineStarts }

    init(_ file: SourceFile, guarded: Bool) {
        self.file = file
        self.guarded = guarded
    }

    /// Lines with content or a line break; a final empty "line" after the
    /// last line break is not one.
    var count: Int {
        bytes.isEmpty ? 0 : (Int(starts[starts.count - 1]) == bytes.count ? starts.count - 1 : starts.count)
    }

    /// The file's line break: the first one it has (LF, CRLF or CR); LF when none.
    var lineBreak: [UInt8] {
        guard let index = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return [0x0A] }
        guard bytes[index] == 0x0D else { return [0x0A] }
        return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? [0x0D, 0x0A] : [0x0D]
    }

    /// The 1-based line holding byte `offset`.
    func line(ofOffset offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(starts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    func isBlank(_ line: Int) -> Bool {
        guard line >= 1, line <= count else { return false }
        let end = line < starts.count ? Int(starts[line]) : bytes.count
        return bytes[Int(starts[line - 1])..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    /// The token or comment that runs across byte `offset` (a multi-line
    /// string or block comment), if one does.
    private func tokenSpanning(_ offset: Int) -> Token? {
        for tokens in [file.tokens, file.comments] {
            var low = 0, high = tokens.count // first token starting at or after offset
            while low < high {
                let middle = (low + high) / 2
                if Int(tokens[middle].start) < offset { low = middle + 1 } else { high = middle }
            }
            if low > 0, Int(tokens[low - 1].end) > offset { return tokens[low - 1] }
        }
        return nil
    }

    /// Whether `token` runs on to the end of the file (an unclosed block
    /// comment or string): nothing inserted after its start would be code.
    private func runsToTheEnd(_ token: Token) -> Bool { Int(token.end) == bytes.count }

    /// Inserts `import TipKit` as line `line` (1-based; past the end appends),
    /// or, when a token runs across that line's start, after the token's
    /// line; when that token runs to the end of the file, before it.
    func insert(before line: Int, blankBefore: Bool, blankAfter: Bool) -> ImportFixer.Insertion {
        var line = line
        while line <= count, let token = tokenSpanning(Int(starts[line - 1])) {
            if runsToTheEnd(token) { return insert(atStartOf: token) }
            line = self.line(ofOffset: Int(token.end) - 1) + 1
        }
        var text: [UInt8] = []
        var offset = bytes.count
        if line <= count {
            offset = Int(starts[line - 1])
            if offset == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 } // the byte order mark stays first
        } else if let last = bytes.last, last != 0x0A, last != 0x0D {
            text += lineBreak // the last line had no line break of its own
        }
        if blankBefore { text += lineBreak }
        text += statement
        if blankAfter { text += lineBreak }
        var result = bytes
        result.insert(contentsOf: text, at: offset)
        return ImportFixer.Insertion(
            bytes: result, line: min(line, count + 1) + (blankBefore ? 1 : 0) + (guarded ? 1 : 0))
    }

    /// Before the line where `token` starts, or, when that line
    /// starts inside another token, right before `token` on a line of its own.
    private func insert(atStartOf token: Token) -> ImportFixer.Insertion {
        let line = Int(token.line)
        var result = bytes
        if tokenSpanning(Int(starts[line - 1])) == nil {
            result.insert(contentsOf: statement, at: Int(starts[line - 1]))
            return ImportFixer.Insertion(bytes: result, line: line + (guarded ? 1 : 0))
        }
        result.insert(contentsOf: lineBreak + statement, at: Int(token.start))
        return ImportFixer.Insertion(bytes: result, line: line + 1 + (guarded ? 1 : 0))
    }

    /// `import TipKit` and its line break, under `#if canImport(TipKit)` when guarded.
    private var statement: [UInt8] {
        let importLine = Array("import \(ImportFixer.module)".utf8) + lineBreak
        guard guarded else { return importLine }
        return Array("#if canImport(\(ImportFixer.module))".utf8) + lineBreak + importLine + Array("#endif".utf8)
            + lineBreak
    }
}
