/// The planned checks about one tip's declaration: declared, event ids, and copy.
struct TipCheckEvaluator {
    let index: EvaluationIndex
    let plan: Plan
    /// Declared tips the plan does not name: a missing tip's likely new name is among them.
    let unplanned: [TipDeclaration]

    /// `declared`, then one `event` check per planned event with an id, then `title`,
    /// `message` and `image` for each copy field the plan writes.
    func checks(of planned: PlannedTip, area: String) -> [PlannedCheck] {
        let declared = index.tipKit.tips(named: planned.name).first
        /// A check of `fact` (nil: the tip itself), as strong as the plan states it.
        func check(
            _ kind: PlannedCheck.Kind, expected: String, _ outcome: Outcome, fact: PlannedTipFact? = nil
        ) -> PlannedCheck {
            PlannedCheck(
                kind: kind, tip: planned.name, file: nil, expected: expected, held: outcome.held,
                detail: outcome.detail, location: outcome.location, plan: fact.map(planned.line) ?? planned.source,
                area: area, problems: outcome.problems, explainedBy: outcome.explainedBy,
                evidence: fact.map(planned.evidence) ?? planned.evidence)
        }

        var checks = [check(.declared, expected: planned.name, declaration(planned, declared))]
        let codeEvents = index.tipKit.events(of: planned.name).map(\.event)
        for event in planned.events {
            guard let id = event.id else { continue }
            checks.append(
                check(
                    .event, expected: "\(event.name) = \(Self.quoted(id))",
                    self.event(event, id: id, of: planned, declared: declared, codeEvents: codeEvents),
                    fact: .event(event.name)))
        }
        let copy: [(PlannedCheck.Kind, PlannedTipFact, String?, CopyText?)] = [
            (.title, .title, planned.title, declared?.title),
            (.message, .message, planned.message, declared?.message),
            (.image, .image, planned.image, declared?.image),
        ]
        for (kind, fact, plannedText, code) in copy {
            guard let plannedText else { continue }
            // A key no strings table resolves: the shown copy may well be the plan's.
            if let code, code.isLocalizationKey || PlannedCopy.isUnresolvedKey(code),
                !PlannedCopy.matches(code.text, plannedText)
            {
                continue
            }
            let line = planned.line(of: fact)
            // An entry's quote (`` `WickTip` — "…" ``) may be either field: the code's other field holding it holds.
            if let other = entryCopyAsOtherField(plannedText, of: planned, fact: fact, declared: declared) {
                checks.append(check(kind, expected: Self.quoted(plannedText), .holds(at: other.location), fact: fact))
                continue
            }
            checks.append(
                check(
                    kind, expected: Self.quoted(plannedText),
                    self.copy(
                        plannedText, code: code, of: planned, cite: line, declared: declared, field: kind.rawValue),
                    fact: fact))
        }
        return checks
    }

    /// The code's message when the planned title is the tip entry's quote and the message has it (or the
    /// title, for a planned message): the plan did not say which field the quote is.
    private func entryCopyAsOtherField(
        _ plannedText: String, of planned: PlannedTip, fact: PlannedTipFact, declared: TipDeclaration?
    ) -> CopyText? {
        guard planned.entryCopy?.value == plannedText, planned.mentionedFacts.contains(fact), let declared else {
            return nil
        }
        let other = fact == .title ? declared.message : fact == .message ? declared.title : nil
        guard let other, other.isLiteral, PlannedCopy.matches(other.text, plannedText) else { return nil }
        return other
    }

    /// How one check came out.
    private struct Outcome {
        var held: Bool
        var detail: String
        var location: SourceLocation?
        var problems: [PlanProblem] = []
        var explainedBy: String?

        static func holds(at location: SourceLocation) -> Outcome {
            Outcome(held: true, detail: location.pathAndLine, location: location)
        }

        static func fails(_ detail: String, _ problem: PlanProblem) -> Outcome {
            Outcome(held: false, detail: detail, problems: [problem])
        }

        /// The tip is not declared: `plan_tip_missing` reports that, once.
        static let tipMissing = Outcome(held: false, detail: "tip not declared", explainedBy: "plan_tip_missing")
    }

    private func declaration(_ planned: PlannedTip, _ declared: TipDeclaration?) -> Outcome {
        if let declared { return .holds(at: declared.location) }
        if planned.isDescribed {
            // Named by its words, not a type: no tip of the code has its copy or its name's words.
            return .fails(
                "not declared",
                PlanProblem(
                    message: "no declared tip is the plan's \"\(planned.name)\" (by its copy or its name's words); "
                        + "declare it, or name its type in the plan",
                    location: PlanRuleSupport.location(of: planned.source), key: planned.name, isPending: true))
        }
        var message = "planned tip \(planned.name) is not declared"
        // A tip with its title or event id under another name contradicts the plan; none, not reached yet.
        let renamed = likelyRename(of: planned)
        if let renamed {
            message += "; \(renamed.tip.name) has its \(renamed.what): rename it, or update the plan"
        } else if let near = nearRename(of: planned) {
            message +=
                "; \(near.tip.name) has nearly its \(near.what) (perhaps it was renamed): rename it, or update the plan"
        } else {
            message += "; declare `struct \(TypeName.simple(planned.name)): Tip` as the plan shows"
        }
        // Only the same title or id contradicts the plan; a near one is a guess, and still progress.
        return .fails(
            "not declared",
            PlanProblem(
                message: message, location: PlanRuleSupport.location(of: planned.source),
                key: planned.name, isPending: renamed == nil))
    }

