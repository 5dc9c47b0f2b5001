import TipLint

/// The whole command line: parse, run, and map the outcome to an exit
/// status (0 passed, 1 gate failed, 2 could not run as asked).
enum TipLintCommand {
    static func run(arguments: [String], console: Console) -> Int32 {
        let status = outcome(arguments: arguments, console: console)
        if let failure = console.outputFailure {
            console.error("tiplint: error: cannot write to standard output: \(failure)\n")
            return 2
        }
        return status
    }

    private static func outcome(arguments: [String], console: Console) -> Int32 {
        do throws(CommandError) {
            switch try ArgumentParser.parse(arguments) {
            case .help(let command):
                console.output(HelpText.text(for: command))
                return 0
            case .version:
                console.output(TipLintVersion.current + "\n")
                return 0
            case .rules(let ruleID, let markdown):
                return try RulesCommand.run(ruleID: ruleID, markdown: markdown, console: console)
            case .initialize(let printSchema):
                return try InitCommand.run(printSchema: printSchema, console: console)
            case .tokens(let path):
                console.output(try TokenListing.render(path))
                return 0
            case .plan(let options):
                return try PlanCommand.run(options: options, console: console)
            case .lint(var options):
                if options.preCommit {
                    let mode = try PreCommitMode.resolve(
                        options, environment: console.environment, workingDirectory: FileSystem.currentDirectory())
                    options = mode.options
                    if !options.quiet { console.error(mode.summary + "\n") }
                }
                return try LintCommand(options: options, console: console).run()
            case .report(let options):
                return try ReportCommand(options: options, console: console).run()
            }
        } catch {
            console.error("tiplint: error: \(TerminalText.sanitized(error.message))\n")
            return 2
        }
    }
}
