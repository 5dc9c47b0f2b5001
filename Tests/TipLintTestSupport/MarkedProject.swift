import TipLint

/// Where a finding is, or where a `↓` says one must be. Columns count Unicode
/// scalars, as tiplint's do.
public struct SpecLocation: Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public static func < (a: SpecLocation, b: SpecLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// A rule example with its `↓` markers taken out: the files as tiplint
/// reads them and the places findings are expected.
public struct MarkedProject {
    public var files: [RuleExample.File]
    public var config: String?
    public var expected: [SpecLocation]
    /// Where the example is written: a failure is reported there.
    public var exampleFile: StaticString
    public var exampleLine: UInt

    public init(_ example: RuleExample) {
        config = example.config
        exampleFile = example.file
        exampleLine = example.line
        files = []
        expected = []
        for file in example.files {
            var lines: [String] = []
            for (index, line) in Self.lines(of: file.text).enumerated() {
                var clean = ""
                var column = 1
                for scalar in line.unicodeScalars {
                    if Character(scalar) == RuleExample.marker {
                        expected.append(SpecLocation(file: file.path, line: index + 1, column: column))
                    } else {
                        clean.unicodeScalars.append(scalar)
                        column += 1
                    }
                }
                lines.append(clean)
            }
            files.append(
                RuleExample.File(
                    path: file.path, text: lines.joined(separator: "\n"),
                    encoding: file.encoding))
        }
        expected.sort()
    }

    public static func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    public static func isSwift(_ file: RuleExample.File) -> Bool { file.path.hasSuffix(".swift") }
    public static func isPlan(_ file: RuleExample.File) -> Bool { file.path.hasSuffix(".md") }

    /// Where the expected findings of a file are: the marked lines, unique.
    public func markedLines(in path: String) -> Set<Int> { Set(expected.filter { $0.file == path }.map(\.line)) }

    /// The files a variant can edit: Swift read as UTF-8. A file saved in
    /// another encoding is never analysed, so nothing inside it can be
    /// commented out or suppressed.
    public func editableSwift(_ file: RuleExample.File) -> Bool { Self.isSwift(file) && file.encoding == .utf8 }
}

// MARK: - Variants (as SwiftLint checks its examples)
//
// Each variant rewrites a triggering example and says what the rule must then report.
// Commenting out edits Swift only: a plan (`.md`) has no comment that takes one line out
// of the plan and leaves it readable. Suppressions go into Swift and into plans (outside
// their code blocks); multi-byte text goes at the top of both.

extension MarkedProject {
    /// Every marked Swift line turned into a `//` comment: the rule finds
    /// nothing. Nil when a marker is in a plan or an unreadable file (see
    /// above), or on a line that is a comment already (a suppression comment).
    public func commentingOutMarkedLines() -> MarkedProject? {
        let commentable = expected.allSatisfy { location in
            guard let file = files.first(where: { $0.path == location.file }), editableSwift(file) else { return false }
            let code = Self.lines(of: file.text)[location.line - 1].drop { $0 == " " || $0 == "\t" }
            return !code.hasPrefix("//") && !code.hasPrefix("/*")
        }
        guard commentable else { return nil }
        var copy = self
        copy.files = files.map { file in
            let marked = markedLines(in: file.path)
            guard !marked.isEmpty else { return file }
            var lines = Self.lines(of: file.text)
            for line in marked {
                let indentation = Self.indentation(of: lines[line - 1])
                lines[line - 1] = indentation + "// " + lines[line - 1].dropFirst(indentation.count)
            }
            return RuleExample.File(path: file.path, text: lines.joined(separator: "\n"), encoding: file.encoding)
        }
        copy.expected = []
        return copy
    }

    /// A suppression of `ruleID` on the line above every marked line it can
    /// precede: `// tiplint:disable:next` in Swift, `<!-- tiplint:disable-next -->`
    /// in a plan outside its code blocks (inside one it would change the code).
    /// Those findings go; the others stay, moved down by the lines inserted above
    /// them. Nil when no marked line can take a suppression.
    public func disablingMarkedLines(_ ruleID: String) -> MarkedProject? {
        var copy = self
        copy.expected = []
        var suppressed = false
        copy.files = files.map { file in
            let marked = markedLines(in: file.path)
            let fileExpected = expected.filter { $0.file == file.path }
            let comment: String
            if editableSwift(file) {
                comment = "// tiplint:disable:next \(ruleID)"
            } else if Self.isPlan(file) {
                comment = "<!-- tiplint:disable-next \(ruleID) -->"
            } else {
                copy.expected += fileExpected
                return file
            }
            let fenced = Self.isPlan(file) ? Self.fencedLines(of: file.text) : []
            var lines: [String] = []
            var newLine: [Int: Int] = [:]
            var silenced = Set<Int>()
            for (index, line) in Self.lines(of: file.text).enumerated() {
                if marked.contains(index + 1) && !fenced.contains(index + 1) {
                    lines.append(Self.indentation(of: line) + comment)
                    silenced.insert(index + 1)
                }
                lines.append(line)
                newLine[index + 1] = lines.count
            }
            suppressed = suppressed || !silenced.isEmpty
            copy.expected += fileExpected.filter { !silenced.contains($0.line) }.map {
                SpecLocation(file: $0.file, line: newLine[$0.line]!, column: $0.column)
            }
            return RuleExample.File(path: file.path, text: lines.joined(separator: "\n"), encoding: file.encoding)
        }
        copy.expected.sort()
        return suppressed ? copy : nil
    }

    /// The lines of a Markdown text inside fenced code blocks, fences included.
    public static func fencedLines(of text: String) -> Set<Int> {
        var fenced = Set<Int>()
        var fence: String?
        for (index, line) in lines(of: text).enumerated() {
            let trimmed = line.drop { $0 == " " }
            let run = String(trimmed.prefix { $0 == "`" || $0 == "~" })
            if let open = fence {
                fenced.insert(index + 1)
                if run.count >= open.count && run.first == open.first
                    && trimmed.dropFirst(run.count).allSatisfy(\.isWhitespace)
                {
                    fence = nil
                }
            } else if run.count >= 3 {
                fence = run
                fenced.insert(index + 1)
            }
        }
        return fenced
    }

    /// The multi-byte text that shifts lines and columns.
    public static let multiByteText = "Привет, 世界 👋"

    /// A comment line of multi-byte text at the top of every Swift file and
    /// plan, and a multi-byte block comment at the start of each marked Swift
    /// line (after its indentation; not before a `#` directive, which must
    /// start its line): findings move down one line and, on a line that got
    /// the comment, right by the comment's length.
    public func insertingMultiByteText() -> MarkedProject {
        var copy = self
        let blockComment = "/* \(Self.multiByteText) */ "
        var shifted: [SpecLocation] = []
        copy.files = files.map { file in
            let fileExpected = expected.filter { $0.file == file.path }
            if Self.isPlan(file) {
                shifted += fileExpected.map { SpecLocation(file: $0.file, line: $0.line + 1, column: $0.column) }
                return RuleExample.File(path: file.path, text: "<!-- \(Self.multiByteText) -->\n" + file.text)
            }
            guard editableSwift(file) else {
                shifted += fileExpected
                return file
            }
            var lines = Self.lines(of: file.text)
            var commented = Set<Int>()
            for line in markedLines(in: file.path) {
                let indentation = Self.indentation(of: lines[line - 1])
                let rest = lines[line - 1].unicodeScalars.dropFirst(indentation.unicodeScalars.count)
                guard let first = rest.first, first != "#" else { continue }
                lines[line - 1] = indentation + blockComment + String(rest)
                commented.insert(line)
            }
            for location in fileExpected {
                let moved = commented.contains(location.line) ? blockComment.unicodeScalars.count : 0
                shifted.append(SpecLocation(file: file.path, line: location.line + 1, column: location.column + moved))
            }
            return RuleExample.File(
                path: file.path, text: "// \(Self.multiByteText)\n" + lines.joined(separator: "\n"),
                encoding: file.encoding)
        }
        copy.expected = shifted.sorted()
        return copy
    }

    public static func indentation(of line: String) -> String {
        String(line.prefix { $0 == " " || $0 == "\t" })
    }
}
