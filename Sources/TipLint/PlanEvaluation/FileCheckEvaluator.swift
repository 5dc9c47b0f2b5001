/// The planned checks about a file rather than a tip: `import TipKit` and `Tips.configure`.
struct FileCheckEvaluator {
    let index: EvaluationIndex
    let plan: Plan
    /// The files the plan lists, to tell whether a missing file is `plan_file_missing`'s.
    let plannedFiles: PathSuffixIndex

    /// Every scanned file the planned path names imports TipKit. Otherwise reported at line 1
    /// of each that does not; at the plan line when the file does not exist, unless the plan
    /// lists the file (then `plan_file_missing` reports it).
    func `import`(_ site: PlannedSite) -> PlannedCheck {
        let (files, moved) = index.scannedFiles(at: site.file)
        let imports = files.map { file in file.imports.first { $0.module == "TipKit" } }
        let held = !files.isEmpty && imports.allSatisfy { $0 != nil }
        let found = imports.lazy.compactMap { $0 }.first
        var detail: String
        // A view place (`HomeView`) that no file or several files declare: which file the plan means is not known.
        let unknownView = files.isEmpty && PlanNames.isViewPlace(site.file)
        if held, let found {
            detail = found.location.pathAndLine
        } else if unknownView {
            let declaring = index.lookup.files(at: site.file)
            detail =
                declaring.isEmpty
                ? "no file declares \(site.file)"
                : "\(site.file) is declared in \(declaring.count) files: \(declaring.joined(separator: ", "))"
        } else if files.isEmpty {
            detail = "file not found"
        } else {
            let lacking = zip(files, imports).filter { $0.1 == nil }.map(\.0.path)
            detail = files.count == 1 ? "no import TipKit" : "no import TipKit in " + lacking.joined(separator: ", ")
        }
        if moved, let file = files.first { detail += " (in \(file.path), moved from the planned path)" }

        var problems: [PlanProblem] = []
        var explainedBy: String?
        if files.isEmpty && !unknownView {
            if plannedFiles.matches(site.file) {
                explainedBy = "plan_file_missing"
            } else {
                problems.append(
                    PlanProblem(
                        message: "the plan adds `import TipKit` to \(site.file), which does not exist",
                        location: PlanRuleSupport.location(of: site.source), key: site.file))
            }
        }
        for (file, found) in zip(files, imports) where found == nil {
            problems.append(
                PlanProblem(
                    message: "\(PlanText.fileName(file.path)) lacks `import TipKit`, which the plan adds "
                        + "(\(PlanRuleSupport.cite(site.source))); add it",
                    location: PlanRuleSupport.start(of: file.path), key: site.file, isPending: true))
        }
        return PlannedCheck(
            kind: .import, tip: nil, file: site.file, expected: "import TipKit in \(site.file)",
            held: held, detail: detail, location: held ? found?.location : nil, plan: site.source,
            area: EvaluationIndex.area(ofFile: site.file), problems: problems, explainedBy: explainedBy)
    }

    /// The app calls `Tips.configure` once (calls in branches of one `#if` that exclude each
    /// other count once), in the planned file, with the planned options. Reported at a call in
    /// another file, at a call that can run besides the planned one, and at a call in the
    /// planned file whose options differ; when nothing calls it, at line 1 of the planned
    /// file, or at the plan line when that file does not exist.
    func configure(_ planned: PlannedConfigure) -> PlannedCheck {
        let model = index.model
        // Planned in the App: in the file of any `App` the project declares (an iOS and a macOS app each have one).
        let (files, moved) =
            planned.isInApp
            ? (model.files.filter { $0.appEntryPoints.contains { $0.kind == "App" } }, false)
            : index.scannedFiles(at: planned.file)
        // Previews and tests configure their own datastore; only the app's calls are the planned one, and not one
        // in a method nothing calls, which never runs.
        let calls = model.configureCalls.filter {
            AppPlaces.runsInApp($0.location, $0.context, in: model)
                && index.uncalled.helper(holding: $0.context, in: $0.location.file) == nil
        }
        .sorted { $0.location < $1.location }
        let plannedPaths = Set(files.map(\.path))
        // A helper the planned file calls (`AppTips.configure()` from the App's `init`) configures there.
        let reachedPaths = { (call: ConfigureCall) -> Set<String> in
            var paths: Set<String> = [call.location.file]
            for run in model.setupRuns where run.call == .configure(call) {
                paths.formUnion(run.hops.map(\.call.file))
            }
            return paths
        }
        let here = calls.filter { !reachedPaths($0).isDisjoint(with: plannedPaths) }
        let problems = configureProblems(planned, calls: calls, here: here, plannedPaths: files.map(\.path))
        // A plan that names the call without its options (prose) leaves them open.
        let expected = planned.options.map(Self.normalized)
        let match = here.first { call in expected.map { Self.normalized(call.options) == $0 } ?? true }
        var detail: String
        if let match {
            detail = match.location.pathAndLine
            // The other calls a problem names: another file, a second call, other options.
            let flagged = calls.filter { call in call != match && problems.contains { $0.location == call.location } }
            if !flagged.isEmpty {
                detail +=
                    "; also called "
                    + flagged.map { call in
                        let options = call.options.isEmpty ? "no options" : Self.written(call.options)
                        return (expected == nil || Self.normalized(call.options) == expected ? "" : "with \(options) ")
                            + "at \(call.location.pathAndLine)"
                    }.joined(separator: ", ")
            }
        } else if let other = here.first {
            let options = other.options.isEmpty ? "no options" : Self.written(other.options)
            detail = "called with \(options) at \(other.location.pathAndLine)"
        } else if !calls.isEmpty {
            detail = "called only at " + calls.map(\.location.pathAndLine).joined(separator: ", ")
        } else {
            detail = files.isEmpty ? "file not found" : "not called"
        }
        if moved, let file = files.first { detail += " (in \(file.path), moved from the planned path)" }
        let held = problems.isEmpty
        return PlannedCheck(
            kind: .configure, tip: nil, file: planned.file,
            expected: "Tips.configure(\(planned.options.map(Self.written) ?? "…")) in \(planned.file)",
            held: held, detail: detail, location: held ? match?.location : nil, plan: planned.source,
            area: EvaluationIndex.area(ofFile: planned.file), problems: problems)
    }

