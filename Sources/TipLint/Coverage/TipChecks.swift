/// The planned checks about one tip: declared, event ids, copy, display and donation sites.
enum TipChecks {
    /// `declared`, then one `event` check per planned event with an id, then `title`,
    /// `message` and `image` for each copy field the plan writes.
    static func declaration(of planned: PlannedTip, in index: CoverageIndex, area: String) -> [PlannedCheck] {
        let declared = index.tipKit.tips(named: planned.name).first
        func check(_ kind: PlannedCheck.Kind, expected: String, _ outcome: (held: Bool, detail: String, at: SourceLocation?))
            -> PlannedCheck {
            PlannedCheck(kind: kind, tip: planned.name, file: nil, expected: expected, held: outcome.held,
                         detail: outcome.detail, location: outcome.at, plan: planned.source, area: area)
        }

        var checks = [check(.declared, expected: planned.name, declared.map { (true, $0.location.pathAndLine, $0.location) }
            ?? (false, "not declared", nil))]
        let codeEvents = index.tipKit.events(of: planned.name).map(\.event)
        for event in planned.events {
            guard let id = event.id else { continue }
            checks.append(check(.event, expected: "\(event.name) = \(quoted(id))",
                                eventOutcome(id: id, declared: declared, codeEvents: codeEvents)))
        }
        let copy: [(PlannedCheck.Kind, String?, CopyText?)] = [
            (.title, planned.title, declared?.title),
            (.message, planned.message, declared?.message),
            (.image, planned.image, declared?.image),
        ]
        for (kind, plannedText, code) in copy {
            guard let plannedText else { continue }
            checks.append(check(kind, expected: quoted(plannedText),
                                copyOutcome(plannedText, code: code, declared: declared != nil, field: kind.rawValue)))
        }
        return checks
    }

    private static func eventOutcome(id: String, declared: TipDeclaration?, codeEvents: [EventDeclaration])
        -> (held: Bool, detail: String, at: SourceLocation?) {
        if let match = codeEvents.first(where: { $0.id == id }) {
            return (true, match.location.pathAndLine, match.location)
        }
        guard declared != nil else { return (false, "tip not declared", nil) }
        guard !codeEvents.isEmpty else { return (false, "the tip has no event", nil) }
        let found = codeEvents.map { "\($0.name) = \($0.id.map(quoted) ?? "(not a literal)")" }
        return (false, "found " + found.joined(separator: ", "), nil)
    }

    private static func copyOutcome(_ planned: String, code: CopyText?, declared: Bool, field: String)
        -> (held: Bool, detail: String, at: SourceLocation?) {
        guard declared else { return (false, "tip not declared", nil) }
        guard let code else { return (false, "no \(field)", nil) }
        guard code.isLiteral else { return (false, "computed: \(code.text)", nil) }
        if code.text == planned { return (true, code.location.pathAndLine, code.location) }
        return (false, "found \(quoted(code.text)) at \(code.location.pathAndLine)", nil)
    }

    /// The tip is displayed in the planned file.
    static func display(_ site: PlannedSite, tip: String, in index: CoverageIndex, area: String) -> PlannedCheck {
        let sites = index.tipKit.displaySites(of: tip).map(\.location)
        return fileCheck(.display, site, tip: tip, expected: site.file, locations: sites, index: index, area: area,
                         notFound: "not displayed here", elsewhere: "displayed only at")
    }

    /// A donation of the planned event (under its name in the code, as `plan_donation_missing`
    /// reads it) written on the tip's type (or unqualified inside it) is in the planned file; any
    /// event of the tip when the plan names none.
    static func donation(_ site: PlannedSite, tip: String, plan: Plan, in index: CoverageIndex, area: String) -> PlannedCheck {
        let simpleTip = PlanRuleSupport.simpleName(tip)
        let event = site.event.map { PlanRuleSupport.codeEvent(for: $0, of: simpleTip, plan: plan, model: index.model) }
        let locations = index.model.donations.filter { donation in
            (event == nil || donation.event == event)
                && (donation.owner ?? donation.context.typeName).map(PlanRuleSupport.simpleName) == simpleTip
        }.map(\.location).sorted()
        let expected = site.event.map { "\(tip).\($0) in \(site.file)" } ?? "\(tip) event in \(site.file)"
        return fileCheck(.donation, site, tip: tip, expected: expected, locations: locations, index: index,
                         area: area, notFound: "not donated here", elsewhere: "donated only at")
    }

    /// A check that holds when one of `locations` is in the scanned file the planned path names.
    private static func fileCheck(_ kind: PlannedCheck.Kind, _ site: PlannedSite, tip: String, expected: String,
                                  locations: [SourceLocation], index: CoverageIndex, area: String,
                                  notFound: String, elsewhere: String) -> PlannedCheck {
        let (files, moved) = index.scannedFiles(at: site.file)
        let here = locations.first { location in files.contains { $0.path == location.file } }
        var detail: String
        if let here {
            detail = here.pathAndLine
        } else if !locations.isEmpty {
            detail = (files.isEmpty ? "file not found; " : "") + "\(elsewhere) "
                + locations.map(\.pathAndLine).joined(separator: ", ")
        } else {
            detail = files.isEmpty ? "file not found" : notFound
        }
        if moved, let file = files.first { detail += " (in \(file.path), moved from the planned path)" }
        return PlannedCheck(kind: kind, tip: tip, file: site.file, expected: expected, held: here != nil,
                            detail: detail, location: here, plan: site.source, area: area)
    }

    static func quoted(_ text: String) -> String { "\"\(text)\"" }
}
