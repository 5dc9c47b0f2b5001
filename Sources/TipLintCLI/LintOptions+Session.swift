import TipLint

extension LintOptions {
    /// What a `LintSession` needs from the command line. The outputs this run
    /// writes are checked against the files it reads before the analysis.
    func session(usesBaseline: Bool) -> LintSession.Options {
        var session = LintSession.Options()
        session.plans = plans
        session.noPlan = noPlan
        session.configPath = configPath
        session.excludes = excludes
        session.jobs = jobs
        session.planComplete = planComplete
        session.baseline = baseline
        session.usesBaseline = usesBaseline
        session.commandNames = ArgumentParser.commands
        let writes = outputs.compactMap(\.path) + [writeBaseline].compactMap { $0 }
        session.checkInputs = { inputs throws(CommandError) in try OutputCheck.check(writes, inputs: inputs) }
        return session
    }
}
