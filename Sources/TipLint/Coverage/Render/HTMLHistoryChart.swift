/// The history section of the HTML report: an inline SVG line chart of the headline
/// (tips wired, in percent) and the plan checks at each commit, oldest on the left, and
/// the same figures as a table. Drawn from numbers only; every text goes through
/// `ContentEscaping.html`.
struct HTMLHistoryChart {
    let points: [HistoryPoint]

    private static let width = 720
    private static let height = 260
    private static let left = 44
    private static let right = 40
    private static let top = 14
    private static let bottom = 44
    /// At most this many commit labels under the axis; the others are in the points' titles.
    private static let maxLabels = 12

    func section() -> String {
        let count = points.count
        let description =
            "Tips wired and plan checks held at \(count) \(count == 1 ? "commit" : "commits"), oldest first"
        return """
            <section id="history"><h2>Progress over time <small class="meta">(\(count) \(count == 1 ? "commit" : "commits"), oldest first)</small></h2>
            <figure class="chart"><svg id="history-chart" viewBox="0 0 \(Self.width) \(Self.height)" role="img" \
            aria-label="\(html(description))">\(grid())\(series({ $0.tipsWired }, name: "wired"))\
            \(series({ $0.planCoverage }, name: "checks"))\(labels())</svg>
            <figcaption class="legend"><span class="key wired"></span>Tips wired (%) <span class="key checks"></span>Plan checks held (%)</figcaption></figure>
            \(table())
            </section>
            """
    }

    private var plotWidth: Int { Self.width - Self.left - Self.right }
    private var plotHeight: Int { Self.height - Self.top - Self.bottom }

    private func x(_ index: Int) -> Int {
        points.count == 1 ? Self.left + plotWidth / 2 : Self.left + plotWidth * index / (points.count - 1)
    }

    private func y(_ tenths: Int) -> Int { Self.top + plotHeight - plotHeight * tenths / 1000 }

    /// Lines at 0, 25, 50, 75 and 100 %.
    private func grid() -> String {
        var parts = "<g class=\"grid\">"
        for percent in stride(from: 0, through: 100, by: 25) {
            let level = y(percent * 10)
            parts +=
                "<line x1=\"\(Self.left)\" y1=\"\(level)\" x2=\"\(Self.width - Self.right)\" y2=\"\(level)\"/>"
                + "<text x=\"\(Self.left - 6)\" y=\"\(level + 4)\" text-anchor=\"end\">\(percent)%</text>"
        }
        return parts + "</g>"
    }

    /// One figure's line (broken where a commit has no figure) and its points, each with a title.
    private func series(_ figure: (HistoryPoint) -> CoverageFigure?, name: String) -> String {
        var segments: [[String]] = [[]]
        var circles = ""
        for (index, point) in points.enumerated() {
            guard let value = figure(point), let tenths = value.tenths else {
                if !(segments.last?.isEmpty ?? true) { segments.append([]) }
                continue
            }
            segments[segments.count - 1].append("\(x(index)),\(y(tenths))")
            let words = name == "wired" ? "tips wired" : "plan checks held"
            circles +=
                "<circle cx=\"\(x(index))\" cy=\"\(y(tenths))\" r=\"4\" data-commit=\"\(html(point.shortCommit))\">"
                + "<title>\(html("\(point.shortCommit) \(point.date): \(words) \(value.held) of \(value.total) (\(value.percentText ?? "")%) — \(point.subject)"))</title></circle>"
        }
        let lines = segments.filter { $0.count > 1 }.map { "<polyline points=\"\($0.joined(separator: " "))\"/>" }
            .joined()
        return "<g class=\"series \(name)\">\(lines)\(circles)</g>"
    }

    /// Short commit ids under the axis, at most `maxLabels` of them, evenly picked.
    private func labels() -> String {
        let step = max(1, (points.count + Self.maxLabels - 1) / Self.maxLabels)
        var parts = "<g class=\"labels\">"
        for (index, point) in points.enumerated() where index % step == 0 || index == points.count - 1 {
            parts +=
                "<text x=\"\(x(index))\" y=\"\(Self.height - Self.bottom + 18)\" text-anchor=\"middle\">\(html(point.shortCommit))</text>"
        }
        return parts + "</g>"
    }

    private func table() -> String {
        let rows = points.map { point in
            let checks = point.planCoverage.map { "\($0.held)/\($0.total) (\($0.percentText ?? "–")%)" } ?? "no plan"
            return "<tr><td><code>\(html(point.shortCommit))</code></td><td><time datetime=\"\(html(point.date))\">"
                + "\(html(point.date))</time></td><td>\(html(point.subject))</td>"
                + "<td>\(point.tipsWired.held)/\(point.tipsWired.total)</td><td>\(html(checks))</td>"
                + "<td>\(point.errors)</td><td>\(point.warnings)</td><td>\(point.notes)</td></tr>"
        }
        return """
            <details class="fold"><summary>Figures per commit</summary><div class="table-wrap"><table id="history-table">\
            <thead><tr><th scope="col">Commit</th><th scope="col">Date</th><th scope="col">Subject</th>\
            <th scope="col">Tips wired</th><th scope="col">Plan checks</th><th scope="col">Errors</th>\
            <th scope="col">Warnings</th><th scope="col">Notes</th></tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table></div></details>
            """
    }

    private func html(_ content: String) -> String { ContentEscaping.html(content) }
}
