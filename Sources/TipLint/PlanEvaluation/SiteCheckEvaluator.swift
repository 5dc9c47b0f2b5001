/// The planned checks that put something of a tip in a file: display sites and donations.
struct SiteCheckEvaluator {
    let index: EvaluationIndex
    let plan: Plan
    /// The files the plan lists, to tell whether a missing file is `plan_file_missing`'s.
    let plannedFiles: PathSuffixIndex

    /// The tip is displayed in the planned file, in code the app runs (not only in a preview).
    func display(_ site: PlannedSite, tip: String, area: String) -> PlannedCheck {
        let sites = index.tipKit.displaySites(of: tip).flatMap(\.eachWritten).sorted { $0.location < $1.location }
        // A display in a method nothing calls, or a popover on a system menu's item, never shows (as
        // `tip_never_displayed` reads them).
        let uncalled = sites.filter { index.uncalled.helper(holding: $0) != nil }
        let called = sites.filter { index.uncalled.helper(holding: $0) == nil }
        let onMenuItems = called.filter(\.isInMenuItems)
        let shippedSites = called.filter { !$0.isInMenuItems && !index.previews.isPreviewOnly($0.context) }
        let shipped = shippedSites.map(\.location) + helperCalls(showing: shippedSites)
        let inPreviews = sites.filter { index.previews.isPreviewOnly($0.context) }.map(\.location)
        let previewsNote =
            inPreviews.isEmpty ? "" : "only in previews at " + inPreviews.map(\.pathAndLine).joined(separator: ", ")
        var uncalledNote = ""
        if !uncalled.isEmpty {
            let methods = uncalled.compactMap { index.uncalled.helper(holding: $0)?.name }.sorted()
            uncalledNote =
                "in \(UncalledMethodText.methods(methods)) at "
                + uncalled.map(\.location.pathAndLine).joined(separator: ", ") + ", which nothing calls"
        }
        let menuNote =
            onMenuItems.isEmpty
            ? ""
            : "on system menu items at " + onMenuItems.map(\.location.pathAndLine).joined(separator: ", ")
                + ", which the menu draws without the popover"
        let notes = [previewsNote, uncalledNote, menuNote].filter { !$0.isEmpty }
        var check = check(
            .display, site, tip: tip, name: TypeName.simple(tip), verb: "displayed",
            expected: site.file, locations: shipped,
            inView: shippedSites.filter { inView(site, $0.context) }.map(\.location),
            alsoPlanned: plan.displaySites, area: area,
            remedy: (notes.isEmpty
                ? ", nor anywhere else"
                : "; it is displayed "
                    + [
                        previewsNote.isEmpty ? "" : previewsNote + ", which the app never shows", uncalledNote,
                        menuNote,
                    ]
                    .filter { !$0.isEmpty }.joined(separator: "; "))
                + "; show it here with `.popoverTip(…)` or `TipView(…)`")
        if !check.held && !notes.isEmpty { check.detail += "; displayed " + notes.joined(separator: "; ") }
        return check
    }

    /// The files that call a view helper of the code showing the tip (`.sessionTip()`, whose body is
    /// `popoverTip(SessionTip())`): the tip shows where the helper is applied. Calls are known by name
    /// only, so each file is cited at its first line.
    private func helperCalls(showing sites: [DisplaySite]) -> [SourceLocation] {
        let files = index.model.files
        var helpers = Set<String>()
        for site in sites {
            guard let function = site.context.functionName,
                files.contains(where: {
                    $0.path == site.location.file && $0.displayHelpers.contains { $0.name == function }
                })
            else { continue }
            helpers.insert(function)
        }
        guard !helpers.isEmpty else { return [] }
        return files.filter { file in helpers.contains(where: file.calledNames.contains) }
            .map { SourceLocation(file: $0.path, line: 1, column: 1) }
    }

    /// A donation of the planned event (under its name in the code, `codeEvent`) written on
    /// the tip's type (or unqualified inside it) is in the planned file; any event of the tip
    /// when the plan names none.
    func donation(_ site: PlannedSite, tip: String, area: String) -> PlannedCheck {
        let simpleTip = TypeName.simple(tip)
        let event = site.event.map { codeEvent(for: $0, of: tip) }
        let donations = index.tipKit.donations.filter { donation in
            (event == nil || donation.event == event)
                && (donation.owner ?? donation.context.typeName).map(TypeName.simple) == simpleTip
        }.sorted { $0.location < $1.location }
        let locations = donations.map(\.location)
        let name = event.map { "\(simpleTip).\($0)" } ?? "an event of \(simpleTip)"
        let expected = site.event.map { "\(tip).\($0) in \(site.file)" } ?? "\(tip) event in \(site.file)"
        let call = event.map { "`\(simpleTip).\($0).donate()`" } ?? "`\(simpleTip).<event>.donate()`"
        return check(
            .donation, site, tip: tip, name: name, verb: "donated", expected: expected, locations: locations,
            inView: donations.filter { inView(site, $0.context) }.map(\.location), alsoPlanned: plan.donations,
            area: area, remedy: "; call \(call) where the user performs the action")
    }

