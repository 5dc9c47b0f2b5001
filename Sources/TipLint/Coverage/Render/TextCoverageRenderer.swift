/// The plain-text report for a terminal or a log. Content is made visible
/// (`ContentEscaping.visible`), so it cannot carry terminal escapes.
struct TextCoverageRenderer {
    var colored = false

    func render(_ coverage: Coverage) -> String {
        var lines: [String] = []
        let files = coverage.scannedFileCount == 1 ? "1 Swift file" : "\(coverage.scannedFileCount) Swift files"
        lines.append(bold("Tip coverage") + ": " + CoverageWording.tipSummary(coverage) + " in \(files)")
        if let plan = coverage.plan {
            lines.append(bold("Plan coverage") + ": " + CoverageWording.headline(plan.summary))
            lines.append("Plans: " + plan.documents.map(text).joined(separator: ", "))
            lines += areaLines(plan.areas, title: "By area (planned checks held)")
            lines += checkLines(plan)
            if !plan.missingTips.isEmpty {
                lines.append("Planned but not in code: " + plan.missingTips.map(text).joined(separator: ", "))
            }
            if !plan.unplannedTips.isEmpty {
                lines.append("In code but not in the plan: " + plan.unplannedTips.map(text).joined(separator: ", "))
            }
        } else {
            lines.append(CoverageWording.noPlan)
            lines += areaLines(coverage.codeAreas, title: "By area (tips wired)")
        }
        lines += tipLines(coverage)
        lines += systemLines(coverage)
        return lines.joined(separator: "\n") + "\n"
    }

    private func areaLines(_ areas: [AreaSummary], title: String) -> [String] {
        guard !areas.isEmpty else { return [] }
        let width = areas.map { text($0.name).count }.max() ?? 0
        return ["", title] + areas.map { area in
            let name = text(area.name).padding(to: width)
            let percent = (area.figure.percentText.map { $0 + "%" } ?? "").leftPadding(to: 6)
            return "  \(name)  \(bar(area.figure))  \(percent)  \(area.figure.held)/\(area.figure.total)"
        }
    }

    /// `[##############------]`: 20 cells, each 5%.
    private func bar(_ figure: CoverageFigure) -> String {
        let filled = figure.total == 0 ? 0 : figure.held * 20 / figure.total
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: 20 - filled) + "]"
    }

    private func checkLines(_ plan: PlanCoverage) -> [String] {
        guard !plan.checks.isEmpty else { return [] }
        var lines = ["", "Planned checks"]
        let kindWidth = plan.checks.map(\.kind.rawValue.count).max() ?? 0
        var subject: String?
        for check in plan.checks {
            let heading = check.tip.map(text) ?? "Files"
            if heading != subject {
                lines.append("  " + heading)
                subject = heading
            }
            let status = check.held ? color("ok  ", code: 32) : color("FAIL", code: 31)
            var line = "    \(status)  \(check.kind.rawValue.padding(to: kindWidth))  \(text(check.expected)): \(text(check.detail))"
            if !check.held { line += "  (plan \(text(check.plan.file)):\(check.plan.line))" }
            lines.append(line)
        }
        return lines
    }

    private func tipLines(_ coverage: Coverage) -> [String] {
        guard coverage.usesTipKit else { return ["", CoverageWording.noTipKit] }
        guard !coverage.tips.isEmpty else { return [] }
        var lines = ["", "Tips in code"]
        for tip in coverage.tips {
            lines.append("  \(text(tip.name))  \(text(tip.declared.pathAndLine))")
            for event in tip.events {
                let donated = event.donations.isEmpty
                    ? "never donated" : "donated at " + event.donations.map { text($0.pathAndLine) }.joined(separator: ", ")
                lines.append("    event        \(text(CoverageWording.event(event))): \(donated)")
            }
            let sites = tip.displaySites.map { "\($0.kind.rawValue) at \(text($0.location.pathAndLine))" }
            lines.append("    displayed    " + (sites.isEmpty ? "nowhere" : sites.joined(separator: ", ")))
            let reasons = CoverageWording.invalidation(tip.invalidation).map(text)
            lines.append("    invalidated  " + (reasons.isEmpty ? "never" : reasons.joined(separator: ", ")))
            let missing = tip.imports.filter { !$0.hasImport }.map { text($0.path) }
            let all = tip.imports.count == 1 ? "its file" : "all \(tip.imports.count) files"
            lines.append("    import       " + (missing.isEmpty
                ? "TipKit imported in \(all)" : "import TipKit missing in " + missing.joined(separator: ", ")))
        }
        return lines
    }

    func text(_ content: String) -> String { ContentEscaping.visible(content) }

    func bold(_ text: String) -> String { colored ? "\u{1B}[1m\(text)\u{1B}[0m" : text }

    func color(_ text: String, code: Int) -> String { colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
}

private extension String {
    /// Padded with spaces on the right to `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// Padded with spaces on the left to `width` characters.
    func leftPadding(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
