import SwiftScan

/// Code scanning and annotations want a whole region, while rules report a
/// start position. A finding without an end gets one here: the end of the
/// token (or comment) that starts at its position in a Swift file, else the
/// end of its line. The end column is exclusive, as in SARIF: the column just
/// after the region's last character. Only files holding findings are read,
/// through `read` (absolute path): from disk, or from the version git holds
/// that the findings are about (`--staged`).
public enum FindingRegions {
    public static func completed(
        _ findings: [Finding], workingDirectory: String,
        read: (String) -> FileContents = { FileReader.read($0, limit: FileReader.sourceLimit) }
    ) -> [Finding] {
        var files: [String: LineSource] = [:]
        return findings.map { finding in
            guard finding.endLine == nil || finding.endColumn == nil else { return finding }
            let path = XcodeReporter.absolutePath(finding.file, in: workingDirectory)
            if files[path] == nil { files[path] = LineSource(path: path, contents: read(path).bytes) }
            var completed = finding
            let end = files[path]!.end(line: finding.line, column: finding.column)
            completed.endLine = end.line
            completed.endColumn = end.column
            return completed
        }
    }
}

/// One file's bytes and line starts, and for Swift its tokens and comments.
private struct LineSource {
    private var bytes: [UInt8] = []
    private var lineStarts: [Int] = []
    private var tokens: [Token] = []

    init(path: String, contents: [UInt8]?) {
        guard let contents, String(validating: contents, as: UTF8.self) != nil else { return }
        bytes = contents
        if path.hasSuffix(".swift") {
            let file = SourceFile(path: path, bytes: bytes)
            lineStarts = file.lineStarts.map(Int.init)
            tokens = (file.tokens + file.comments).sorted { $0.start < $1.start }
        } else {
            lineStarts = [0]
            for (offset, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
        }
    }

    /// The exclusive end of the region starting at `line`:`column`; one
    /// character wide when the file or position cannot be read.
    func end(line: Int, column: Int) -> (line: Int, column: Int) {
        let fallback = (line: line, column: column + 1)
        guard line >= 1, line <= lineStarts.count else { return fallback }
        let lineEnd = contentEnd(of: line)
        var offset = lineStarts[line - 1], current = 1
        while offset < lineEnd, current < column {
            offset += 1
            while offset < lineEnd, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            current += 1
        }
        guard current == column, offset < lineEnd else { return fallback }
        var endOffset = lineEnd
        if let index = tokenIndex(startingAt: offset) {
            endOffset = Int(tokens[index].end)
            // `.popoverTip`: a member reference spans its name too.
            if tokens[index].length == 1, bytes[Int(tokens[index].start)] == UInt8(ascii: "."),
                index + 1 < tokens.count, tokens[index + 1].start == tokens[index].end,
                tokens[index + 1].kind == .identifier
            {
                endOffset = Int(tokens[index + 1].end)
            }
        }
        var endLine = line
        while endLine < lineStarts.count, lineStarts[endLine] <= endOffset { endLine += 1 }
        // A token ending with a line break (a `//` comment never does) ends at its line's last character.
        endOffset = min(endOffset, contentEnd(of: endLine))
        return (endLine, self.column(of: endOffset, line: endLine))
    }

    private func contentEnd(of line: Int) -> Int {
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    private func column(of offset: Int, line: Int) -> Int {
        var column = 1
        for index in lineStarts[line - 1]..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return column
    }

    private func tokenIndex(startingAt offset: Int) -> Int? {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count && tokens[low].start == offset ? low : nil
    }
}
