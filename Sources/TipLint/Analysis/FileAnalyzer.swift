import SwiftScan

/// What analysing one file gave: its facts, or why it could not be read.
struct FileOutcome: Sendable {
    var facts: FileFacts?
    var unreadable: (path: String, reason: String)?
    /// Only the facts every run needs were extracted (see `FileAnalyzer.Depth`).
    var isPartial = false

    /// Whether both say the same of their file: every stored property compared, but the names the file
    /// calls and mentions only on `askedNames` (`askedNames(_:)`), the only ones the merge asks about. A
    /// line that adds a call or a name (`let vN = value(N)`) leaves the file's facts the same.
    func isSame(as other: FileOutcome, askedNames: Set<String>) -> Bool {
        guard
            unreadable?.path == other.unreadable?.path && unreadable?.reason == other.unreadable?.reason
                && isPartial == other.isPartial
        else { return false }
        guard var facts, var otherFacts = other.facts else { return facts == nil && other.facts == nil }
        for name in askedNames {
            guard facts.calledNames.contains(name) == otherFacts.calledNames.contains(name),
                facts.mentionedNames.contains(name) == otherFacts.mentionedNames.contains(name)
            else { return false }
        }
        (facts.calledNames, facts.mentionedNames) = (CalledNames(), NameMentions())
        (otherFacts.calledNames, otherFacts.mentionedNames) = (CalledNames(), NameMentions())
        return facts == otherFacts
    }

    /// The names the merge asks each file's called and mentioned names about: the display helpers'
    /// (`UncalledDisplayHelpers`, `SiteCheckEvaluator`), the helpers of popovers (`ItemHelperUses`) and the
    /// methods of `extension View` (`PreviewReach`).
    static func askedNames(_ outcomes: [FileOutcome]) -> Set<String> {
        var names: Set<String> = []
        for outcome in outcomes {
            names.formUnion(outcome.facts?.displayHelpers.map(\.name) ?? [])
            names.formUnion(outcome.facts?.displaySites.compactMap(\.itemHelper) ?? [])
            names.formUnion(outcome.facts?.hierarchy.types.flatMap { $0.methods.map(\.name) } ?? [])
        }
        return names
    }
}

/// Reads, tokenizes and extracts one file. The tokens are dropped on return.
enum FileAnalyzer {
    /// How much of a file to extract.
    enum Depth {
        /// Every extractor.
        case full
        /// Every extractor when the file names a tip system's API
        /// (`ExtractionTriggers`, found by `ByteSurvey`); otherwise only what every run needs — lex
        /// diagnostics and suppressions — and the outcome is partial. (Its
        /// imports are not needed: `import TipKit` and `import TutorialKit`
        /// name trigger words, and nothing else reads imports unless a tip
        /// system is in use, when the second pass extracts everything.)
        case whenTriggered
    }

    /// `firstPass`: the facts of the file's partial outcome, when this completes it: its lex
    /// diagnostics and suppressions are kept, not found again.
    static func analyze(
        path: String, depth: Depth = .full, firstPass: FileFacts? = nil,
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
        let survey = ByteSurvey(bytes)
        guard survey.isASCII || UTF8Validation.firstInvalidOffset(in: bytes) == nil else {
            return FileOutcome(unreadable: (path, "is not valid UTF-8"))
        }
        if depth == .whenTriggered && !survey.namesTipSystem {
            // Only lex diagnostics and suppressions are wanted: when no comment
            // can hold a suppression and the screen proves it lexes cleanly,
            // the file has neither and need not be tokenized.
            if !survey.mayHoldSuppression && LexScreen.provesClean(bytes) {
                return FileOutcome(facts: FileFacts(path: path), isPartial: true)
            }
            return FileOutcome(facts: Extraction.commonFacts(SourceFile(path: path, bytes: bytes)), isPartial: true)
        }
        return FileOutcome(facts: Extraction.facts(path: path, bytes: bytes, common: firstPass))
    }
}
