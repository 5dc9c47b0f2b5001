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
        /// diagnostics and suppressions — and the outcome is partial. (Its
        /// imports are not needed: `import TipKit` and `import TutorialKit`
        /// name trigger words, and nothing else reads imports unless a tip
        /// system is in use, when the second pass extracts everything.)
        case whenTriggered
    }

    static func analyze(
        path: String, extraction: Extraction = .full,
        read: (String) -> FileContents = { FileReader.read($0, limit: FileReader.sourceLimit) }
    )
        -> FileOutcome
    {
        let bytes: [UInt8]
        switch read(path) {
        case .bytes(let contents): bytes = contents
        case .failure(let reason):
            // Foundation lists a name that is not UTF-8 with U+FFFD in place of its bytes: no such file.
            let why = path.contains("\u{FFFD}") ? "its name is not valid UTF-8" : reason
            return FileOutcome(unreadable: (path, "cannot be read (\(why))"))
        }
        guard UTF8Validation.firstInvalidOffset(in: bytes) == nil else {
            return FileOutcome(unreadable: (path, "is not valid UTF-8"))
        }
        if extraction == .whenTriggered && !ExtractionTriggers.mentioned(in: bytes) {
            // Only lex diagnostics and suppressions are wanted: when no comment
            // can hold a suppression and the screen proves it lexes cleanly,
            // the file has neither and need not be tokenized.
            if !SuppressionParser.mayHoldMarker(bytes) && LexScreen.provesClean(bytes) {
                return FileOutcome(facts: FileFacts(path: path), isPartial: true)
            }
            return FileOutcome(facts: commonFacts(SourceFile(path: path, bytes: bytes)), isPartial: true)
        }
        return FileOutcome(facts: facts(path: path, bytes: bytes))
    }

    /// The facts of in-memory source, for tests and the plan reader.
    static func facts(path: String, bytes: [UInt8]) -> FileFacts {
        let file = SourceFile(path: path, bytes: bytes)
        var facts = commonFacts(file)
        let parsed = ParsedSwift(file)
        TipKitExtractor.extract(parsed, into: &facts)
        PackageManifestRecognizer.recognize(parsed, into: &facts)
        ViewHierarchyExtractor.extract(parsed, into: &facts.hierarchy)
        TooltipExtractor.extract(parsed, into: &facts.tooltip)
        TutorialExtractor.extract(parsed, into: &facts.tutorial)
        return facts
    }

    /// The most lex errors reported for one file; the rest are counted in
    /// one more ("… and N more lex errors"). A file of NUL bytes has one per byte.
    static let lexDiagnosticLimit = 100

    /// What every run needs of a file: its lex diagnostics and suppressions.
    private static func commonFacts(_ file: SourceFile) -> FileFacts {
        var facts = FileFacts(path: file.path)
        facts.lexDiagnostics = lexFindings(file)
        facts.suppressions = SuppressionParser.parse(file)
        return facts
    }

    /// The first `lexDiagnosticLimit` diagnostics in the file's order, and one
    /// that counts the others, at the first of them.
    private static func lexFindings(_ file: SourceFile) -> [LexFinding] {
        // The lexer reports some out of order (a string's start when its end is found).
        let ordered = file.diagnostics.enumerated()
            .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
        var columns = CharacterColumns(file)
        func location(_ diagnostic: LexDiagnostic) -> SourceLocation {
            SourceLocation(
                file: file.path, line: Int(diagnostic.line),
                column: columns.column(ofOffset: diagnostic.offset, line: diagnostic.line))
        }
        var findings = ordered.prefix(lexDiagnosticLimit).map {
            LexFinding(message: $0.message, location: location($0))
        }
        if ordered.count > lexDiagnosticLimit {
            let more = ordered.count - lexDiagnosticLimit
            findings.append(
                LexFinding(
                    message: "… and \(more) more lex error\(more == 1 ? "" : "s") in this file",
                    location: location(ordered[lexDiagnosticLimit])))
        }
        return findings
    }
}
