import TipLint

/// The models a run built, kept when the process exits right after the command: freeing a large
/// app's model object by object costs about 1% of its run, and the OS reclaims the memory at once.
enum ModelsKeptUntilExit {
    /// Set by `main.swift` alone, before any command runs: a test process running many commands
    /// frees each model as it goes.
    nonisolated(unsafe) static var isEnabled = false
    nonisolated(unsafe) private static var kept: [LintOutcome] = []

    /// Keeps `outcome` from being freed when the process is about to exit (only while enabled).
    static func keep(_ outcome: LintOutcome) {
        if isEnabled { kept.append(outcome) }
    }
}
