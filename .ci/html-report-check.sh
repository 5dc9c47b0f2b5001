#!/usr/bin/env bash
# Renders a fixture's HTML coverage report in a real browser (headless Chromium)
# and checks it: the rendered DOM shows the headline (tips wired) and plan-check
# figures and one table row per tip and per planned check (the same figures as the
# JSON report) and one row per plan task, the script ran (the filter counts are filled in), and screenshots at
# laptop and phone widths are not blank. Then it builds a git history of the clean
# fixture (plan, app, tips declared, tips shown, one regression), renders the report
# with --history, and checks the chart: one point per commit in the DOM, and its
# two series' colours in a screenshot. A probe script, added to a copy of the page,
# measures the layout the browser made: at 1280 px no sideways scroll (neither the
# page nor a table), at 1280 and 390 px no name in code broken but after a `/` (or
# a hyphen), and at 390 px the unwired tips' cards before the wired ones.
#
# Usage: .ci/html-report-check.sh [FAMILY VARIANT]   (default: Sprig defects-plan, a fixture app
#        variant written out by .ci/fixture-variant.sh)
# Output: screenshots and the rendered DOM in $HTML_REPORT_CHECK_OUT
#         (default: .build/html-report-check).
# Installs Chromium from Debian when it is missing; fails when it cannot (no apt, or not root and no sudo).
set -euo pipefail

cd "$(dirname "$0")/.."
out=${HTML_REPORT_CHECK_OUT:-.build/html-report-check}
say() { echo "html-report-check: $*"; }
fail() { say "FAILED: $*" >&2; exit 1; }

find_browser() {
    for name in chromium chromium-browser google-chrome; do
        if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return 0; fi
    done
    return 1
}

browser=$(find_browser || true)
if [ -z "$browser" ]; then
    if ! command -v apt-get >/dev/null 2>&1; then
        fail "Chromium is missing and there is no apt-get to install it (install Chromium, or put it on PATH)"
    fi
    sudo=""
    if [ "$(id -u)" != 0 ]; then
        command -v sudo >/dev/null 2>&1 || fail "Chromium is missing and installing it needs root (or sudo)"
        sudo="sudo"
    fi
    say "installing Chromium from Debian"
    $sudo apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null || fail "apt-get install chromium failed"
    browser=$(find_browser) || fail "Chromium installed but not found on PATH"
fi

swift build --product tiplint >/dev/null
tiplint="$(swift build --show-bin-path)/tiplint"

