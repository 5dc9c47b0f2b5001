/// Replaced when PlanReport lands in main.
enum PlanCommand {
    static func run(options: PlanOptions, console: Console) throws(CommandError) -> Int32 {
        throw .failure("plan: waiting for the plan reader")
    }
}
