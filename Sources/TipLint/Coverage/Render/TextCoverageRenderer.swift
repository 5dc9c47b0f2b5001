/// The plain-text report for a terminal or a log. Content is made visible
/// (`ContentEscaping.visible`), so it cannot carry terminal escapes.
struct TextCoverageRenderer {
    var colored = false

    func render(_ coverage: Coverage) -> String {
        var lines: [String] = []
        lines.append(
            bold(CoverageWording.tipsWiredLabel(coverage)) + ": " + CoverageWording.tipsWiredHeadline(coverage))
        if let plan = coverage.plan {
            lines.append("Plan checks: " + CoverageWording.headline(plan.summary))
        }
        lines.append("Lint: " + CoverageWording.findingCounts(coverage))
        if let plan = coverage.plan {
            lines.append("Plans: " + plan.documents.map(text).joined(separator: ", "))
        } else {
            lines.append(CoverageWording.noPlan)
        }
        if let source = coverage.source { lines.append("Source: " + text(CoverageWording.source(source))) }
        let files = coverage.scannedFileCount == 1 ? "1 Swift file" : "\(coverage.scannedFileCount) Swift files"
        lines.append("Code: " + CoverageWording.tipSummary(coverage) + " in \(files)")
        lines += tipLines(coverage)
        lines += taskLines(coverage)
        if let plan = coverage.plan {
            lines += areaLines(plan.areas, title: "By area (planned checks held)")
            lines += checkLines(plan)
            if !plan.missingTips.isEmpty {
                lines.append("Planned but not in code: " + plan.missingTips.map(text).joined(separator: ", "))
            }
            if !plan.unplannedTips.isEmpty {
                lines.append("In code but not in the plan: " + plan.unplannedTips.map(text).joined(separator: ", "))
            }
            lines += describedLines(plan)
        } else {
            lines += areaLines(coverage.codeAreas, title: "By area (tips wired)")
        }
        lines += historyLines(coverage)
        lines += systemLines(coverage)
        return lines.joined(separator: "\n") + "\n"
    }

    private func areaLines(_ areas: [AreaSummary], title: String) -> [String] {
        guard !areas.isEmpty else { return [] }
        let width = areas.map { text($0.name).count }.max() ?? 0
        return ["", title]
            + areas.map { area in
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
            var line =
                "    \(status)  \(check.kind.rawValue.padding(to: kindWidth))  \(text(check.expected)): \(text(check.detail))"
            if !check.held { line += "  (plan \(text(check.plan.file)):\(check.plan.line))" }
            lines.append(line)
        }
        return lines
    }

    /// The tips table, one block per tip: its name and whether it is wired, then a line per column.
    private func tipLines(_ coverage: Coverage) -> [String] {
        guard coverage.usesTipKit || !coverage.wiring.isEmpty else { return ["", CoverageWording.noTipKit] }
        guard !coverage.wiring.isEmpty else { return [] }
        var lines = ["", "Tips"]
        let width = TipWiring.columns.map(\.count).max() ?? 0
        for tip in coverage.wiring {
            let missing = tip.cells.filter { $0.cell.state == .missing && $0.column != "copy" }.map(\.column)
            let status =
                tip.isWired
                ? color("✓ wired", code: 32) : color("✗ not wired: " + missing.joined(separator: ", "), code: 31)
            lines.append(
                "  \(text(tip.name))\(CoverageWording.planNote(tip, hasPlan: coverage.plan != nil).map { " (\(text($0)))" } ?? "")  \(status)"
            )
            for (column, cell) in tip.cells {
                lines.append("    \(column.padding(to: width))  \(text(CoverageWording.cell(cell)))")
            }
        }
        return lines
    }

    /// Each tip the plan describes in words, as `tiplint plan` lists it, then the code's tip it is.
    private func describedLines(_ plan: PlanCoverage) -> [String] {
        guard !plan.describedTips.isEmpty else { return [] }
        return ["", CoverageWording.describedTipsTitle(plan.describedTips.count)]
            + plan.describedTips.map { match in
                "  \(text(match.tip.listing)) (\(text(match.tip.source.fileAndLine))): "
                    + text(CoverageWording.describedMatch(match))
            }
    }

    private func taskLines(_ coverage: Coverage) -> [String] {
        guard !coverage.progress.isEmpty else { return [] }
        let width = coverage.progress.map { text($0.title).count }.max() ?? 0
        return ["", "Task progress (planned checks held)"]
            + coverage.progress.map { task in
                let done = task.isMarkedDone ? "  (marked done)" : ""
                return "  \(text(task.title).padding(to: width))  \(task.progressText)\(done)"
            }
    }

    private func historyLines(_ coverage: Coverage) -> [String] {
        guard let history = coverage.history, !history.isEmpty else { return [] }
        return ["", "History (oldest first)"]
            + history.map { point in
                let checks = point.planCoverage.flatMap(\.percentText).map { "\($0)%" } ?? "no plan"
                return
                    "  \(point.shortCommit)  \(text(point.date))  tips wired \(point.tipsWired.held)/\(point.tipsWired.total)"
                    + "  plan checks \(checks)  \(text(point.subject))"
            }
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
