/// The reading of a plan its author accepted (`tiplint plan --accept`), kept beside the plan as
/// `<plan>.tiplint.json` for review and commit (spec: "Reading a plan", Accepted reading). When it
/// exists the gate checks its facts, every one as strong evidence, instead of reading the plan
/// again; the documents' hashes (whole and per line) tell which lines changed since.
enum AcceptedPlanReading {
    static let version = 1
    private static let documentKeys = ["path", "start", "hash", "lines"]

    /// `docs/plans/tips.md` → `docs/plans/tips.tiplint.json`.
    static func path(beside document: String) -> String {
        let stem = document.hasSuffix(".md") ? String(document.dropLast(3)) : document
        return stem + ".tiplint.json"
    }

    /// The reading's text: pretty JSON, members in a fixed order, facts in plan order.
    /// `texts` are the documents' texts, in `plan.documents` order; `store` writes a document's
    /// path as the reading keeps it (relative to the reading's directory).
    static func json(_ plan: Plan, texts: [String], store: @escaping (String) -> String) -> String {
        let documents = zip(plan.documents, texts).map { document, text in
            let start = plan.documentStarts.first { $0.file == document }?.line ?? 1
            return JSONValue.object([
                JSONMember("path", .string(store(document))), JSONMember("start", .integer(start)),
                JSONMember("hash", .string(PlanLineChanges.documentHash(text))),
                JSONMember("lines", .array(PlanLineChanges.lineHashes(text).map(JSONValue.string))),
            ])
        }
        let root = JSONValue.object(
            [
                JSONMember("tool", "tiplint"), JSONMember("version", .integer(version)),
                JSONMember("documents", .array(documents)),
            ] + PlanFactsJSON.members(plan, path: store))
        return JSONWriter.string(root) + "\n"
    }

    /// The accepted plan in `bytes`; `restore` turns a stored document path into the path the run
    /// shows, and `currentText` reads that document now (nil: it is gone). Each document changed
    /// since acceptance is in `plan.staleReading`.
    static func read(
        _ bytes: [UInt8], restore: @escaping (String) -> String, currentText: (String) -> String?
    ) throws(AcceptedReadingError) -> Plan {
        let root: JSONNode
        do { root = try JSONReader.parse(bytes) } catch {
            throw AcceptedReadingError(message: error.message, position: error.position)
        }
        // Another version has other keys: say so before anything else.
        if case .object(let members) = root.kind, let stated = members.first(where: { $0.key == "version" })?.value,
            stated.kind != .integer(version)
        {
            throw AcceptedReadingError(message: "\"version\" must be \(version)", position: stated.position)
        }
        let fields = try ReadingFields(root, keys: ["tool", "version", "documents"] + PlanFactsJSON.keys)
        guard try fields.string("tool") == "tiplint" else {
            throw AcceptedReadingError(
                message: "\"tool\" must be \"tiplint\"", position: try fields.node("tool").position)
        }
        let decoder = PlanFactsDecoder(path: restore)
        var plan = Plan()
        var changes: [PlanLineChange] = []
        // Documents unchanged but for progress marks: their marks now say what is done.
        var progressOnly: [(path: String, text: String)] = []
        for node in try fields.array("documents") {
            let document = try ReadingFields(node, keys: documentKeys)
            let path = restore(try document.string("path"))
            plan.documents.append(path)
            plan.documentStarts.append(PlanReference(file: path, line: try document.integer("start")))
            guard let text = currentText(path) else {
                changes.append(PlanLineChange(document: path, lines: [], acceptedLines: nil))
                continue
            }
            // Suppression comments are the plan's, as it is now.
            plan.suppressions += PlanComments.read(text, document: path).suppressions
            if PlanLineChanges.documentHash(text) == (try document.string("hash")) {
                progressOnly.append((path, text))
                continue
            }
            let accepted = try document.array("lines").map { node throws(AcceptedReadingError) in
                try ReadingFields.string(node, named: "a line hash")
            }
            let changed = PlanLineChanges.changedLines(accepted: accepted, current: PlanLineChanges.lineHashes(text))
            changes.append(PlanLineChange(document: path, lines: changed.current, acceptedLines: changed.accepted))
        }
        try decoder.fill(&plan, from: fields)
        plan.staleReading = changes
        if !progressOnly.isEmpty { markProgress(&plan, current: PlanReader.read(documents: progressOnly)) }
        return plan
    }

    /// The accepted facts of documents whose only edits are progress marks, done as the
    /// documents mark them now (their lines are where the reading has them).
    private static func markProgress(_ plan: inout Plan, current: Plan) {
        let documents = Set(current.documents)
        let done = DoneIndex(current.tasks)
        func mark(_ isDone: inout Bool, _ source: PlanReference) {
            if documents.contains(source.file) { isDone = done.isDone(source) }
        }
        for index in plan.tips.indices { mark(&plan.tips[index].isDone, plan.tips[index].source) }
        for index in plan.files.indices { mark(&plan.files[index].isDone, plan.files[index].source) }
        for index in plan.displaySites.indices {
            mark(&plan.displaySites[index].isDone, plan.displaySites[index].source)
        }
        for index in plan.donations.indices { mark(&plan.donations[index].isDone, plan.donations[index].source) }
        for index in plan.imports.indices { mark(&plan.imports[index].isDone, plan.imports[index].source) }
        if plan.configure != nil { mark(&plan.configure!.isDone, plan.configure!.source) }
        // Task parents are indexes: the tasks are replaced only when every document is read again.
        if Set(plan.documents) == documents { plan.tasks = current.tasks }
    }
}

/// The lines of a plan document changed since its reading was accepted (`plan_reading_stale`).
struct PlanLineChange: Sendable, Hashable {
    var document: String
    /// 1-based lines of the current document; empty when the document is gone.
    var lines: [Int]
    /// 1-based lines of the accepted version edited or removed since; nil when the document is gone
    /// (all of them).
    var acceptedLines: [Int]?
}
