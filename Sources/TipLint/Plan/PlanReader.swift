import Foundation
import SwiftScan

/// Reads plan and design documents into one `Plan`, with the contradictions between them.
public enum PlanReader {
    /// Reads every document, in order. Throws `AnalysisError.unreadablePlan` naming the first
    /// document that cannot be read or is not UTF-8; malformed Markdown is read as well as it goes.
    /// `reader` reads a document (from disk, or from a version git holds).
    public static func read(
        paths: [String],
        reader: (String) -> FileContents = { FileReader.read($0, limit: FileReader.sourceLimit) }
    )
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

    /// Whether a Markdown document is a tip plan, for auto-discovery, read in any shape:
    /// - a Swift code block declares a tip, or a table with a tip column lists one: a plan,
    ///   whatever the document is called;
    /// - a section, checklist item, bullet or prose line states facts about a tip: a plan when
    ///   the document is about tips, that is its title (first heading) or one of `names` (its
    ///   file name, its feature folder) names tips, guidance or a tip type. A code review or a
    ///   dead-code report names tip types and files too, but its subject is something else;
    /// - a table with Title and Message columns under a heading that names tips (`## Tip Set`,
    ///   or any heading above it).
    /// An archived document is not.
    public static func looksLikePlan(_ markdown: String, names: [String] = []) -> Bool {
        guard markdown.contains("Tip") || markdown.contains("tip") else { return false }
        let document = MarkdownDocument(markdown)
        var evidence = PlanEvidence()
        PlanInterpreter.read(document, document: "", into: &evidence)
        if !evidence.tips.isEmpty || evidence.statements.contains(where: \.isTableRow) { return true }
        var title: String?
        var headings: [MarkdownHeading] = []
        for block in document.blocks {
            WorkMeter.count()
            switch block {
            case .heading(let heading):
                title = title ?? heading.text
                while let last = headings.last, last.level >= heading.level { headings.removeLast() }
                headings.append(heading)
            case .table(let table):
                if !evidence.designCopy.isEmpty, table.column(named: "Title") != nil,
                    table.column(named: "Message") != nil, headings.contains(where: { namesTips($0.text) })
                {
                    return true
                }
            default:
                break
            }
        }
        return !evidence.statements.isEmpty && PlanSubject.isTips(names + (title.map { [$0] } ?? []))
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