rm -rf "$out"
mkdir -p "$out"
out=$(cd "$out" && pwd)
# A copy outside this repository: inside it, the enclosing project would be the repository.
app=$(mktemp -d)
trap 'rm -rf "$app"' EXIT
.ci/fixture-variant.sh "${1:-Sprig}" "${2:-defects-plan}" "$app/app" || fail "no fixture ${1:-Sprig} ${2:-defects-plan}"
plans=()
for plan in "$app"/app/docs/plans/*.md; do [ -e "$plan" ] && plans+=(--plan "$plan"); done
(cd "$app" && "$tiplint" report app ${plans[@]+"${plans[@]}"} --quiet --format "html:$out/report.html" --format "json:$out/report.json")
[ -s "$out/report.html" ] || fail "no HTML report written"

# A history: the plan, the app without tips, the tips declared, the tips shown, a regression.
history="$out/history"
.ci/fixture-variant.sh Sprig base "$history" || fail "no base app"
(
    cd "$history"
    git init -q
    git config user.email ci@example.com
    git config user.name CI
    git add docs && git commit -qm "Plan the tips"
    git add Sprig/Models Sprig/Services Sprig/Theme && git commit -qm "App without tips"
    git add Sprig/Tips && git commit -qm "Declare the tips"
    git add -A && git commit -qm "Show the tips"
    sed -i '0,/\.popoverTip(/{/\.popoverTip(/d}' Sprig/Views/Home/HomeView.swift
    git commit -qam "Drop a popover"
) || fail "could not build the fixture history"
"$tiplint" report "$history" --plan "$history/docs/plans/sprig-tips-plan.md" --plan "$history/docs/plans/sprig-tips-design.md" \
    --history --quiet --format "html:$out/history.html" --format "json:$out/history.json"

render() { # render PAGE WIDTH HEIGHT ARGS...: headless Chromium at that window size
    local page=$1 width=$2 height=$3
    shift 3
    timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
        --disable-extensions --window-size="$width,$height" "$@" "file://$out/$page" 2>>"$out/chromium.log"
}

render report.html 1280 900 --dump-dom >"$out/dom.html" || fail "Chromium could not render the report (see $out/chromium.log)"
render report.html 1280 900 --screenshot="$out/laptop.png" >/dev/null || fail "no laptop screenshot (see $out/chromium.log)"
render report.html 390 844 --screenshot="$out/phone.png" >/dev/null || fail "no phone screenshot (see $out/chromium.log)"
# The layout probe: measures, then writes its findings into a hidden <pre> (no layout of its own).
cat > "$out/probe.js" <<'JS'
(function () {
  var result = { pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    wideTables: [], brokenNames: [], tipOrder: [] };
  document.querySelectorAll(".table-wrap").forEach(function (wrap) {
    if (wrap.scrollWidth > wrap.clientWidth + 1) {
      result.wideTables.push(wrap.querySelector("table").id + " " + wrap.scrollWidth + " > " + wrap.clientWidth);
    }
  });
  document.querySelectorAll("code").forEach(function (code) {
    var walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      var text = node.textContent, top = null;
      for (var i = 0; i < text.length; i++) {
        var range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        var rect = range.getBoundingClientRect();
        if (rect.width === 0) { continue; }
        if (top !== null && rect.top > top + 2 && !/[-\/\s]/.test(text[i - 1])) { result.brokenNames.push(text); break; }
        top = rect.top;
      }
    }
  });
  var rows = Array.prototype.slice.call(document.querySelectorAll("#tips tbody tr"));
  rows.sort(function (a, b) { return a.getBoundingClientRect().top - b.getBoundingClientRect().top; });
  result.tipOrder = rows.map(function (row) { return row.getAttribute("data-status"); });
  var out = document.createElement("pre");
  out.id = "layout-probe";
  out.hidden = true;
  out.textContent = JSON.stringify(result);
  document.body.appendChild(out);
})();
JS
python3 - "$out" <<'PY'
import sys
out = sys.argv[1]
page = open(f"{out}/report.html", encoding="utf-8").read()
probe = open(f"{out}/probe.js", encoding="utf-8").read()
open(f"{out}/probe.html", "w", encoding="utf-8").write(page.replace("</body>", f"<script>{probe}</script></body>", 1))
PY
render probe.html 1280 900 --dump-dom >"$out/probe-laptop.html" || fail "Chromium could not render the probe page"
render probe.html 390 844 --dump-dom >"$out/probe-phone.html" || fail "Chromium could not render the probe page"
render history.html 1280 900 --dump-dom >"$out/history-dom.html" || fail "Chromium could not render the history report"
render history.html 1280 2600 --screenshot="$out/history.png" >/dev/null || fail "no history screenshot (see $out/chromium.log)"

python3 - "$out" <<'PY'
import html, json, re, struct, sys, zlib

out = sys.argv[1]
report = json.load(open(f"{out}/report.json"))
dom = open(f"{out}/dom.html", encoding="utf-8").read()
problems = []

# The headline figures and the table rows, as the JSON report counts them.
wired = report["tipsWired"]
if f'id="tips-wired">{wired["wired"]}/{wired["total"]}<' not in dom:
    problems.append(f"rendered DOM lacks the headline {wired['wired']}/{wired['total']}")
figure = report["planCoverage"]
if figure is None or figure["percent"] is None:
    problems.append("the fixture has no plan coverage to show")
else:
    headline = f'{figure["percent"]:.1f}%'
    if f'id="plan-coverage">{headline}<' not in dom:
        problems.append(f"rendered DOM lacks the plan checks {headline}")
    if f'({figure["held"]} of {figure["total"]} planned checks hold)' not in dom:
        problems.append("rendered DOM lacks the held/total counts")

def rows(page, table):
    match = re.search(rf'<table[^>]* id="{table}">.*?<tbody>(.*?)</tbody>', page, re.S)
    return re.findall(r"<tr(?: data-status=\"[a-z]+\")?>(.*?)</tr>", match.group(1), re.S) if match else []

checks, tips = rows(dom, "checks"), rows(dom, "tips")
if len(checks) != len(report["plannedChecks"]):
    problems.append(f"{len(checks)} planned-check rows rendered, {len(report['plannedChecks'])} expected")
if len(tips) != len(report["tipRows"]) or not tips:
    problems.append(f"{len(tips)} tip rows rendered, {len(report['tipRows'])} expected")
for check, row in zip(report["plannedChecks"], checks):
    subject = check["tip"] or check["file"].split("/")[-1]
    if f"<code>{html.escape(subject, quote=True)}</code>" not in row:
        problems.append(f"row for {subject} {check['kind']} missing its subject")
for tip, row in zip(report["tipRows"], tips):
    if f"<code>{html.escape(tip['name'], quote=True)}</code>" not in row:
        problems.append(f"row for tip {tip['name']} missing")
    marks = re.findall(r'<span class="mark status (held|failed|none)"', row)
    expected = [{"ok": "held", "missing": "failed", "n/a": "none"}[tip[column]["state"]]
                for column in ("declared", "displayed", "donated", "retires", "imports", "copy")]
    if marks != expected:
        problems.append(f"tip {tip['name']}: cells {marks}, expected {expected}")
    if tip["displayed"]["reason"] and 'role="tooltip"' not in row:
        problems.append(f"tip {tip['name']}: no reason to show on hover or tap")
tasks = re.search(r'<section id="tasks">.*?</section>', dom, re.S)
task_items = len(re.findall(r"<li class=", tasks.group(0))) if tasks else 0
if task_items != len(report["taskProgress"]) or not task_items:
    problems.append(f"{task_items} task rows rendered, {len(report['taskProgress'])} expected")
shown = re.findall(r'<span class="count" aria-live="polite">(\d+) of (\d+) shown</span>', dom)
if len(shown) < 2:
    problems.append("the page script did not run (no 'N of N shown' counts)")

# The layout the browser made (the probe's measures).
def probe(name):
    page = open(f"{out}/probe-{name}.html", encoding="utf-8").read()
    match = re.search(r'<pre id="layout-probe" hidden="">(.*?)</pre>', page, re.S)
    return json.loads(html.unescape(match.group(1))) if match else None
laptop, phone = probe("laptop"), probe("phone")
if not laptop or not phone:
    problems.append("the layout probe did not run")
else:
    if laptop["pageOverflow"] > 0 or laptop["wideTables"]:
        problems.append(f"sideways scroll at 1280 px: page {laptop['pageOverflow']} px wider, tables {laptop['wideTables']}")
    for width, measured in (("1280", laptop), ("390", phone)):
        if measured["brokenNames"]:
            problems.append(f"names broken inside a word at {width} px: {measured['brokenNames'][:5]}")
    order = phone["tipOrder"]
    if "unwired" not in order or order != sorted(order, key=lambda status: status != "unwired"):
        problems.append(f"at 390 px the unwired tips are not first: {order}")
# One word for what retires a tip (the Retires column), and the headline names each gate's figure.
if re.search(r"\d+ invalidated", dom):
    problems.append("the page says 'invalidated' beside the Retires column")
if "--min-coverage N fails below N% tips wired; --min-checks N below N% plan checks" not in dom:
    problems.append("the headline does not say which figure each gate checks")

# The history chart: one point per commit and series, and the table of figures.
history = json.load(open(f"{out}/history.json"))["history"]
history_dom = open(f"{out}/history-dom.html", encoding="utf-8").read()
if len(history) != 5:
    problems.append(f"{len(history)} commits in the history, 5 expected")
chart = re.search(r'<svg id="history-chart".*?</svg>', history_dom, re.S)
if not chart:
    problems.append("rendered history page has no chart")
else:
    for series, key in (("wired", "tipsWired"), ("checks", "planCoverage")):
        group = re.search(rf'<g class="series {series}">(.*?)</g>', chart.group(0), re.S)
        points = len(re.findall(r"<circle ", group.group(1))) if group else 0
        expected = sum(1 for point in history if point[key] and point[key]["percent"] is not None)
        if points != expected or "<polyline" not in (group.group(1) if group else ""):
            problems.append(f"chart series {series}: {points} points, expected {expected} and a line")
if len(rows(history_dom, "history-table")) != len(history):
    problems.append("history table rows differ from the JSON history")
figures = [(point["tipsWired"]["wired"], point["planCoverage"]["held"] if point["planCoverage"] else None) for point in history]
print(f"html-report-check: history tips wired / plan checks held per commit: {figures}")

def png_pixels(path):
    """Width, height and the set of distinct colours of an 8-bit RGB/RGBA PNG."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, width = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            if depth != 8 or colour not in (2, 6):
                raise ValueError(f"unsupported PNG (depth {depth}, colour type {colour})")
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    colours = set()
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:
            for i in range(channels, stride): line[i] = (line[i] + line[i - channels]) & 255
        elif kind == 2:
            for i in range(stride): line[i] = (line[i] + previous[i]) & 255
        elif kind == 3:
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b, c = previous[i], previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        colours.update(bytes(line[i:i + 3]) for i in range(0, stride, channels * 4))
        previous = line
    return width, height, colours

for name, size in (("laptop", (1280, 900)), ("phone", (390, 844)), ("history", (1280, 2600))):
    try:
        width, height, colours = png_pixels(f"{out}/{name}.png")
    except Exception as error:
        problems.append(f"{name}.png: {error}")
        continue
    if (width, height) != size:
        problems.append(f"{name}.png is {width}x{height}, expected {size[0]}x{size[1]}")
    if len(colours) < 16:
        problems.append(f"{name}.png looks blank: {len(colours)} distinct colours")
    print(f"html-report-check: {name}.png {width}x{height}, {len(colours)} distinct colours")
    if name == "history":
        # The chart's two series are drawn: their colours (blue, purple) are on screen.
        for label, (r, g, b) in (("tips wired", (0x09, 0x69, 0xda)), ("plan checks", (0x82, 0x50, 0xdf))):
            if not any(abs(c[0] - r) < 24 and abs(c[1] - g) < 24 and abs(c[2] - b) < 24 for c in colours):
                problems.append(f"history.png shows no {label} line")

if problems:
    for problem in problems:
        print(f"html-report-check: FAILED: {problem}", file=sys.stderr)
    sys.exit(1)
print(f"html-report-check: ok: tips wired {wired['wired']}/{wired['total']}, plan checks {figure['percent']:.1f}% "
      f"({figure['held']}/{figure['total']}), {len(tips)} tip rows, {task_items} tasks, {len(checks)} check rows, "
      f"chart of {len(history)} commits; output in {out}")
PY