    private func configureProblems(
        _ planned: PlannedConfigure, calls: [ConfigureCall], here: [ConfigureCall],
        plannedPaths: [String]
    ) -> [PlanProblem] {
        let cite = PlanRuleSupport.cite(planned.source)
        guard !calls.isEmpty else {
            let location =
                plannedPaths.first.map(PlanRuleSupport.start(of:)) ?? PlanRuleSupport.location(of: planned.source)
            return [
                PlanProblem(
                    message: "Tips.configure is never called; the plan calls it in \(planned.file)"
                        + PlanRuleSupport.citation(planned.source, at: location),
                    location: location, key: "Tips.configure", isPending: true)
            ]
        }
        var problems: [PlanProblem] = []
        // Calls in the planned file come first: any other call is the one too many.
        let ordered = here + calls.filter { !here.contains($0) }
        for (position, call) in ordered.enumerated() {
            let runsTwice = ordered[..<position].contains {
                BranchPath.canBuildTogether($0.location, $0.branch, call.location, call.branch)
            }
            if runsTwice {
                problems.append(
                    PlanProblem(
                        message: "Tips.configure is called again; the plan calls it once, in \(planned.file) (\(cite))",
                        location: call.location, key: "Tips.configure count"))
            } else if !here.contains(call) {
                problems.append(
                    PlanProblem(
                        message: "Tips.configure is called here; the plan calls it in \(planned.file) (\(cite))",
                        location: call.location, key: "Tips.configure file"))
            }
        }
        guard let plannedOptions = planned.options else { return problems }
        let expected = Self.normalized(plannedOptions)
        for call in here.isEmpty ? [calls[0]] : here where Self.normalized(call.options) != expected {
            problems.append(
                PlanProblem(
                    message:
                        "Tips.configure is called with \(listed(call.options)); the plan calls it with \(listed(plannedOptions)) (\(cite))",
                    location: call.location, key: "Tips.configure options"))
        }
        return problems
    }

    /// The options as the call writes them: `[.displayFrequency(.immediate)]`, or nothing.
    private static func written(_ options: [String]) -> String {
        options.isEmpty ? "" : "[" + options.joined(separator: ", ") + "]"
    }

    /// `[.a, .b]`, or `no options`, for messages.
    private func listed(_ options: [String]) -> String {
        options.isEmpty ? "no options" : "[\(options.joined(separator: ", "))]"
    }

    /// TipKit's default store, without whitespace: writing it configures what leaving it out does.
    private static let defaultOptions: Set<String> = [".datastoreLocation(.applicationDefault)"]

    /// Options compared without whitespace, without regard to order, and without the default store
    /// (`Tips.ConfigurationOption.` spelled out or not).
    private static func normalized(_ options: [String]) -> [String] {
        options.map { option in
            let compact = String(option.unicodeScalars.filter { !$0.properties.isWhitespace })
            return compact.hasPrefix("Tips.ConfigurationOption.")
                ? String(compact.dropFirst("Tips.ConfigurationOption".count)) : compact
        }
        .filter { !defaultOptions.contains($0) }.sorted()
    }
}
