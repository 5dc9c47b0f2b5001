struct PlanFileMissingRule: Rule {
    static let description = RuleDescription(
        id: "plan_file_missing", severity: .error, system: .tipKit, needsPlan: true,
        summary: "a file the plan creates or modifies does not exist, or its path names several files",
        details: """
            Every `.swift` path the plan puts something in (a **Files:** item, a file in a table, a section \
            or a bullet, a display or donation site, an import, the configure call) resolves against the \
            scanned files by its last path components: `HomeView.swift`, `Views/Home/HomeView.swift` and \
            `App/Views/Home/HomeView.swift` name one file when only one matches. Reported at the plan line \
            that first names it when no file matches (the message names a likely moved copy, in which the \
            other plan rules then look) or when several match equally (the message lists them: write more \
            of the path; a note, since either reading may be meant, and nothing when the plan names each of \
            them in full elsewhere). A path with an elided folder (`App/…/Views/HomeView.swift`) matches by \
            the part after the elision and gives notes only. A file the plan creates in a task it does not mark done is progress: a note, \
            also when a file of its name is elsewhere (the note names it).
            """,
        triggering: [
            // The view moved to another folder: the message names the likely moved copy.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.planPath, "- Modify: `Faces/Views/ScanView.swift`",
                    "↓- Modify: `Faces/Views/ScanView.swift`"),
                removing: [PlanExampleProject.viewPath],
                adding: [RuleExample.File(path: "Faces/Views/Scan/ScanView.swift", text: PlanExampleProject.view)]),
            // Testing only: a planned file with no copy anywhere.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.planPath, "- Modify: `Faces/Views/ScanView.swift`",
                    "- Modify: `Faces/Views/ScanView.swift`\n↓- Modify: `Faces/Views/CartView.swift`")
            ).testOnly(),
            // Testing only: a file to create that another target has: progress naming that file until done.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.planPath, "- Create: `Faces/Tips/FacesTips.swift`",
                    "- Create: `Faces/Tips/FacesTips.swift`\n↓- Create: `Faces/Intents/AskIntent.swift`"),
                adding: [RuleExample.File(path: "FacesMac/AskIntent.swift", text: "struct AskIntent {}\n")]
            ).testOnly(),
        ],
        nonTriggering: [
            PlanExampleProject.example(),
            // Testing only: a path with an elided folder names the file by the part after the elision.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.planPath, "- Modify: `Faces/Views/ScanView.swift`",
                    "- Modify: `Faces/…/ScanView.swift`")
            ).testOnly(),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        guard let plan = context.plan else { return [] }
        let lookup = context.plannedFiles
        var seen = Set<String>()
        return plan.files.filter { $0.path.hasSuffix(".swift") && seen.insert($0.path).inserted }.compactMap { file in
            var message: String
            var notCreatedYet = false
            var twoReadings = false
            switch lookup.resolve(file.path) {
            case .found:
                return nil
            case .ambiguous(let candidates):
                // The plan's short name for files it names in full elsewhere: each reading is planned.
                if candidates.allSatisfy({ fullyNamed($0, in: plan, by: lookup) }) { return nil }
                twoReadings = true
                message =
                    "planned file \(file.path) names \(candidates.count) files: \(candidates.joined(separator: ", ")); "
                    + "write more of its path in the plan"
            case .moved(let copy):
                message = "planned file \(file.path) does not exist; \(copy) looks like a moved copy"
                notCreatedYet = file.action == .create
            case .absent:
                message = "planned file \(file.path) does not exist"
                let copies = lookup.copies(of: file.path)
                if !copies.isEmpty { message += "; files of that name: \(copies.joined(separator: ", "))" }
                notCreatedYet = file.action == .create
            }
            var finding = finding(
                message, at: PlanRuleSupport.location(of: file.source), key: file.path, plan: file.source)
            // A file to create that is not there yet is progress, also when a file of its name is elsewhere (another
            // target's own file); a file to modify that is not there, or created and then moved, contradicts the plan.
            if notCreatedYet {
                // Only mentioned (a proposal's `Files: New X.swift`), a file to create is not expected before its task.
                if !file.evidence.isStrong && !file.isDone && !context.planComplete { return nil }
                finding.severity = progressSeverity(done: file.isDone, in: context)
            }
            // A name that reads as either of two files, or a path with an elided folder, is the weaker
            // reading: never a gate failure.
            if !file.evidence.isStrong || twoReadings || PlannedFileLookup.isElided(file.path) {
                finding.severity = .note
            }
            return finding
        }
    }

    /// Some path of the plan resolves to `candidate` alone.
    private func fullyNamed(_ candidate: String, in plan: Plan, by lookup: PlannedFileLookup) -> Bool {
        plan.files.contains { other in
            if case .found(let path) = lookup.resolve(other.path) { return path == candidate }
            return false
        }
    }
}
