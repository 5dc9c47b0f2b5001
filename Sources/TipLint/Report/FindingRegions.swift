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
            let path = PathText.absolute(finding.file, in: workingDirectory)
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
    /// Where the last region started. Findings come sorted by line and
    /// column: the next one on that line walks on from here, not from the
    /// line's start (40,000 findings on one long line).
    private var cursor = (line: 0, column: 0, offset: 0)
    /// The characters of one line, counted once for every region ending there.
    private var lineLength = (line: 0, characters: 0)

    init(path: String, contents: [UInt8]?) {
        guard let contents, String(validating: contents, as: UTF8.self) != nil else { return }
        bytes = contents
        if path.hasSuffix(".swift") {
            let file = SourceFile(path: path, bytes: bytes)
            lineStarts = file.lineStarts.map(Int.init)
            tokens = Self.merged(file.tokens, file.comments)
        } else {
            lineStarts = [0]
            for (offset, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
        }
    }

    /// Tokens and comments, each in file order, as one array in file order: no concatenated copy to
    /// sort (a 10 MB file of comments is hundreds of thousands of them).
    private static func merged(_ tokens: [Token], _ comments: [Token]) -> [Token] {
        var result: [Token] = []
        result.reserveCapacity(tokens.count + comments.count)
        var next = (token: 0, comment: 0)
        while next.token < tokens.count || next.comment < comments.count {
            if next.comment == comments.count
                || next.token < tokens.count && tokens[next.token].start < comments[next.comment].start
            {
                result.append(tokens[next.token])
                next.token += 1
            } else {
                result.append(comments[next.comment])
                next.comment += 1
            }
        }
        return result
    }

    /// The exclusive end of the region starting at `line`:`column`; one
    /// character wide when the file or position cannot be read.
    mutating func end(line: Int, column: Int) -> (line: Int, column: Int) {
        let fallback = (line: line, column: column + 1)
        guard line >= 1, line <= lineStarts.count else { return fallback }
        let lineEnd = contentEnd(of: line)
        var offset = lineStarts[line - 1], current = 1
        if cursor.line == line, cursor.column <= column { (offset, current) = (cursor.offset, cursor.column) }
        while offset < lineEnd, current < column {
            WorkMeter.count()
            offset += 1
            while offset < lineEnd, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            current += 1
        }
        cursor = (line, current, offset)
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
        if endLine == line, endOffset == lineEnd { return (line, characters(ofLine: line) + 1) }
        if endLine == line { return (line, column + characters(from: offset, to: endOffset)) }
        return (endLine, characters(from: lineStarts[endLine - 1], to: endOffset) + 1)
    }

    private mutating func characters(ofLine line: Int) -> Int {
        if lineLength.line != line {
            lineLength = (line, characters(from: lineStarts[line - 1], to: contentEnd(of: line)))
        }
        return lineLength.characters
    }

    private func contentEnd(of line: Int) -> Int {
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The characters (UTF-8 lead bytes) in `start..<end`.
    private func characters(from start: Int, to end: Int) -> Int {
        var count = 0
        for index in start..<end where bytes[index] & 0xC0 != 0x80 {
            WorkMeter.count()
            count += 1
        }
        return count
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
