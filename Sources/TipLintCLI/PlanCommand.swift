import TipLint

/// `tiplint plan FILE.md… [--check] [--format text|json]`: what the plan
/// expects; with `--check`, its contradictions, and exit 1 when there are any.
enum PlanCommand {
    static func run(options: PlanOptions, console: Console) throws(CommandError) -> Int32 {
        let plan: Plan
        do {
            plan = try PlanReader.read(paths: options.files)
        } catch {
            throw .failure("\(error)")
        }
        let format = PlanReportFormat(rawValue: options.format) ?? .text
        console.output(PlanReport.render(plan, check: options.check, format: format))
        return options.check && !plan.contradictions.isEmpty ? 1 : 0
    }
}
