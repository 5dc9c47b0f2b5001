/// Builds the tips table: with a plan, one row per planned tip (plan order) from its
/// planned checks, then the tips only the code has; without one, a row per tip as the
/// code wires it. A column the plan has no check for reads the code.
enum TipWiringBuilder {
    static func rows(code tips: [TipCoverage], evaluation: PlanEvaluation?) -> [TipWiring] {
        var rows: [TipWiring] = []
        var covered: [String] = []
        if let evaluation {
            var names: [String] = []
            for check in evaluation.checks {
                if let tip = check.tip, !names.contains(tip) { names.append(tip) }
            }
            for name in names {
                let code = tips.first { TypeName.sameType($0.name, name) }
                if let code { covered.append(code.name) }
                rows.append(planned(name, code: code, checks: evaluation.checks))
            }
        }
        for tip in tips where !covered.contains(tip.name) {
            covered.append(tip.name)
            let described = evaluation?.describedTips.first { $0.code?.name == tip.name }?.tip.source
            rows.append(
                TipWiring(
                    name: tip.name, isPlanned: false, describedIn: described, area: tip.area,
                    declared: WiringCell(
                        .ok, reason: "declared at \(tip.declared.pathAndLine)", locations: [tip.declared]),
                    displayed: displayed(tip), donated: donated(tip), retires: retires(tip), imports: imports(tip),
                    copy: WiringCell(
                        .notApplicable,
                        reason: evaluation == nil
                            ? "no plan gives its copy"
                            : described.map { "the plan describes this tip by its copy (\($0.fileAndLine))" }
                                ?? "the plan does not name this tip")))
        }
        return rows
    }

    // MARK: Planned tips

    private static func planned(_ name: String, code: TipCoverage?, checks allChecks: [PlannedCheck]) -> TipWiring {
        let checks = allChecks.filter { $0.tip == name }
        let notDeclared = WiringCell(.missing, summary: "not declared", reason: "\(name) is not declared")
        let declared: WiringCell
        if let check = checks.first(where: { $0.kind == .declared }) {
            declared =
                check.held
                ? WiringCell(
                    .ok, reason: "declared at \(check.detail)", locations: check.location.map { [$0] } ?? [],
                    plan: [check.plan])
                : WiringCell(
                    .missing, summary: "not declared",
                    reason: "the plan declares \(name) (\(cite(check.plan))); the code does not", plan: [check.plan])
        } else if let code {
            declared = WiringCell(.ok, reason: "declared at \(code.declared.pathAndLine)", locations: [code.declared])
        } else {
            declared = WiringCell(
                .missing, summary: "not declared",
                reason: "the plan shows or donates \(name), but no tip of that name is declared",
                plan: checks.first.map { [$0.plan] } ?? [])
        }

        let displayChecks = checks.filter { $0.kind == .display }
        var displayed =
            displayChecks.isEmpty
            ? code.map(self.displayed) ?? notDeclared
            : sites(
                displayChecks, verb: "displayed",
                failing: code?.isDisplayedOnlyInPreviews == true ? "only in previews" : "not where planned")
        if displayed.state == .ok, let code, !code.isDisplayed {
            // The planned file's display holds only when it ships; the code as a whole agrees.
            displayed = self.displayed(code)
        }
        let donationChecks = checks.filter { $0.kind == .donation }
        let donated =
            donationChecks.isEmpty
            ? code.map(self.donated) ?? notDeclared
            : sites(donationChecks, verb: "donated", failing: "not where planned")

        var imports = code.map(self.imports) ?? notDeclared
        let siteFiles = (displayChecks + donationChecks).compactMap(\.file)
        let importChecks = allChecks.filter { check in
            check.kind == .import
                && check.file.map { file in siteFiles.contains { PlanText.sameFile($0, file) } } == true
        }
        if imports.state == .ok, let failing = importChecks.first(where: { !$0.held }) {
            imports = WiringCell(
                .missing, summary: "missing in \(PlanText.fileName(failing.file ?? ""))",
                reason:
                    "the plan adds import TipKit to \(failing.file ?? "") (\(cite(failing.plan))): \(failing.detail)",
                plan: [failing.plan])
        }

        let copyChecks = checks.filter { [.title, .message, .image].contains($0.kind) }
        let copy: WiringCell
        if code == nil && !copyChecks.isEmpty {
            copy = WiringCell(
                .missing, summary: "not declared", reason: "\(name) is not declared, so it has no copy",
                plan: [copyChecks[0].plan])
        } else if copyChecks.isEmpty {
            copy = WiringCell(.notApplicable, reason: "the plan gives no copy for \(name)")
        } else if copyChecks.allSatisfy(\.held) {
            copy = WiringCell(
                .ok, summary: "as planned",
                reason: copyChecks.map { "\($0.kind.rawValue) \($0.expected)" }.joined(separator: ", ") + " as planned",
                locations: copyChecks.compactMap(\.location), plan: [copyChecks[0].plan])
        } else {
            let failing = copyChecks.filter { !$0.held }
            copy = WiringCell(
                .missing,
                summary: failing.map(\.kind.rawValue).joined(separator: ", ")
                    + (failing.count == 1 ? " differs" : " differ"),
                reason: failing.map {
                    (failing.count == 1 ? "" : "\($0.kind.rawValue): ") + "the plan says \($0.expected); \($0.detail)"
                }
                .joined(separator: "; "),
                plan: [failing[0].plan])
        }

        return TipWiring(
            name: name, isPlanned: true, area: checks.first?.area ?? code?.area ?? "Unplaced",
            declared: declared, displayed: displayed, donated: donated,
            retires: code.map(retires) ?? notDeclared, imports: imports, copy: copy)
    }

