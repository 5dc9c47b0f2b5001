extension LintOutcome {
    /// The summary's first lines: plans, tip systems, the configuration
    /// in use, the projects skipped, the app packages analysed as apps of their own.
    public var summaryHeader: [String] {
        var lines = [TerminalText.sanitized(plans.summary)]
        let systemNames = systems.map(\.rawValue)
        lines.append("tip systems: " + (systemNames.isEmpty ? "none detected" : systemNames.joined(separator: ", ")))
        if let configuration { lines.append("config: " + TerminalText.sanitized(configuration.path)) }
        if let skipped = scope.skippedSummary { lines.append(TerminalText.sanitized(skipped)) }
        if let apps = programs.summary { lines.append(TerminalText.sanitized(apps)) }
        return lines
    }
}
