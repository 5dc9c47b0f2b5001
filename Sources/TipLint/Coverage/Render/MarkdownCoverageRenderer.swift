/// The Markdown report, for a pull-request comment or `GITHUB_STEP_SUMMARY`
/// (GitHub Flavored Markdown). Tables longer than `foldAfter` rows fold into
/// `<details>`; every piece of content goes through `ContentEscaping`.
struct MarkdownCoverageRenderer {
    /// Tables with more rows than this are folded.
    static let foldAfter = 10

    func render(_ coverage: Coverage) -> String {
        var blocks = ["## Tip coverage"]
        var headline: [String] = []
        if let plan = coverage.plan {
            headline.append("**Plan coverage: " + markdown(CoverageWording.headline(plan.summary)) + "**")
            let documents = plan.documents.map { paragraphCode($0) }.joined(separator: ", ")
            headline.append("Plan: \(documents.isEmpty ? "none" : documents)")
        } else {
            headline.append(markdown(CoverageWording.noPlan))
        }
        let files = coverage.scannedFileCount == 1 ? "1 Swift file" : "\(coverage.scannedFileCount) Swift files"
        headline.append(markdown(CoverageWording.tipSummary(coverage)) + " in \(files)")
        blocks.append(headline.joined(separator: "<br>\n"))

        if let plan = coverage.plan {
            blocks += areaTable(plan.areas, title: "By area", unit: "planned checks held")
            let failing = plan.checks.filter { !$0.held }
            if !failing.isEmpty {
                blocks += table(title: "Not held", header: ["Tip or file", "Check", "Expected", "Found", "Plan"],
                                alignments: nil, rows: failing.map(failingRow))
            }
            if !plan.missingTips.isEmpty {
                blocks.append("**Planned but not in code:** " + plan.missingTips.map(paragraphCode).joined(separator: ", "))
            }
            if !plan.unplannedTips.isEmpty {
                blocks.append("**In code but not in the plan:** " + plan.unplannedTips.map(paragraphCode).joined(separator: ", "))
            }
            if !plan.checks.isEmpty {
                blocks += table(title: "All planned checks",
                                header: ["Tip or file", "Check", "Expected", "Status", "Found", "Plan"],
                                alignments: nil, rows: plan.checks.map(checkRow), alwaysFold: true)
            }
        } else {
            blocks += areaTable(coverage.codeAreas, title: "By area", unit: "tips wired")
        }
        blocks += tipTable(coverage)
        blocks += systemBlocks(coverage)
        return blocks.joined(separator: "\n\n") + "\n"
    }

    private func areaTable(_ areas: [AreaSummary], title: String, unit: String) -> [String] {
        guard !areas.isEmpty else { return [] }
        let rows = areas.map { area in
            [markdown(area.name), meter(area.figure) + " " + (area.figure.percentText ?? "") + "%",
             "\(area.figure.held)/\(area.figure.total)"]
        }
        return table(title: title, header: ["Area", "Coverage", markdown(unit)], alignments: [":--", ":--", "--:"],
                     rows: rows)
    }

    /// `████████░░`: ten cells, each 10%.
    private func meter(_ figure: CoverageFigure) -> String {
        let filled = figure.total == 0 ? 0 : figure.held * 10 / figure.total
        return String(repeating: "█", count: filled) + String(repeating: "░", count: 10 - filled)
    }

    private func failingRow(_ check: PlannedCheck) -> [String] {
        [code(check.subject), check.kind.rawValue, markdown(check.expected), markdown(check.detail), planReference(check)]
    }

    private func checkRow(_ check: PlannedCheck) -> [String] {
        [code(check.subject), check.kind.rawValue, markdown(check.expected), check.held ? "✅ held" : "❌ not held",
         markdown(check.detail), planReference(check)]
    }

    private func planReference(_ check: PlannedCheck) -> String {
        code("\(PlanText.fileName(check.plan.file)):\(check.plan.line)")
    }

    private func tipTable(_ coverage: Coverage) -> [String] {
        guard coverage.usesTipKit else { return [markdown(CoverageWording.noTipKit)] }
        guard !coverage.tips.isEmpty else { return [] }
        let rows = coverage.tips.map { tip -> [String] in
            let events = tip.events.map { event in
                code(CoverageWording.event(event)) + (event.donations.isEmpty
                    ? " never donated" : " donated at " + event.donations.map { code($0.pathAndLine) }.joined(separator: ", "))
            }
            let sites = tip.displaySites.map { "\($0.kind.rawValue) at " + code($0.location.pathAndLine) }
            let reasons = CoverageWording.invalidation(tip.invalidation).map(markdown)
            let missing = tip.imports.filter { !$0.hasImport }.map { code($0.path) }
            return [
                code(tip.name), code(tip.declared.pathAndLine),
                events.isEmpty ? "none" : events.joined(separator: "<br>"),
                sites.isEmpty ? "⚠️ nowhere" : sites.joined(separator: "<br>"),
                reasons.isEmpty ? "⚠️ never" : reasons.joined(separator: "<br>"),
                missing.isEmpty ? "✅" : "❌ missing in " + missing.joined(separator: ", "),
            ]
        }
        return table(title: "Tips in code",
                     header: ["Tip", "Declared", "Events", "Displayed", "Invalidated by", "import TipKit"],
                     alignments: nil, rows: rows)
    }

    /// A titled table; folded into `<details>` when long (or always, for reference tables).
    func table(title: String, header: [String], alignments: [String]?, rows: [[String]],
                       alwaysFold: Bool = false) -> [String] {
        var lines = ["| " + header.joined(separator: " | ") + " |",
                     "|" + (alignments ?? header.map { _ in "---" }).joined(separator: "|") + "|"]
        lines += rows.map { "| " + $0.joined(separator: " | ") + " |" }
        let body = lines.joined(separator: "\n")
        guard alwaysFold || rows.count > Self.foldAfter else { return ["### \(title)", body] }
        return ["<details><summary><strong>\(title)</strong> (\(rows.count))</summary>", body, "</details>"]
    }

    func markdown(_ content: String) -> String { ContentEscaping.markdown(content) }

    /// Code in a table cell.
    func code(_ content: String) -> String { ContentEscaping.markdownCode(content) }

    /// Code in a paragraph, where `|` needs no escape.
    private func paragraphCode(_ content: String) -> String { ContentEscaping.markdownCode(content, inTable: false) }
}
