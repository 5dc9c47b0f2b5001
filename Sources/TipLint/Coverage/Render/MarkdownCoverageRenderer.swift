/// The Markdown report, for a pull-request comment or `GITHUB_STEP_SUMMARY`
/// (GitHub Flavored Markdown). Tables longer than `foldAfter` rows fold into
/// `<details>`; every piece of content goes through `ContentEscaping`.
struct MarkdownCoverageRenderer {
    /// Tables with more rows than this are folded.
    static let foldAfter = 20
    /// Code places and plan lines become links only with a base URL: a relative link
    /// means nothing in a pull-request comment.
    var links = CoverageLinks()

    func render(_ coverage: Coverage) -> String {
        var blocks = ["## Tip coverage"]
        var headline = [
            "**\(CoverageWording.tipsWiredLabel(coverage)): \(markdown(CoverageWording.tipsWiredHeadline(coverage)))**"
        ]
        if let plan = coverage.plan {
            headline.append("Plan checks: " + markdown(CoverageWording.headline(plan.summary)))
        }
        headline.append("Lint: " + markdown(CoverageWording.findingCounts(coverage)))
        if let plan = coverage.plan {
            let documents = plan.documents.map { paragraphCode($0) }.joined(separator: ", ")
            headline.append("Plan: \(documents.isEmpty ? "none" : documents)")
        } else {
            headline.append(markdown(CoverageWording.noPlan))
        }
        if let source = coverage.source {
            var line = "Source: commit \(paragraphCode(source.shortCommit))"
            if let branch = source.branch { line += " on \(paragraphCode(branch))" }
            headline.append(line + ", " + markdown(source.date))
        }
        let files = coverage.scannedFileCount == 1 ? "1 Swift file" : "\(coverage.scannedFileCount) Swift files"
        headline.append("Code: " + markdown(CoverageWording.tipSummary(coverage)) + " in \(files)")
        blocks.append(headline.joined(separator: "<br>\n"))

        blocks += tipTable(coverage)
        blocks += taskTable(coverage)
        blocks += findingTable(coverage)
        if let plan = coverage.plan {
            blocks += areaTable(plan.areas, title: "By area", unit: "planned checks held")
            let failing = plan.checks.filter { !$0.held }
            if !failing.isEmpty {
                blocks += table(
                    title: "Not held", header: ["Tip or file", "Check", "Expected", "Found", "Plan"],
                    alignments: nil, rows: failing.map(failingRow))
            }
            if !plan.missingTips.isEmpty {
                blocks.append(
                    "**Planned but not in code:** " + plan.missingTips.map(paragraphCode).joined(separator: ", "))
            }
            if !plan.unplannedTips.isEmpty {
                blocks.append(
                    "**In code but not in the plan:** " + plan.unplannedTips.map(paragraphCode).joined(separator: ", "))
            }
            if !plan.describedTips.isEmpty {
                blocks += table(
                    title: CoverageWording.describedTipsTitle(plan.describedTips.count),
                    header: ["Described", "Plan", "Tip in code"], alignments: nil,
                    rows: plan.describedTips.map { match in
                        [
                            markdown(match.tip.listing), markdown(match.tip.source.fileAndLine),
                            match.code.map { code($0.name) + " " + markdown($0.location.pathAndLine) }
                                ?? markdown(CoverageWording.describedMatch(match)),
                        ]
                    })
            }
            if !plan.checks.isEmpty {
                blocks += table(
                    title: "All planned checks",
                    header: ["Tip or file", "Check", "Expected", "Status", "Found", "Plan"],
                    alignments: nil, rows: plan.checks.map(checkRow))
            }
        } else {
            blocks += areaTable(coverage.codeAreas, title: "By area", unit: "tips wired")
        }
        blocks += historyTable(coverage)
        blocks += systemBlocks(coverage)
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// One row per tip, a ✅/❌ per column; then, for each ❌, why.
    private func tipTable(_ coverage: Coverage) -> [String] {
        guard coverage.usesTipKit || !coverage.wiring.isEmpty else { return [markdown(CoverageWording.noTipKit)] }
        guard !coverage.wiring.isEmpty else { return [] }
        let rows = coverage.wiring.map { tip -> [String] in
            [
                code(tip.name)
                    + (CoverageWording.planNote(tip, hasPlan: coverage.plan != nil).map { " (\(markdown($0)))" } ?? "")
            ]
                + tip.cells.map { cell($0.cell) }
        }
        var blocks = table(
            title: "Tips", header: ["Tip"] + TipWiring.columns.map { $0.prefix(1).uppercased() + $0.dropFirst() },
            alignments: nil, rows: rows)
        let reasons = coverage.wiring.flatMap { tip in
            tip.cells.filter { $0.cell.state == .missing }.map { column, cell in
                "- \(paragraphCode(tip.name)) \(column): \(markdown(cell.reason))"
            }
        }
        if !reasons.isEmpty { blocks.append(reasons.joined(separator: "\n")) }
        return blocks
    }

    private func cell(_ cell: WiringCell) -> String {
        let mark: String
        switch cell.state {
        case .ok: mark = "✅"
        case .missing: mark = "❌"
        case .notApplicable: mark = "–"
        }
        if cell.state == .missing, !cell.summary.isEmpty { return mark + " " + markdown(cell.summary) }
        if cell.state == .ok, let first = cell.locations.first, links.base != nil { return mark + " " + place(first) }
        return mark
    }

    private func taskTable(_ coverage: Coverage) -> [String] {
        guard !coverage.progress.isEmpty else { return [] }
        let rows = coverage.progress.map { task in
            [
                markdown(task.title) + (task.isMarkedDone ? " (marked done)" : ""),
                (task.isComplete ? "✅ " : "") + "\(task.figure.held)/\(task.figure.total)", planReference(task.source),
            ]
        }
        return table(title: "Task progress", header: ["Task", "Checks held", "Plan"], alignments: nil, rows: rows)
    }

    private func findingTable(_ coverage: Coverage) -> [String] {
        let shown = coverage.findings.filter { $0.severity != .note }
        guard !shown.isEmpty else { return [] }
        let rows = shown.map { finding in
            [
                finding.severity.rawValue, code(finding.ruleID),
                place(SourceLocation(file: finding.file, line: finding.line, column: finding.column)),
                ContentEscaping.markdownMessage(finding.message),
            ]
        }
        return table(
            title: "Lint errors and warnings", header: ["Severity", "Rule", "Where", "Message"], alignments: nil,
            rows: rows)
    }

    private func historyTable(_ coverage: Coverage) -> [String] {
        guard let history = coverage.history, !history.isEmpty else { return [] }
        let rows = history.map { point in
            [
                code(point.shortCommit), markdown(point.date), markdown(point.subject),
                "\(point.tipsWired.held)/\(point.tipsWired.total)"
                    + (point.tipsWired.percentText.map { " (\($0)%)" } ?? ""),
                point.planCoverage.map { figure in
                    "\(figure.held)/\(figure.total)" + (figure.percentText.map { " (\($0)%)" } ?? "")
                }
                    ?? "no plan",
                "\(point.errors)", "\(point.warnings)", "\(point.notes)",
            ]
        }
        return table(
            title: "History",
            header: [
                "Commit", "Date", "Subject", "Tips wired", "Plan checks", "Errors", "Warnings",
                "Notes",
            ],
            alignments: [":--", ":--", ":--", "--:", "--:", "--:", "--:", "--:"], rows: rows)
    }

    /// `path:line`, a link when there is a base URL.
    private func place(_ location: SourceLocation) -> String {
        let text = code(location.pathAndLine)
        guard links.base != nil, let url = links.url(location.file, line: location.line) else { return text }
        return "[\(text)](\(url))"
    }

    private func areaTable(_ areas: [AreaSummary], title: String, unit: String) -> [String] {
        guard !areas.isEmpty else { return [] }
        let rows = areas.map { area in
            [
                markdown(area.name), meter(area.figure) + " " + (area.figure.percentText ?? "") + "%",
                "\(area.figure.held)/\(area.figure.total)",
            ]
        }
        return table(
            title: title, header: ["Area", "Coverage", markdown(unit)], alignments: [":--", ":--", "--:"],
            rows: rows)
    }

    /// `████████░░`: ten cells, each 10%.
    private func meter(_ figure: CoverageFigure) -> String {
        let filled = figure.total == 0 ? 0 : figure.held * 10 / figure.total
        return String(repeating: "█", count: filled) + String(repeating: "░", count: 10 - filled)
    }

    private func failingRow(_ check: PlannedCheck) -> [String] {
        [code(check.subject), check.kind.rawValue, markdown(check.expected), found(check), planReference(check.plan)]
    }

    private func checkRow(_ check: PlannedCheck) -> [String] {
        [
            code(check.subject), check.kind.rawValue, markdown(check.expected), check.held ? "✅ held" : "❌ not held",
            found(check), planReference(check.plan),
        ]
    }

    /// Where the check holds (a link with a base URL), else what was found.
    private func found(_ check: PlannedCheck) -> String {
        guard let location = check.location, links.base != nil else { return markdown(check.detail) }
        return place(location)
    }

    private func planReference(_ reference: PlanReference) -> String {
        let text = code("\(PlanText.fileName(reference.file)):\(reference.line)")
        guard links.base != nil, let url = links.url(reference.file, line: reference.line) else { return text }
        return "[\(text)](\(url))"
    }

    /// A titled table; folded into `<details>` when long, so short ones are read without a click.
    func table(title: String, header: [String], alignments: [String]?, rows: [[String]]) -> [String] {
        var lines = [
            "| " + header.joined(separator: " | ") + " |",
            "|" + (alignments ?? header.map { _ in "---" }).joined(separator: "|") + "|",
        ]
        lines += rows.map { "| " + $0.joined(separator: " | ") + " |" }
        let body = lines.joined(separator: "\n")
        guard rows.count > Self.foldAfter else { return ["### \(title)", body] }
        return ["<details><summary><strong>\(title)</strong> (\(rows.count))</summary>", body, "</details>"]
    }

    func markdown(_ content: String) -> String { ContentEscaping.markdown(content) }

    /// Code in a table cell.
    func code(_ content: String) -> String { ContentEscaping.markdownCode(content) }

    /// Code in a paragraph, where `|` needs no escape.
    private func paragraphCode(_ content: String) -> String { ContentEscaping.markdownCode(content, inTable: false) }
}