    /// How near copy must be to pair a planned tip with an unplanned one: three words in five shared.
    private static let nearCopy = 0.6

    /// The unplanned tip whose literal title or message is nearest the planned tip's, when it is near
    /// (`RecordingTip` planned, `CountdownRecordingTip` shipped with its message and a longer ending).
    private func nearRename(of tip: PlannedTip) -> (tip: TipDeclaration, what: String)? {
        var best: (tip: TipDeclaration, what: String, nearness: Double)?
        for candidate in unplanned {
            let fields: [(String, String?, CopyText?)] = [
                ("title", tip.title, candidate.title), ("message", tip.message, candidate.message),
            ]
            for (what, planned, code) in fields {
                guard let planned, let code, code.isLiteral else { continue }
                let nearness = PlannedCopy.nearness(code.text, planned)
                if nearness >= Self.nearCopy && nearness > (best?.nearness ?? 0) { best = (candidate, what, nearness) }
            }
        }
        return best.map { ($0.tip, $0.what) }
    }

    /// An unplanned tip with the planned title, else with one of the planned event ids.
    private func likelyRename(of tip: PlannedTip) -> (tip: TipDeclaration, what: String)? {
        if let title = tip.title, let match = unplanned.first(where: { $0.title?.text == title }) {
            return (match, "title")
        }
        let ids = Set(tip.events.compactMap(\.id))
        for candidate in unplanned
        where index.tipKit.events(of: candidate.name).contains(where: { $0.event.id.map(ids.contains) == true }) {
            return (candidate, "event id")
        }
        return nil
    }

    /// One of the tip's events has the planned id. Otherwise reported at the event of the
    /// planned name (or the tip's only event, when the plan gives it one), else at the tip.
    private func event(
        _ event: PlannedEvent, id: String, of planned: PlannedTip, declared: TipDeclaration?,
        codeEvents: [EventDeclaration]
    ) -> Outcome {
        if let match = codeEvents.first(where: { $0.id == id }) { return .holds(at: match.location) }
        guard let declared else { return .tipMissing }
        let name = TypeName.simple(planned.name)
        let cite = PlanRuleSupport.cite(planned.line(of: .event(event.name)))
        let found = codeEvents.map { "\($0.name) = \($0.id.map(Self.quoted) ?? "(not a literal)")" }
        let detail = codeEvents.isEmpty ? "the tip has no event" : "found " + found.joined(separator: ", ")
        let key = "\(name).\(event.name)"
        let counterpart =
            codeEvents.first { $0.name == event.name }
            ?? (codeEvents.count == 1 && planned.events.count == 1 ? codeEvents.first : nil)
        guard let counterpart else {
            return .fails(
                detail,
                PlanProblem(
                    message: "\(name) has no event with id \"\(id)\" (the plan's \(name).\(event.name), \(cite))",
                    location: declared.location, key: key))
        }
        let message =
            counterpart.id.map {
                "\(name).\(counterpart.name) has id \"\($0)\"; the plan's \(name).\(event.name) has \"\(id)\" (\(cite))"
            }
            ?? "\(name).\(counterpart.name)'s id is not a string literal, so it cannot be compared with the plan's \"\(id)\" (\(cite))"
        return .fails(detail, PlanProblem(message: message, location: counterpart.location, key: key))
    }

    /// The tip's literal copy equals the plan's.
    private func copy(
        _ expected: String, code: CopyText?, of planned: PlannedTip, cite line: PlanReference,
        declared: TipDeclaration?, field: String
    ) -> Outcome {
        guard let declared else { return .tipMissing }
        let name = declared.simpleName
        let cite = PlanRuleSupport.cite(line)
        let key = "\(name).\(field)"
        guard let code else {
            return .fails(
                "no \(field)",
                PlanProblem(
                    message: "\(name) has no \(field); the plan gives \"\(expected)\" (\(cite))",
                    location: declared.location, key: key))
        }
        guard code.isLiteral else {
            return .fails(
                "computed: \(code.text)",
                PlanProblem(
                    message:
                        "\(name)'s \(field) is computed (\(code.text)), so it cannot be compared with the plan's \"\(expected)\" "
                        + "(\(cite)); write it as a literal, or drop it from the plan",
                    location: code.location, key: key))
        }
        // A plan that gives the copy's strings-table key (a `Title key` column: `tip.scan.title`) names the copy the
        // code looks up by it.
        let same =
            field == PlannedCheck.Kind.image.rawValue
            ? code.text == expected
            : PlannedCopy.matches(code.text, expected) || code.tableKeyOtherThanText == expected
        if same { return .holds(at: code.location) }
        return .fails(
            "found \(Self.quoted(code.text)) at \(code.location.pathAndLine)",
            PlanProblem(
                message:
                    "\(name)'s \(field) is \"\(code.text)\"\(Self.citing(code)); the plan says \"\(expected)\" (\(cite))",
                location: code.location, key: key))
    }

    static func quoted(_ text: String) -> String { "\"\(text)\"" }

    /// ` (key "k" in en.lproj/Localizable.strings)` after copy compared as a strings table's value (` (in
    /// …)` when the key is the value itself).
    static func citing(_ copy: CopyText) -> String {
        guard let table = copy.tableFile else { return "" }
        return " (\(copy.tableKeyOtherThanText.map { "key \"\($0)\" " } ?? "")in \(table))"
    }
}
