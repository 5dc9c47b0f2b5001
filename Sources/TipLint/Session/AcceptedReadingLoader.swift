/// Finds and reads the accepted reading of the plans a run uses: `<plan>.tiplint.json` beside
/// the first plan document that has one (`tiplint plan --accept` writes it beside the first).
public enum AcceptedReadingLoader {
    /// The accepted plan, or nil when no document has a reading beside it. A reading that cannot
    /// be read or is malformed stops the run (exit 2) naming its file and line.
    static func plan(
        for documents: [ResolvedPath], tree: any SourceTree, workingDirectory: String
    ) throws(CommandError) -> Plan? {
        guard
            let reading = documents.lazy.map({ AcceptedPlanReading.path(beside: $0.absolute) })
                .first(where: { tree.kind(of: $0) == .file })
        else { return nil }
        let shown = PathText.display(reading, from: workingDirectory)
        let bytes: [UInt8]
        switch tree.read(reading, limit: FileReader.sourceLimit, followsLinks: false) {
        case .bytes(let contents): bytes = contents
        case .failure(let reason): throw .failure("\(shown): cannot read the accepted plan reading: \(reason)")
        }
        let directory = PathText.parent(reading)
        do {
            var plan = try AcceptedPlanReading.read(
                bytes,
                restore: { PathText.display(PathText.absolute($0, in: directory), from: workingDirectory) },
                currentText: { path in
                    tree.readSource(PathText.absolute(path, in: workingDirectory)).bytes.flatMap {
                        String(validating: $0, as: UTF8.self)
                    }
                })
            plan.acceptedReading = shown
            return plan
        } catch {
            throw .failure("\(shown):\(error.position.line):\(error.position.column): \(error.message)")
        }
    }

    /// Where `tiplint plan --accept` writes the reading of `documents`, and how it stores their paths.
    static func destination(
        for documents: [String], workingDirectory: String
    ) -> (path: String, store: (String) -> String) {
        let reading = AcceptedPlanReading.path(beside: documents.first ?? "plan.md")
        let directory = PathText.parent(PathText.absolute(reading, in: workingDirectory))
        return (reading, { PathText.display(PathText.absolute($0, in: workingDirectory), from: directory) })
    }

    /// `tiplint plan --accept`: writes the reading of `plan` beside its first document,
    /// atomically, and says what it holds. `texts`: the documents' texts, by path.
    public static func accept(
        _ plan: Plan, texts: [String: String], workingDirectory: String
    ) throws(CommandError) -> String {
        guard !plan.documents.isEmpty else { throw .failure("every plan document is archived: nothing to accept") }
        let destination = destination(for: plan.documents, workingDirectory: workingDirectory)
        let json = AcceptedPlanReading.json(
            plan, texts: plan.documents.map { texts[$0] ?? "" }, store: destination.store)
        do { try AtomicFile.write(json, to: destination.path) } catch { throw .failure(error.description) }
        return
            "accepted: \(destination.path) (\(counted(plan.tips.count, "tip")), \(counted(plan.files.count, "file")), "
            + "\(counted(plan.displaySites.count + plan.donations.count + plan.imports.count, "site"))); "
            + "the gate checks it until the plan changes\n"
    }
}
