import Foundation
import SwiftScan

/// What analysing one file gave: its facts, or why it could not be read.
struct FileOutcome: Sendable {
    var facts: FileFacts?
    var unreadable: (path: String, reason: String)?
}

/// Reads, tokenizes and extracts one file. The tokens are dropped on return.
enum FileAnalyzer {
    static func analyze(path: String) -> FileOutcome {
        guard let data = FileManager.default.contents(atPath: path) else {
            return FileOutcome(unreadable: (path, "cannot be read"))
        }
        let bytes = [UInt8](data)
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return FileOutcome(unreadable: (path, "is not valid UTF-8"))
        }
        return FileOutcome(facts: facts(path: path, bytes: bytes))
    }

    /// The facts of in-memory source, for tests and the plan reader.
    static func facts(path: String, bytes: [UInt8]) -> FileFacts {
        let file = SourceFile(path: path, bytes: bytes)
        var facts = FileFacts(path: path)
        facts.lineCount = file.lineStarts.count
        facts.lexDiagnostics = file.diagnostics.map {
            LexFinding(message: $0.message, location: SourceLocation(
                file: path, line: Int($0.line), column: file.characterColumn(ofOffset: $0.offset, line: $0.line)))
        }
        facts.suppressions = SuppressionParser.parse(file)
        let parsed = ParsedSwift(file)
        TipKitExtractor.extract(parsed, into: &facts)
        ViewHierarchyExtractor.extract(parsed, into: &facts.hierarchy)
        TooltipExtractor.extract(parsed, into: &facts.tooltip)
        TutorialExtractor.extract(parsed, into: &facts.tutorial)
        return facts
    }
}
