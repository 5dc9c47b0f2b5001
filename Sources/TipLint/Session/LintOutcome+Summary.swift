extension LintOutcome {
    /// The summary's first lines: plans, tip systems, the configuration
    /// in use, the projects skipped.
    public var summaryHeader: [String] {
        var lines = [TerminalText.sanitized(plans.summary)]
        let systemNames = result.systems.map(\.rawValue)
        lines.append("tip systems: " + (systemNames.isEmpty ? "none detected" : systemNames.joined(separator: ", ")))
        if let configuration { lines.append("config: " + TerminalText.sanitized(configuration.path)) }
        if let skipped = scope.skippedSummary { lines.append(TerminalText.sanitized(skipped)) }
        return lines
    }
}
