/// The HTML report's inline style and script: no network, no framework. The
/// script only reorders and hides existing rows; it never writes markup.
enum HTMLReportAssets {
    static let style = """
        :root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --bg: #fff; --panel: #f6f8fa;
          --line: #d1d9e0; --good: #1a7f37; --fair: #9a6700; --poor: #cf222e; --track: #e6eaef; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117; --panel: #151b23; --line: #3d444d;
            --good: #3fb950; --fair: #d29922; --poor: #f85149; --track: #262c36; }
        }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; background: var(--bg); color: var(--fg); line-height: 1.45;
          font: 15px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, "DejaVu Sans", sans-serif; }
        /* Wide enough for the tips table's eight columns at 1280 px, with no sideways scroll. */
        main { max-width: 1440px; margin: 0 auto; padding: 24px 20px 48px; }
        h1 { font-size: 1.6rem; margin: 0 0 4px; }
        h2 { font-size: 1.15rem; margin: 32px 0 12px; }
        .meta { color: var(--muted); margin: 0; overflow-wrap: break-word; }
        /* No word breaks inside a name: a path breaks only after its slashes (<wbr>). */
        code { font: 0.9em/1.3 ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace;
          overflow-wrap: normal; }
        .headline { display: flex; flex-wrap: wrap; align-items: center; gap: 12px 28px; margin-top: 20px;
          padding: 20px; background: var(--panel); border: 1px solid var(--line); border-radius: 10px; }
        .headline .figure { font-size: 3rem; font-weight: 700; line-height: 1; font-variant-numeric: tabular-nums; }
        .headline .words { flex: 1 1 260px; }
        .headline .words p { margin: 6px 0 0; color: var(--muted); }
        .headline .gate { font-size: 0.85rem; }
        .bar { display: block; height: 10px; border-radius: 5px; background: var(--track); overflow: hidden; }
        .bar > span { display: block; height: 100%; border-radius: 5px; }
        .good { --tone: var(--good); } .fair { --tone: var(--fair); } .poor { --tone: var(--poor); }
        .bar > span, .dot { background: var(--tone); }
        .areas { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px 24px;
          grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); }
        .areas li { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 4px 12px; align-items: center; }
        .areas .name { font-weight: 600; overflow-wrap: anywhere; }
        .areas .numbers { color: var(--muted); font-variant-numeric: tabular-nums; }
        .areas .bar { grid-column: 1 / -1; }
        .chips { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
        .chips li { padding: 2px 10px; border: 1px solid var(--line); border-radius: 999px; background: var(--panel); }
        .controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-bottom: 10px; }
        .controls input, .controls select { font: inherit; color: inherit; background: var(--bg);
          border: 1px solid var(--line); border-radius: 6px; padding: 6px 10px; }
        .controls input { flex: 1 1 220px; min-width: 0; }
        .controls .count { color: var(--muted); }
        table { width: 100%; border-collapse: collapse; font-size: 0.93rem; }
        .table-wrap { overflow-x: auto; }
        th, td { text-align: left; vertical-align: top; padding: 7px 6px; border-bottom: 1px solid var(--line);
          overflow-wrap: break-word; }
        .ref { white-space: nowrap; }
        td.long { min-width: 6em; }
        th { position: sticky; top: 0; background: var(--panel); cursor: pointer; user-select: none; white-space: nowrap; }
        th::after { content: " \\2195"; color: var(--muted); font-size: 0.8em; }
        th[aria-sort="ascending"]::after { content: " \\2191"; color: var(--fg); }
        th[aria-sort="descending"]::after { content: " \\2193"; color: var(--fg); }
        tbody tr:hover { background: var(--panel); }
        .status { white-space: nowrap; font-weight: 600; }
        .status.held { color: var(--good); } .status.failed { color: var(--poor); }
        .dot { display: inline-block; width: 8px; height: 8px; border-radius: 50%; margin-right: 6px; }
        .empty { color: var(--muted); }
        a { color: inherit; text-decoration-color: var(--line); }
        a:hover { text-decoration-color: currentColor; }
        .headline .lint { display: flex; flex-direction: column; gap: 2px; font-variant-numeric: tabular-nums; }
        .headline .lint a { text-decoration: none; }
        .headline .checks { font-weight: 600; color: var(--fg); }
        .count-error { color: var(--poor); } .count-warning { color: var(--fair); } .count-note { color: var(--muted); }
        .severity { font-weight: 600; } .severity.error { color: var(--poor); } .severity.warning { color: var(--fair); }
        .severity.note { color: var(--muted); }
        td { position: relative; }
        .mark { cursor: help; border-radius: 4px; padding: 0 2px; }
        .mark:focus { outline: 2px solid var(--line); }
        .status.none { color: var(--muted); }
        .why { display: none; position: absolute; z-index: 2; left: 4px; top: 100%; width: max-content; max-width: 320px;
          padding: 6px 8px; background: var(--bg); color: var(--fg); border: 1px solid var(--line); border-radius: 6px;
          box-shadow: 0 4px 12px rgba(0, 0, 0, .15); font-weight: 400; }
        .mark:hover ~ .why, .mark:focus ~ .why { display: block; }
        .fold { margin-top: 24px; }
        .fold > summary { cursor: pointer; font-weight: 600; font-size: 1.05rem; }
        .chart { margin: 0; }
        .chart svg { display: block; width: 100%; height: auto; max-width: 900px; font-size: 12px; }
        .chart .grid line { stroke: var(--line); stroke-width: 1; }
        .chart text { fill: var(--muted); }
        .chart .series polyline { fill: none; stroke-width: 2.5; }
        .chart .wired { --series: #0969da; } .chart .checks { --series: #8250df; }
        .chart .series polyline { stroke: var(--series); } .chart .series circle { fill: var(--series); }
        .chart .checks polyline { stroke-dasharray: 6 4; }
        .legend { color: var(--muted); margin-top: 6px; }
        .legend .key { display: inline-block; width: 18px; height: 4px; margin: 0 6px 3px 12px; vertical-align: middle; }
        .legend .key.wired { background: #0969da; } .legend .key.checks { background: #8250df; }
        footer { margin-top: 40px; color: var(--muted); font-size: 0.85rem; }
        @media (max-width: 700px) {
          main { padding: 16px 12px 32px; }
          .headline .figure { font-size: 2.4rem; }
          table, tbody, tr, td { display: block; width: 100%; }
          /* Cards, what fails first: an unwired tip, a check not held, an error finding. */
          tbody { display: flex; flex-direction: column; }
          tr[data-status="unwired"], tr[data-status="failed"], tr[data-status="error"] { order: -1; }
          .ref { white-space: normal; }
          thead tr { display: flex; flex-wrap: wrap; gap: 6px; margin-bottom: 8px; }
          thead th { position: static; border: 1px solid var(--line); border-radius: 999px; padding: 3px 10px; }
          tbody tr { border: 1px solid var(--line); border-radius: 8px; margin-bottom: 10px; padding: 6px 0; }
          td { border: 0; padding: 3px 12px; display: grid; grid-template-columns: 7.5em minmax(0, 1fr); gap: 8px; }
          td::before { content: attr(data-label); color: var(--muted); font-weight: 600; }
        }
        """

