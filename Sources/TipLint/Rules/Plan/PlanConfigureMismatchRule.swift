struct PlanConfigureMismatchRule: Rule {
    static let description = RuleDescription(
        id: "plan_configure_mismatch", severity: .error, system: .tipKit, needsPlan: true,
        summary: "`Tips.configure` is not called once, in the planned file, with the planned options",
        details: """
            The plan configures TipKit once, in one file, with given options (its code block's \
            `Tips.configure([...])`). Reported at a call in another file, at a call that can run besides \
            the planned one (calls in exclusive #if branches of one file count as one), and at the call whose \
            options differ (compared without whitespace, in any order). When nothing calls it, at line 1 \
            of the planned file, or at the plan line when that file does not exist. Calls in previews and \
            test targets configure their own datastore and are not counted.
            """,
        example: "try? Tips.configure()   (the plan: Tips.configure([.displayFrequency(.immediate)]) in MyApp.swift)")

    func check(_ context: RuleContext) -> [Finding] {
        guard let planned = context.plan?.configure else { return [] }
        let lookup = PlannedFileLookup(scannedPaths: context.scannedPaths)
        let plannedFiles = lookup.filesToCheck(for: planned.file)
        // Previews and tests configure their own datastore; only the app's calls are the planned one.
        let model = context.model
        let calls = model.configureCalls.filter { TipKitPlaces.runsInApp($0.location, $0.context, in: model) }
            .sorted { $0.location < $1.location }
        guard !calls.isEmpty else {
            let location = plannedFiles.first.map(PlanRuleSupport.start(of:)) ?? PlanRuleSupport.location(of: planned.source)
            return [finding("Tips.configure is never called; the plan calls it in \(planned.file)"
                                + PlanRuleSupport.citation(planned.source, at: location),
                            at: location, key: "Tips.configure", plan: planned.source)]
        }
        // Calls in the planned file come first: any other call is the one too many.
        let ordered = calls.filter { plannedFiles.contains($0.location.file) } + calls.filter { !plannedFiles.contains($0.location.file) }
        var findings: [Finding] = []
        for (index, call) in ordered.enumerated() {
            let runsTwice = ordered[..<index].contains {
                TipKitIndex.canCoexist($0.location, $0.branch, call.location, call.branch)
            }
            if runsTwice {
                findings.append(finding("Tips.configure is called again; the plan calls it once, in \(planned.file) "
                                            + "(\(PlanRuleSupport.cite(planned.source)))",
                                        at: call.location, key: "Tips.configure count", plan: planned.source))
            } else if !plannedFiles.contains(call.location.file) {
                findings.append(finding("Tips.configure is called here; the plan calls it in \(planned.file) "
                                            + "(\(PlanRuleSupport.cite(planned.source)))",
                                        at: call.location, key: "Tips.configure file", plan: planned.source))
            }
        }
        // A plan that names the call without its options (prose) leaves them open.
        guard let plannedOptions = planned.options else { return findings }
        let expected = normalized(plannedOptions)
        let checked = calls.filter { plannedFiles.contains($0.location.file) }
        for call in checked.isEmpty ? [calls[0]] : checked where normalized(call.options) != expected {
            findings.append(finding(
                "Tips.configure is called with \(list(call.options)); the plan calls it with \(list(plannedOptions)) "
                    + "(\(PlanRuleSupport.cite(planned.source)))",
                at: call.location, key: "Tips.configure options", plan: planned.source))
        }
        return findings
    }

    private func normalized(_ options: [String]) -> [String] {
        options.map { $0.filter { !$0.isWhitespace } }.sorted()
    }

    private func list(_ options: [String]) -> String {
        options.isEmpty ? "no options" : "[\(options.joined(separator: ", "))]"
    }
}
