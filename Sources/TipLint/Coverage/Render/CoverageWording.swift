/// Phrases every format shares, so the formats say the same thing.
enum CoverageWording {
    /// `82.5% (33 of 40 planned checks hold)`, or why there is no figure.
    static func headline(_ figure: CoverageFigure) -> String {
        guard let percent = figure.percentText else {
            return "no planned checks (the plan names no tips, files or sites)"
        }
        return "\(percent)% (\(checksHeld(figure)))"
    }

    /// `33 of 40 planned checks hold`.
    static func checksHeld(_ figure: CoverageFigure) -> String {
        let verb = figure.held == 1 ? "holds" : "hold"
        return "\(figure.held) of \(figure.total) planned \(figure.total == 1 ? "check" : "checks") \(verb)"
    }

    /// `11 tips (10 displayed, 9 retired, 9 wired)`: retired as the wiring's Retires column
    /// says it (something in the code retires the tip).
    static func tipSummary(_ coverage: Coverage) -> String {
        let tips = coverage.tips
        let count = tips.count == 1 ? "1 tip" : "\(tips.count) tips"
        guard !tips.isEmpty else { return count }
        return "\(count) (\(tips.filter(\.isDisplayed).count) displayed, "
            + "\(tips.filter(\.invalidation.isInvalidated).count) retired, \(tips.filter(\.isWired).count) wired)"
    }

    /// Beside a tip's name in the tips table: `not in the plan`, `described in words, plan.md:7`, or nil for a
    /// planned tip or without a plan.
    static func planNote(_ tip: TipWiring, hasPlan: Bool) -> String? {
        guard hasPlan, !tip.isPlanned else { return nil }
        return tip.describedIn.map { "described in words, \($0.fileAndLine)" } ?? "not in the plan"
    }

    /// The heading of the tips a plan describes in words, with their count.
    static func describedTipsTitle(_ count: Int) -> String {
        "Described tips (\(count)): planned in words, no type (mentioned, in no figure)"
    }

    /// The code's tip a described tip is, by its copy (`AddBookTip (App/Tips.swift:3)`), or why there is none.
    static func describedMatch(_ match: DescribedTipMatch) -> String {
        if let code = match.code { return "\(code.name) (\(code.location.pathAndLine))" }
        return match.tip.copy == nil ? "no copy to find its tip by" : "not yet built: no tip has this copy"
    }

    /// `Tips wired as planned`, or `Tips wired` when no plan names the tips.
    static func tipsWiredLabel(_ coverage: Coverage) -> String {
        coverage.wiring.contains(where: \.isPlanned) ? "Tips wired as planned" : "Tips wired"
    }

    /// Which figure each of the report's gates checks.
    static func gates(hasPlan: Bool) -> String {
        "Gate: tiplint report --min-coverage N fails below N% tips wired"
            + (hasPlan ? "; --min-checks N below N% plan checks" : "")
    }

    /// `8 of 12 (66.7%)`, or why there is no figure.
    static func tipsWiredHeadline(_ coverage: Coverage) -> String {
        let figure = coverage.tipsWired
        guard let percent = figure.percentText else {
            return coverage.plan == nil ? "no tips declared" : "no tips planned or declared"
        }
        return "\(figure.held) of \(figure.total) (\(percent)%)"
    }

    /// `3 errors, 5 warnings, 1 note`.
    static func findingCounts(_ coverage: Coverage) -> String {
        let counts = coverage.findingCounts
        return [counted(counts.errors, "error"), counted(counts.warnings, "warning"), counted(counts.notes, "note")]
            .joined(separator: ", ")
    }

    /// `commit 1a2b3c4 on main, 2026-11-23T15:04:05Z`.
    static func source(_ source: ReportSource) -> String {
        var text = "commit \(source.shortCommit)"
        if let branch = source.branch { text += " on \(branch)" }
        return text + ", \(source.date)"
    }

    /// A cell of the tips table in words: its mark, then its summary (or places), and for
    /// a cell that does not hold, why.
    static func cell(_ cell: WiringCell) -> String {
        let shown = cell.summary.isEmpty ? cell.locations.map(\.pathAndLine).joined(separator: ", ") : cell.summary
        var text = cell.mark + (shown.isEmpty ? "" : " " + shown)
        if cell.state != .ok { text += (shown.isEmpty ? " " : ": ") + cell.reason }
        return text
    }

    static let noTipKit = "TipKit is not in use: no file imports TipKit."
    static let noPlan = "No plan in use: pass --plan to check the code against a plan."

    /// How one tip is invalidated, in words.
    static func invalidation(_ invalidation: TipInvalidationCoverage) -> [String] {
        var reasons = invalidation.donatedEvents.map { "donated event \($0)" }
        reasons += invalidation.invalidateCalls.map { "invalidate at \($0.pathAndLine)" }
        if let option = invalidation.displayLimit { reasons.append(option) }
        return reasons
    }

    /// `tapped "newFaceTapped"`, or the name alone when the id is not a literal.
    static func event(_ event: EventCoverage) -> String {
        event.id.map { "\(event.name) \"\($0)\"" } ?? event.name
    }
}

extension Coverage {
    /// `11 tips (10 displayed, 9 retired, 9 wired)`, for a summary line.
    public var tipSummary: String { CoverageWording.tipSummary(self) }
}

extension CoverageFigure {
    /// `82.5% (33 of 40 planned checks hold)`, or why there is no figure.
    public var headline: String { CoverageWording.headline(self) }
}

extension Coverage {
    /// `8 of 12 (66.7%)`: the headline figure, for a summary line.
    public var tipsWiredText: String { CoverageWording.tipsWiredHeadline(self) }
}
