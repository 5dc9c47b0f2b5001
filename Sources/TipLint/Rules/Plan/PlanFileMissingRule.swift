struct PlanFileMissingRule: Rule {
    static let description = RuleDescription(
        id: "plan_file_missing", severity: .error, system: .tipKit, needsPlan: true,
        summary: "a file the plan creates or modifies does not exist",
        details: """
            A `.swift` path under a task's **Files:** (Create: or Modify:) matches no scanned file. Plan \
            paths are repository-relative and match scanned paths by their last components. Reported at \
            the plan's Files line; when a file of the same name exists elsewhere the message names it as a \
            likely moved copy, and the other plan rules look for the planned sites in that copy.
            """,
        triggering: [
            // The view moved to another folder: the message names the likely moved copy.
            PlanExampleProject.example(
                .init(PlanExampleProject.planPath, "- Modify: `Faces/Views/ScanView.swift`",
                      "↓- Modify: `Faces/Views/ScanView.swift`"),
                removing: [PlanExampleProject.viewPath],
                adding: [RuleExample.File(path: "Faces/Views/Scan/ScanView.swift", text: PlanExampleProject.view)]),
        ],
        nonTriggering: [PlanExampleProject.example()])

    func check(_ context: RuleContext) -> [Finding] {
        guard let plan = context.plan else { return [] }
        let lookup = PlannedFileLookup(scannedPaths: context.scannedPaths)
        var seen = Set<String>()
        return plan.files.filter { $0.path.hasSuffix(".swift") && seen.insert($0.path).inserted }.compactMap { file in
            guard lookup.files(at: file.path).isEmpty else { return nil }
            var message = "planned file \(file.path) does not exist"
            let copies = lookup.copies(of: file.path)
            if copies.count == 1 {
                message += "; \(copies[0]) looks like a moved copy"
            } else if !copies.isEmpty {
                message += "; files of that name: \(copies.joined(separator: ", "))"
            }
            return finding(message, at: PlanRuleSupport.location(of: file.source), key: file.path, plan: file.source)
        }
    }
}