    /// The code's name for a planned event of `tip`: the same name, else the tip's event with the
    /// planned id, else the tip's only event when the plan gives it only one (a renamed property).
    func codeEvent(for planned: String, of tip: String) -> String {
        let events = index.tipKit.events(of: tip).map(\.event)
        guard !events.contains(where: { $0.name == planned }) else { return planned }
        let plannedTip = plan.tips.first { TypeName.sameType($0.name, tip) }
        let plannedID = plannedTip?.events.first { $0.name == planned }?.id
        if let plannedID, let sameID = events.first(where: { $0.id == plannedID }) { return sameID.name }
        if events.count == 1, plannedTip?.events.count == 1 { return events[0].name }
        return planned
    }

    /// Whether code in `context` is in the view a view place names (`HomeView`): in the view's own
    /// code, wherever it is written, or in a view it builds.
    private func inView(_ site: PlannedSite, _ context: CodeContext) -> Bool {
        PlanNames.isViewPlace(site.file) && index.isInside(context.typeName, view: site.file)
    }

    /// A check that holds when one of `locations` is in the scanned file the planned path
    /// names (for a view place, a file declaring the view, or `inView`: code of the view or of
    /// a view it builds). When it does not: reported at line 1 of the file (or its moved copy),
    /// naming where the code has it instead, else saying `remedy`; at the plan line when the file
    /// does not exist, unless the plan lists the file (then `plan_file_missing` reports it).
    /// A view place that no file or several files declare reports nothing: which file the plan
    /// means is not known.
    private func check(
        _ kind: PlannedCheck.Kind, _ site: PlannedSite, tip: String, name: String, verb: String,
        expected: String, locations: [SourceLocation], inView: [SourceLocation], alsoPlanned: [PlannedSite],
        area: String, remedy: String
    ) -> PlannedCheck {
        let (files, moved) = index.scannedFiles(at: site.file)
        let view = PlanNames.isViewPlace(site.file) ? site.file : nil
        let declaring = view.map { index.lookup.files(at: $0) } ?? []
        let here =
            locations.first { location in
                files.contains { $0.path == location.file } || declaring.contains(location.file)
            } ?? inView.first
        var detail: String
        if let here {
            detail = here.pathAndLine
        } else if let view, files.isEmpty {
            detail =
                declaring.isEmpty
                ? "no file declares \(view)"
                : "\(view) is declared in \(declaring.count) files: \(declaring.joined(separator: ", "))"
            if let elsewhere = locations.first { detail += "; \(verb) at \(elsewhere.pathAndLine)" }
        } else if !locations.isEmpty {
            detail =
                (files.isEmpty ? "file not found; " : "") + "\(verb) only at "
                + locations.map(\.pathAndLine).joined(separator: ", ")
        } else {
            detail = files.isEmpty ? "file not found" : "not \(verb) here"
        }
        if moved, let file = files.first { detail += " (in \(file.path), moved from the planned path)" }

        var problems: [PlanProblem] = []
        var explainedBy: String?
        // A view place that no file or several files declare: which file the plan means is not known.
        if here == nil && (view == nil || !files.isEmpty) {
            if let file = files.first {
                var message =
                    "\(name) is not \(verb) in \(view ?? "this file") as the plan says (\(PlanRuleSupport.cite(site.source)))"
                // Elsewhere contradicts the plan, unless the plan puts it there too (one event donated
                // on two platforms' screens): then, like nowhere, this place is not reached yet.
                let planned = plannedElsewhere(locations, like: site, among: alsoPlanned)
                if let elsewhere = locations.first {
                    message +=
                        planned
                        ? "; it is \(verb) at \(elsewhere.citation), another place the plan puts it"
                        : "; it is \(verb) at \(elsewhere.citation) instead"
                } else {
                    message += remedy
                }
                problems = [
                    PlanProblem(
                        message: message, location: PlanRuleSupport.start(of: file.path), key: name,
                        isPending: locations.isEmpty || planned)
                ]
            } else if plannedFiles.matches(site.file) {
                explainedBy = "plan_file_missing"
            } else {
                problems = [
                    PlanProblem(
                        message: "\(name) is to be \(verb) in \(site.file), which does not exist",
                        location: PlanRuleSupport.location(of: site.source), key: name)
                ]
            }
        }
        return PlannedCheck(
            kind: kind, tip: tip, file: site.file, expected: expected, held: here != nil,
            detail: detail, location: here, plan: site.source, area: area,
            problems: problems, explainedBy: explainedBy)
    }

    /// Every one of `locations` is in a file the plan also gives this tip's site (same tip and event;
    /// a short path the plan writes there counts for each file it may name).
    private func plannedElsewhere(
        _ locations: [SourceLocation], like site: PlannedSite, among sites: [PlannedSite]
    )
        -> Bool
    {
        let files = Set(
            sites.filter { $0.tip == site.tip && $0.event == site.event && $0.file != site.file }
                .flatMap { index.lookup.files(at: $0.file) })
        return !locations.isEmpty && locations.allSatisfy { files.contains($0.file) }
    }
}
