import TipLint

/// `tiplint plan FILE.md… [--check | --accept] [--format text|json]`: what the plan
/// expects; with `--check`, its contradictions, and exit 1 when there are any; with `--accept`,
/// that reading written beside the plan for the gate to check against.
enum PlanCommand {
    static func run(options: PlanOptions, console: Console) throws(CommandError) -> Int32 {
        let (plan, texts) = try PlanInput.read(options.files, workingDirectory: FileSystem.currentDirectory())
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
}
