/// Phrases every format shares, so the formats say the same thing.
enum CoverageWording {
    /// `82.5% (33 of 40 planned checks hold)`, or why there is no figure.
    static func headline(_ figure: CoverageFigure) -> String {
        guard let percent = figure.percentText else { return "no planned checks (the plan names no tips, files or sites)" }
        let verb = figure.held == 1 ? "holds" : "hold"
        return "\(percent)% (\(figure.held) of \(figure.total) planned \(figure.total == 1 ? "check" : "checks") \(verb))"
    }

    /// `11 tips (10 displayed, 9 invalidated, 9 wired)`.
    static func tipSummary(_ coverage: Coverage) -> String {
        let tips = coverage.tips
        let count = tips.count == 1 ? "1 tip" : "\(tips.count) tips"
        guard !tips.isEmpty else { return count }
        return "\(count) (\(tips.filter(\.isDisplayed).count) displayed, "
            + "\(tips.filter(\.invalidation.isInvalidated).count) invalidated, \(tips.filter(\.isWired).count) wired)"
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
    /// `11 tips (10 displayed, 9 invalidated, 9 wired)`, for a summary line.
    public var tipSummary: String { CoverageWording.tipSummary(self) }
}

extension CoverageFigure {
    /// `82.5% (33 of 40 planned checks hold)`, or why there is no figure.
    public var headline: String { CoverageWording.headline(self) }
}
