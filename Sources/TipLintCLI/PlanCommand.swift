import TipLint

/// `tiplint plan FILE.md… [--check | --accept] [--format text|json]`: what the plan
/// expects; with `--check`, its contradictions, and exit 1 when there are any; with `--accept`,
/// that reading written beside the plan for the gate to check against.
enum PlanCommand {
    static func run(options: PlanOptions, console: Console) throws(CommandError) -> Int32 {
        let files = options.files.isEmpty ? try lintedPlans() : options.files
        var texts: [String: String] = [:]
        let plan: Plan
        do {
            plan = try PlanReader.read(paths: files) { path in
                let contents = FileReader.read(path, limit: FileReader.sourceLimit)
                texts[path] = contents.bytes.flatMap { String(validating: $0, as: UTF8.self) }
                return contents
            }
        } catch {
            throw .failure("\(error)")
        }
        if options.accept { return try accept(plan, texts: texts, console: console) }
        let format = PlanReportFormat(rawValue: options.format) ?? .text
        console.output(PlanReport.render(plan, check: options.check, format: format))
        return options.check && !plan.contradictions.isEmpty ? 1 : 0
    }

    /// No FILE: the plans `tiplint .` would use (the configuration's, else those discovery finds).
    private static func lintedPlans() throws(CommandError) -> [String] {
        var options = LintSession.Options()
        options.requiresSwiftFiles = false
        let selection = try LintSession.plans(
            paths: [], workingDirectory: FileSystem.currentDirectory(), options: options)
        guard !selection.documents.isEmpty else {
            throw .failure("no plan found here; name the plan: tiplint plan FILE.md")
        }
        return selection.documents.map(\.display)
    }

    /// Writes the reading beside the first document, atomically, and says what it holds.
    private static func accept(_ plan: Plan, texts: [String: String], console: Console) throws(CommandError) -> Int32 {
        guard !plan.documents.isEmpty else { throw .failure("every plan document is archived: nothing to accept") }
        let destination = AcceptedReadingLoader.destination(
            for: plan.documents, workingDirectory: FileSystem.currentDirectory())
        let json = AcceptedPlanReading.json(
            plan, texts: plan.documents.map { texts[$0] ?? "" }, store: destination.store)
        do { try AtomicFile.write(json, to: destination.path) } catch { throw .failure(error.description) }
        console.output(
            TerminalText.sanitizedLines(
                "accepted: \(destination.path) (\(counted(plan.tips.count, "tip")), \(counted(plan.files.count, "file")), "
                    + "\(counted(plan.displaySites.count + plan.donations.count + plan.imports.count, "site"))); "
                    + "the gate checks it until the plan changes\n"))
        return 0
    }
}
