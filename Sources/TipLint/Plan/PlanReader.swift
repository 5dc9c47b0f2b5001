import Foundation

/// Reads plan and design documents into one `Plan`, with the contradictions between them.
public enum PlanReader {
    /// Reads every document, in order. Throws `AnalysisError.unreadablePlan` naming the first
    /// document that cannot be read or is not UTF-8; malformed Markdown is read as well as it goes.
    /// `reader` reads a document (from disk, or from a version git holds).
    public static func read(paths: [String],
                            reader: (String) -> FileContents = { FileReader.read($0, limit: FileReader.sourceLimit) })
        throws -> Plan
    {
        var documents: [(path: String, text: String)] = []
        for path in paths {
            let bytes: [UInt8]
            switch reader(path) {
            case .bytes(let contents): bytes = contents
            case .failure(let reason): throw AnalysisError.unreadablePlan(path: path, reason: reason)
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw AnalysisError.unreadablePlan(path: path, reason: "is not valid UTF-8")
            }
            documents.append((path, text))
        }
        return read(documents: documents)
    }

    /// Reads in-memory documents (path, Markdown text), in order. A document marked
    /// `<!-- tiplint:archived -->` is listed in `archived` and read for nothing.
    public static func read(documents: [(path: String, text: String)]) -> Plan {
        var evidence = PlanEvidence()
        for document in documents {
            let comments = PlanComments.read(document.text, document: document.path)
            if comments.archived {
                evidence.archived.append(document.path)
                continue
            }
            evidence.documents.append(document.path)
            evidence.suppressions += comments.suppressions
            PlanInterpreter.read(document.text, document: document.path, into: &evidence)
        }
        var plan = evidence.plan()
        plan.contradictions = PlanContradictionChecker.contradictions(in: evidence, plan: plan)
        return plan
    }

    /// Whether a Markdown document is a tip plan, for auto-discovery: read in any shape, it
    /// plans a tip (a Swift code block declares one, or a table row, section or bullet states
    /// facts about one), or it has a table with Title and Message columns under a heading that
    /// names tips (`## Tip Set`, or any heading above it). An archived document is not.
    public static func looksLikePlan(_ markdown: String) -> Bool {
        guard markdown.contains("Tip") || markdown.contains("tip") else { return false }
        let plan = read(documents: [(path: "", text: markdown)])
        if !plan.tips.isEmpty { return true }
        guard !plan.designCopy.isEmpty else { return false }
        var headings: [MarkdownHeading] = []
        for block in MarkdownDocument(markdown).blocks {
            switch block {
            case .heading(let heading):
                while let last = headings.last, last.level >= heading.level { headings.removeLast() }
                headings.append(heading)
            case .table(let table):
                if table.column(named: "Title") != nil, table.column(named: "Message") != nil,
                   headings.contains(where: { namesTips($0.text) }) { return true }
            default:
                break
            }
        }
        return false
    }

    /// Whether a document is marked `<!-- tiplint:archived -->`: history, not a plan.
    public static func isArchived(_ markdown: String) -> Bool {
        PlanComments.read(markdown, document: "").archived
    }

    /// Whether a heading has the word `tip` or `tips` (`Tip Set (11 tips)`, `Onboarding Tips`).
    private static func namesTips(_ heading: String) -> Bool {
        heading.lowercased().split { !$0.isLetter }.contains { $0 == "tip" || $0 == "tips" }
    }
}