    /// The planned display or donation checks of one tip: all held, or which do not.
    private static func sites(_ checks: [PlannedCheck], verb: String, failing summary: String) -> WiringCell {
        let failing = checks.filter { !$0.held }
        guard !failing.isEmpty else {
            return WiringCell(
                .ok, reason: "\(verb) where the plan says: " + checks.map(\.detail).joined(separator: ", "),
                locations: checks.compactMap(\.location), plan: checks.map(\.plan))
        }
        return WiringCell(
            .missing, summary: summary,
            reason: failing.map { "the plan has it \(verb) in \($0.file ?? "") (\(cite($0.plan))): \($0.detail)" }
                .joined(separator: "; "),
            plan: failing.map(\.plan))
    }

    // MARK: The code's own wiring

    private static func displayed(_ tip: TipCoverage) -> WiringCell {
        let shipped = tip.displaySites.filter(\.isShipped)
        if !shipped.isEmpty {
            return WiringCell(
                .ok, reason: "displayed at " + places(shipped.map(\.location)),
                locations: shipped.map(\.location))
        }
        if tip.isDisplayedOnlyInPreviews {
            let sites = tip.displaySites.map(\.location)
            return WiringCell(
                .missing, summary: "only in previews",
                reason: "displayed only in previews (\(places(sites))), which the app never shows", locations: sites)
        }
        let uncalled = tip.displaySites.filter { $0.uncalledMethod != nil }
        let onMenuItems = tip.displaySites.filter { $0.isOnMenuItem && $0.uncalledMethod == nil }
        if !uncalled.isEmpty || !onMenuItems.isEmpty {
            // As tip_never_displayed says it: shown only from methods nothing calls or on system menu items (and
            // maybe previews).
            let named = UncalledMethodText.methods(uncalled.compactMap(\.uncalledMethod))
            let previews = tip.displaySites.filter { $0.uncalledMethod == nil && !$0.isOnMenuItem }.map(\.location)
            var ways: [String] = []
            if !uncalled.isEmpty {
                ways.append("from \(named) (\(places(uncalled.map(\.location)))), which nothing calls")
            }
            if !onMenuItems.isEmpty {
                ways.append(
                    "on system menu items (\(places(onMenuItems.map(\.location)))), which the menu draws without "
                        + "the popover")
            }
            return WiringCell(
                .missing, summary: uncalled.isEmpty ? "only on menu items" : "only in \(named)",
                reason: "shown only " + ways.joined(separator: " and ")
                    + (previews.isEmpty ? "" : ", and in previews (\(places(previews)))"),
                locations: tip.displaySites.map(\.location))
        }
        return WiringCell(
            .missing, summary: "never displayed",
            reason: "no .popoverTip, TipView or other display site shows \(tip.name)")
    }

    private static func donated(_ tip: TipCoverage) -> WiringCell {
        let read = tip.events.filter(\.readByRules)
        guard !read.isEmpty else {
            return WiringCell(.notApplicable, reason: "its rules read no event, so no donation retires it")
        }
        let donations = read.flatMap(\.donations)
        guard donations.isEmpty else {
            return WiringCell(.ok, reason: "donated at " + places(donations), locations: donations)
        }
        return WiringCell(
            .missing, summary: "never donated",
            reason: "no event its rules read is donated (\(read.map(\.name).joined(separator: ", ")))",
            locations: read.map(\.declared))
    }

    private static func retires(_ tip: TipCoverage) -> WiringCell {
        let reasons = CoverageWording.invalidation(tip.invalidation)
        guard reasons.isEmpty else {
            // Short words for the cell; the places are in the reason and the links.
            var words = tip.invalidation.donatedEvents.map { "donated event \($0)" }
            if !tip.invalidation.invalidateCalls.isEmpty { words.append("invalidate(reason:)") }
            if let limit = tip.invalidation.displayLimit { words.append(limit) }
            return WiringCell(
                .ok, summary: words.joined(separator: ", "),
                reason: "retired by " + reasons.joined(separator: ", "),
                locations: tip.invalidation.invalidateCalls)
        }
        return WiringCell(
            .missing, summary: "nothing retires it",
            reason:
                "no donated event in its rules, no invalidate(reason:) call, no display limit: it shows until closed by hand"
        )
    }

    private static func imports(_ tip: TipCoverage) -> WiringCell {
        let missing = tip.imports.filter { !$0.hasImport }.map(\.path)
        guard missing.isEmpty else {
            return WiringCell(
                .missing, summary: "missing in " + missing.map(PlanText.fileName).joined(separator: ", "),
                reason: "import TipKit is missing in " + missing.joined(separator: ", "),
                locations: missing.map { SourceLocation(file: $0, line: 1, column: 1) })
        }
        return WiringCell(.ok, reason: "TipKit imported in " + tip.imports.map(\.path).joined(separator: ", "))
    }

    private static func places(_ locations: [SourceLocation]) -> String {
        locations.map(\.pathAndLine).joined(separator: ", ")
    }

    private static func cite(_ reference: PlanReference) -> String { PlanRuleSupport.cite(reference) }
}
