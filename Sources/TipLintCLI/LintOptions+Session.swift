import TipLint

extension LintOptions {
    /// What a `LintSession` needs from the command line.
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
        session.outputs = outputs.compactMap(\.path) + [writeBaseline].compactMap { $0 }
        return session
    }
}
