import Foundation

/// Reads plan and design documents into one `Plan`, with the contradictions between them.
public enum PlanReader {
    /// Reads every document, in order. Throws `AnalysisError.unreadablePlan` naming the first
    /// document that cannot be read or is not UTF-8; malformed Markdown is read as well as it goes.
    public static func read(paths: [String]) throws -> Plan {
        var documents: [(path: String, text: String)] = []
        for path in paths {
            let bytes: [UInt8]
            switch FileReader.read(path, limit: FileReader.sourceLimit) {
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

    /// Reads in-memory documents (path, Markdown text), in order.
    public static func read(documents: [(path: String, text: String)]) -> Plan {
        var evidence = PlanEvidence()
        for document in documents {
            evidence.documents.append(document.path)
            PlanInterpreter.read(document.text, document: document.path, into: &evidence)
        }
        var plan = evidence.plan()
        plan.contradictions = PlanContradictionChecker.contradictions(in: evidence, plan: plan)
        return plan
    }

    /// Whether a Markdown document is a tip plan, for auto-discovery: a Swift code block
    /// declares a `Tip` type, or a table has Title and Message columns under a heading
    /// that names tips (`## Tip Set`, or any heading above it).
    public static func looksLikePlan(_ markdown: String) -> Bool {
        guard markdown.contains("Tip") || markdown.contains("tip") else { return false }
        var headings: [MarkdownHeading] = []
        for block in MarkdownDocument(markdown).blocks {
            switch block {
            case .heading(let heading):
                while let last = headings.last, last.level >= heading.level { headings.removeLast() }
                headings.append(heading)
            case .code(let code) where code.language == "swift":
                if !FileAnalyzer.facts(path: "", bytes: Array(code.text.utf8)).tips.isEmpty { return true }
            case .table(let table):
                if table.column(named: "Title") != nil, table.column(named: "Message") != nil,
                   headings.contains(where: { namesTips($0.text) }) { return true }
            default:
                break
            }
        }
        return false
    }

    /// Whether a heading has the word `tip` or `tips` (`Tip Set (11 tips)`, `Onboarding Tips`).
    private static func namesTips(_ heading: String) -> Bool {
        heading.lowercased().split { !$0.isLetter }.contains { $0 == "tip" || $0 == "tips" }
    }
}