    static let script = """
        (function () {
          "use strict";
          var collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });
          function cellKey(row, column) {
            var cell = row.cells[column];
            return cell ? (cell.getAttribute("data-sort") || cell.textContent.trim()) : "";
          }
          document.querySelectorAll("table.sortable").forEach(function (table) {
            var headers = Array.prototype.slice.call(table.tHead.rows[0].cells);
            headers.forEach(function (header, column) {
              header.tabIndex = 0;
              function sort() {
                var ascending = header.getAttribute("aria-sort") !== "ascending";
                headers.forEach(function (other) { other.removeAttribute("aria-sort"); });
                header.setAttribute("aria-sort", ascending ? "ascending" : "descending");
                var body = table.tBodies[0];
                var rows = Array.prototype.slice.call(body.rows);
                rows.sort(function (a, b) {
                  var order = collator.compare(cellKey(a, column), cellKey(b, column));
                  return ascending ? order : -order;
                });
                rows.forEach(function (row) { body.appendChild(row); });
              }
              header.addEventListener("click", sort);
              header.addEventListener("keydown", function (event) {
                if (event.key === "Enter" || event.key === " ") { event.preventDefault(); sort(); }
              });
            });
          });
          document.querySelectorAll("[data-filter-for]").forEach(function (controls) {
            var table = document.getElementById(controls.getAttribute("data-filter-for"));
            var text = controls.querySelector("input");
            var status = controls.querySelector("select");
            var count = controls.querySelector(".count");
            function apply() {
              var query = text.value.trim().toLowerCase();
              var wanted = status ? status.value : "";
              var rows = table.tBodies[0].rows;
              var shown = 0;
              for (var i = 0; i < rows.length; i++) {
                var row = rows[i];
                var visible = (!query || row.textContent.toLowerCase().indexOf(query) !== -1)
                  && (!wanted || row.getAttribute("data-status") === wanted);
                row.hidden = !visible;
                if (visible) { shown++; }
              }
              count.textContent = shown + " of " + rows.length + " shown";
            }
            text.addEventListener("input", apply);
            if (status) { status.addEventListener("change", apply); }
            apply();
          });
        })();
        """
}
