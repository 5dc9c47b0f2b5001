// The shared test helpers (fixtures, FixtureRun, MarkedProject, RuleSpecRunner) in every file of this target.
@_exported import TipLintTestSupport
