struct PlanImportMissingRule: Rule {
    static let description = RuleDescription(
        id: "plan_import_missing", severity: .error, system: .tipKit, needsPlan: true,
        summary: "a file the plan adds `import TipKit` to lacks it",
        details: """
            The plan adds `import TipKit` to a file (in a code block, or in prose: "Add `import TipKit` at \
            the top") and the file does not import it. Without it the file may still compile through leaky \
            member visibility, then break when another file changes. Reported at line 1 of the file (or of \
            its moved copy); when the file does not exist and the plan does not list it, at the plan line.
            """,
        example: "1. Add `import TipKit` at the top.   (FinderView.swift has no import TipKit)")

    func check(_ context: RuleContext) -> [Finding] {
        guard let plan = context.plan else { return [] }
        let lookup = PlannedFileLookup(scannedPaths: context.scannedPaths)
        var findings: [Finding] = []
        for site in plan.imports {
            let files = lookup.filesToCheck(for: site.file)
            if files.isEmpty && !PlanRuleSupport.plansFile(plan, site.file) {
                findings.append(finding("the plan adds `import TipKit` to \(site.file), which does not exist",
                                        at: PlanRuleSupport.location(of: site.source), key: site.file, plan: site.source))
            }
            for file in files where context.model.file(file)?.imports("TipKit") == false {
                let name = PlanText.fileName(file)
                findings.append(finding("\(name) lacks `import TipKit`, which the plan adds (\(PlanRuleSupport.cite(site.source))); add it",
                                        at: PlanRuleSupport.start(of: file), key: site.file, plan: site.source))
            }
        }
        return findings
    }
}
