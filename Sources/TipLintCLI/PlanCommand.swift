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
        if options.accept {
            let accepted = try AcceptedReadingLoader.accept(
                plan, texts: texts, workingDirectory: FileSystem.currentDirectory())
            console.output(TerminalText.sanitizedLines(accepted))
            return 0
        }
        let format = PlanReportFormat(rawValue: options.format) ?? .text
        console.output(PlanReport.render(plan, check: options.check, format: format))
        return options.check && plan.isContradictory ? 1 : 0
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
}
