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

    /// Whether a Markdown document is a tip plan, for auto-discovery: it is about tips (its
    /// file name, feature folder — `names` — or one of its headings names tips, guidance or a tip
    /// type) **and** it states at least one tip with strong evidence (a Swift code block declaring
    /// it, a row of a tip table, a field list or a checklist line). A research note, a story about
    /// something else or a tool's knowledge file names tip types too, but only in passing.
    /// The heading test runs on the raw lines first, so most documents are never parsed.
    public static func looksLikePlan(_ markdown: String, names: [String] = []) -> Bool {
        guard markdown.contains("Tip") else { return false }
        let lines = headingAndTableLines(markdown)
        let aboutTips = PlanSubject.isTips(names + lines.headings)
        guard aboutTips || lines.tables.contains(where: PlanTableReader.namesTips) else { return false }
        var evidence = PlanEvidence()
        PlanInterpreter.read(MarkdownDocument(markdown), document: "", into: &evidence)
        // A tip table is a section about tips of its own.
        guard aboutTips || evidence.statements.contains(where: \.isTableRow) else { return false }
        if !evidence.tips.isEmpty { return true }
        return evidence.statements.contains { $0.statesFacts && $0.evidence.isStrong }
    }

    /// The lines that open with `#` (headings, and a few comment lines in code: harmless here)
    /// and with `|` (table rows), found on the bytes without parsing.
    private static func headingAndTableLines(_ markdown: String) -> (headings: [String], tables: [String]) {
        var headings: [String] = []
        var tables: [String] = []
        var atLineStart = true
        var start: String.UTF8View.Index?
        var isTable = false
        let utf8 = markdown.utf8
        var index = utf8.startIndex
        func close(at end: String.UTF8View.Index) {
            guard let open = start else { return }
            if isTable { tables.append(String(markdown[open..<end])) } else { headings.append(String(markdown[open..<end])) }
            start = nil
        }
        while index != utf8.endIndex {
            let byte = utf8[index]
            if atLineStart && (byte == UInt8(ascii: "#") || byte == UInt8(ascii: "|")) {
                start = index
                isTable = byte == UInt8(ascii: "|")
            }
            if byte == UInt8(ascii: "\n") {
                close(at: index)
                atLineStart = true
            } else {
                atLineStart = false
            }
            index = utf8.index(after: index)
        }
        close(at: utf8.endIndex)
        return (headings, tables)
    }

    /// Whether a document is marked `<!-- tiplint:archived -->`: history, not a plan.
    public static func isArchived(_ markdown: String) -> Bool {
        PlanComments.read(markdown, document: "").archived
    }
}
