import SwiftScan

/// The extract stage for one file: tokens, then every extractor's facts. The tokens are dropped on return.
enum Extraction {
    /// Every extractor's facts of one file's bytes: for the analysis, the plan's code blocks and tests.
    static func facts(path: String, bytes: [UInt8], common: FileFacts? = nil) -> FileFacts {
        let file = SourceFile(path: path, bytes: bytes)
        var facts = common ?? commonFacts(file)
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
    static func commonFacts(_ file: SourceFile) -> FileFacts {
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
