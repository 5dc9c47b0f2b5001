import SwiftScan

/// What analysing one file gave: its facts, or why it could not be read.
struct FileOutcome: Sendable {
    var facts: FileFacts?
    var unreadable: (path: String, reason: String)?
    /// Only the facts every run needs were extracted (see `FileAnalyzer.Extraction`).
    var isPartial = false
}

/// Reads, tokenizes and extracts one file. The tokens are dropped on return.
enum FileAnalyzer {
    enum Extraction {
        /// Every extractor.
        case full
        /// Every extractor when the file names a tip system's API
        /// (`ExtractionTriggers`); otherwise only what every run needs — lex
        /// diagnostics, suppressions, imports — and the outcome is partial.
        case whenTriggered
    }

    static func analyze(path: String, extraction: Extraction = .full,
                        read: (String) -> FileContents = FileContents.read) -> FileOutcome {
        let bytes: [UInt8]
        switch read(path) {
        case .bytes(let contents): bytes = contents
        case .failure(let reason): return FileOutcome(unreadable: (path, "cannot be read (\(reason))"))
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return FileOutcome(unreadable: (path, "is not valid UTF-8"))
        }
        if extraction == .whenTriggered && !ExtractionTriggers.mentioned(in: bytes) {
            return FileOutcome(facts: commonFacts(SourceFile(path: path, bytes: bytes)), isPartial: true)
        }
        return FileOutcome(facts: facts(path: path, bytes: bytes))
    }

    /// The facts of in-memory source, for tests and the plan reader.
    static func facts(path: String, bytes: [UInt8]) -> FileFacts {
        let file = SourceFile(path: path, bytes: bytes)
        var facts = commonFacts(file, withImports: false)
        let parsed = ParsedSwift(file)
        TipKitExtractor.extract(parsed, into: &facts)
        ViewHierarchyExtractor.extract(parsed, into: &facts.hierarchy)
        TooltipExtractor.extract(parsed, into: &facts.tooltip)
        TutorialExtractor.extract(parsed, into: &facts.tutorial)
        return facts
    }

    /// What every run needs of a file: its lines, lex diagnostics, suppressions
    /// and (unless the TipKit extractor will read them) its imports.
    private static func commonFacts(_ file: SourceFile, withImports: Bool = true) -> FileFacts {
        var facts = FileFacts(path: file.path)
        facts.lineCount = file.lineStarts.count
        facts.lexDiagnostics = file.diagnostics.map {
            LexFinding(message: $0.message, location: SourceLocation(
                file: file.path, line: Int($0.line), column: file.characterColumn(ofOffset: $0.offset, line: $0.line)))
        }
        facts.suppressions = SuppressionParser.parse(file)
        if withImports { ImportRecognizer.recognize(ParsedSwift(file), into: &facts) }
        return facts
    }
}
