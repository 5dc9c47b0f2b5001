#!/usr/bin/env bash
# Scale cases too slow for the debug test suite, on the release binary:
# a project of 100,000 files, and one with a 50 MB file. Each must end with
# status 0, every file analysed (the summary's count, a known finding), in
# bounded time and memory (STRESS_MAX_SECONDS, STRESS_MAX_MB).
# Then hostile repositories end to end: FIFO and /dev/zero ignore files, and
# the inputs that were once quadratic (runs of NUL, control bytes, backticks,
# '#', unterminated "\(", a long .popoverTip chain, 150 KB of nested
# blockquotes, a 1.8 MB config and baseline, 20,000 List rows, lists nested
# 2,000 deep, sheets nested 16,000 deep, 5,000 members of one view, 40,000 findings on one line,
# repeated `**/a/` against a deep tree, a 9 MB chain of 400,000 popovers,
# 300,000 different findings on one line, 1 MB of mixed plan Markdown,
# `report --history` over 200 commits), and outputs through a committed
# directory link. Each must stay within the bound of issue 23: 1 s of CPU time
# (user + system, less noisy than wall time on a shared machine; the least of up
# to five runs) and 200 MB peak memory (STRESS_HOSTILE_CPU_SECONDS, STRESS_HOSTILE_MB). Each is killed by `timeout` after
# STRESS_HOSTILE_SECONDS of wall time: a hang fails the script instead of
# blocking CI.
set -euo pipefail
cd "$(dirname "$0")/.."
max_seconds=${STRESS_MAX_SECONDS:-120}
max_mb=${STRESS_MAX_MB:-1024}
hostile_seconds=${STRESS_HOSTILE_SECONDS:-20}
hostile_cpu=${STRESS_HOSTILE_CPU_SECONDS:-1}
hostile_mb=${STRESS_HOSTILE_MB:-200}
swift build -c release --product tiplint
tiplint=$(swift build -c release --show-bin-path)/tiplint
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Each project: plain Swift in bulk, and one TipKit file whose tip is never
# displayed, so the TipKit rules run over everything and one finding shows
# the run reached the end.
python3 - "$work" <<'EOF'
import os, sys
work = sys.argv[1]
hello = 'import TipKit\n\nstruct HelloTip: Tip {\n    var title: Text { Text("Hello") }\n}\n'
many = os.path.join(work, "many")
for directory in range(1000):
    path = os.path.join(many, f"Module{directory:03}")
    os.makedirs(path)
    for number in range(100):
        with open(os.path.join(path, f"Model{number:02}.swift"), "w") as handle:
            handle.write(f"import Foundation\n\nstruct Model{directory}x{number}: Codable {{\n"
                         f"    var id = {number}\n    var name = \"model {number}\"\n}}\n")
with open(os.path.join(many, "Hello.swift"), "w") as handle:
    handle.write(hello)

large = os.path.join(work, "large")
os.makedirs(large)
chunk = ("struct Row{n}: View {{\n    let title: String\n    @State private var expanded = false\n\n"
         "    var body: some View {{\n        VStack(alignment: .leading) {{\n"
         "            Text(title).font(.headline) // row {n}\n"
         "            if expanded {{ Text(\"\"\"\n                Details of row {n}\n                \"\"\") }}\n"
         "        }}\n        .onTapGesture {{ expanded.toggle() }}\n    }}\n}}\n\n")
with open(os.path.join(large, "Generated.swift"), "w") as handle:
    size, n = 0, 0
    while size < 50 * 1000 * 1000:
        text = chunk.format(n=n)
        handle.write(text)
        size += len(text)
        n += 1
with open(os.path.join(large, "Hello.swift"), "w") as handle:
    handle.write(hello)
EOF

status=0
check() {  # check NAME DIRECTORY FILES
    local name=$1 directory=$2 files=$3 status=0
    /usr/bin/time -f '%e %M' -o "$work/time" "$tiplint" lint "$directory" --no-plan \
        > "$work/out" 2> "$work/err" || status=$?
    read -r seconds kilobytes < <(tail -1 "$work/time")
    local megabytes=$(( kilobytes / 1024 ))
    echo "stress: $name: status $status, ${seconds} s, peak ${megabytes} MB, $(tail -1 "$work/err")"
    local problems=()
    [ "$status" -eq 0 ] || problems+=("status $status, expected 0")
    grep -q " in $files files (" "$work/err" || problems+=("not all $files files analysed")
    grep -q "Hello.swift:3:8: warning: tip HelloTip is never displayed" "$work/out" || problems+=("finding missing")
    [ "$(wc -l < "$work/out")" -eq 1 ] || problems+=("$(wc -l < "$work/out") findings, expected 1")
    awk -v s="$seconds" -v max="$max_seconds" 'BEGIN { exit !(s > max) }' && problems+=("over ${max_seconds} s")
    [ "$megabytes" -le "$max_mb" ] || problems+=("over ${max_mb} MB")
    if [ ${#problems[@]} -gt 0 ]; then
        echo "stress: $name FAILED: ${problems[*]}" >&2
        head -5 "$work/err" >&2
        return 1
    fi
}
check "100,000 files" "$work/many" 100001 || status=1
check "a 50 MB file" "$work/large" 2 || status=1

# Hostile repositories, each with Hello.swift beside the hostile content.
hostile=$work/hostile
python3 - "$hostile" <<'EOF'
import os, sys
root = sys.argv[1]
hello = 'import TipKit\n\nstruct HelloTip: Tip {\n    var title: Text { Text("Hello") }\n}\n'
def project(name, files):
    base = os.path.join(root, name)
    os.makedirs(os.path.join(base, ".git/info"))
    for path, data in dict(files, **{"Hello.swift": hello.encode()}).items():
        os.makedirs(os.path.dirname(os.path.join(base, path)), exist_ok=True)
        with open(os.path.join(base, path), "wb") as handle:
            handle.write(data)
project("pipes", {"App/Main.swift": b"struct Main {}\n"})
for fifo in ("pipes/.gitignore", "pipes/.git/info/exclude", "pipes/App/Pipe.swift"):
    os.mkfifo(os.path.join(root, fifo))
os.symlink("/dev/zero", os.path.join(root, "pipes/App/.gitignore"))
project("nul", {"Bytes.swift": b"let a = 1\n" + b"\0" * 300000 + b"\n"})
project("control", {"Bytes.swift": b"let a = 1\n" + bytes([1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 14, 15]) * 25000 + b"\n"})
project("backticks", {"Ticks.swift": b"`" * 300000 + b"\n"})
project("pounds", {"Pounds.swift": b"#" * 300000 + b"\n"})
project("interpolations", {"Strings.swift": b'"\\(' * 100000 + b"\n"})
project("chain", {"Chain.swift": b'import SwiftUI\nstruct V: View { var body: some View { Text("x")'
                  + b".popoverTip(HelloTip())" * 20000 + b" } }\n"})
lines, size, depth = [], 0, 1
while size < 150000:
    line = ">" * depth + " Tip text\n"
    lines.append(line)
    size, depth = size + len(line), depth + 1
quotes = "# Tips plan\n\n" + "".join(lines) + "> " * 75000 + "tip\n"
project("blockquotes", {"docs/plan.md": quotes.encode()})
tip = 'struct T%d: Tip { var title: Text { Text("t") } }\n'
view = 'import SwiftUI\nimport TipKit\n' + tip % 0 + 'struct V: View {\n    var body: some View {\n'
project("rows", {"Rows.swift": (view + "List {\n" + 'Row(title: "x")\n' * 20000 + "}\n    }\n}\n").encode()})
project("nested_lists", {"Lists.swift": (view + "List(items) { _ in Row()\n" * 2000 + "}\n" * 2000
                                         + "    }\n}\n").encode()})
project("nested_sheets", {"Sheets.swift": (view + 'Text("a").sheet(isPresented: $shown) {\n' * 16000
                                           + 'Text("b").popoverTip(T0())\n' + "}\n" * 16000 + "    }\n}\n").encode()})
# One row of 20,000 calls handing a tip over: each asked whether it uses the row (the row's locals walked once).
handed = "".join("        .tipIfAny(T0())\n        .tipIfAny(hint)\n" for _ in range(10000))
project("row_calls", {"Row.swift": (view.replace("struct V: View {", "struct V<H: Tip>: View {\n    let hint: H?")
                                    + "ForEach(items) { item in\nRow()\n" + handed + "}\n    }\n}\n").encode()})
members = "".join('    func row%d() -> some View { Text("%d").popoverTip(T0()) }\n' % (n, n) for n in range(5000))
project("members", {"Members.swift": (view + "        row0()\n    }\n" + members + "}\n").encode()})
# 40,000 different findings on one line: each comment names a rule that does not exist.
project("one_line", {"Line.swift": ("let a = 1" + "".join(" /* tiplint:disable:this r%d */" % n for n in range(40000))
                                    + "\n").encode()})
deep = "/".join(["a"] * 150)
project("gitignore", {".gitignore": ("**/a/" * 16 + "\n").encode(), deep + "/Deep.swift": b"let a = 1\n"})
keys = ",".join('"k%d": 0' % n for n in range(150000))
project("config", {".tiplint.json": ("{" + keys + "}").encode()})
project("baseline", {"baseline.json": ("{" + keys + "}").encode()})
# 9 MB: 400,000 would-be findings that fold into one; 10 MB: 300,000 different ones on one line.
project("long_chain", {"Chain.swift": b'import SwiftUI\nstruct V: View { var body: some View { Text("x")'
                       + b".popoverTip(HelloTip())" * 400000 + b" } }\n"})
project("long_line", {"Line.swift": ("let a = 1" + "".join(" /* tiplint:disable:this r%d */" % n for n in range(300000))
                                     + "\n").encode()})
import random
random.seed(23)
words = ["tip", "`FilterTip`", '"quote', "`code`", "Sources/App/View.swift", "**Title:**", "[link](x)", "<!-- c -->",
         "TipKit", ".popoverTip", "|", "#", "- [ ]", "Tips.configure()", "donate", "\u201ccopy\u201d"]
noise = "# Tips plan\n\n"
while len(noise) < 1000000:
    noise += " ".join(random.choice(words) for _ in range(12)) + "\n"
project("plan_noise", {"docs/plan.md": noise.encode()})
# A committed link to a directory elsewhere, named by an output path.
os.makedirs(os.path.join(root, "elsewhere"))
project("linked_reports", {})
os.symlink(os.path.join(root, "elsewhere"), os.path.join(root, "linked_reports/reports"))
# 200 one-line commits on 31 files: each commit's unchanged files are not extracted again.
views = "".join('struct V%d: View { var body: some View { Text("%d").popoverTip(HelloTip()) } }\n' % (n, n)
                for n in range(40))
project("history", dict({"App/View%d.swift" % n: ("import SwiftUI\nimport TipKit\n" + views.replace("V", "V%dx" % n)).encode()
                         for n in range(30)}, **{"App/Log.swift": b"let log = 0\n"}))
EOF
history=$hostile/history
rm -rf "$history/.git"
git -C "$history" init -q
git -C "$history" add -A
git -C "$history" -c user.name=stress -c user.email=stress@example.com commit -qm start
for n in $(seq 1 199); do
    echo "let v$n = $n" >> "$history/App/Log.swift"
    git -C "$history" -c user.name=stress -c user.email=stress@example.com commit -qam "commit $n"
done

# hostile NAME EXPECTED_STATUS TEXT DIRECTORY [ARGS...]: TEXT must be in the output.
# A run over the CPU budget is repeated, up to five runs, and the least CPU time is held to the
# budget: another tenant of a shared machine only ever adds CPU time (the same binary took
# 0.80 s in one CI run and 1.12 s in the next), so the least is the truest reading of the cost.
hostile() {
    local name=$1 expected=$2 text=$3 directory=$4 status=0
    shift 4
    local user system kilobytes seconds megabytes least="" readings=""
    for _ in 1 2 3 4 5; do
        status=0
        (cd "$directory" && /usr/bin/time -f '%U %S %M' -o "$work/usage" timeout "$hostile_seconds" "$tiplint" "$@" \
            > "$work/out" 2> "$work/err") || status=$?
        read -r user system kilobytes < <(tail -1 "$work/usage")
        seconds=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')
        readings="${readings:+$readings, }$seconds"
        if [ -z "$least" ] || awk -v s="$seconds" -v l="$least" 'BEGIN { exit !(s < l) }'; then least=$seconds; fi
        awk -v s="$least" -v max="$hostile_cpu" 'BEGIN { exit !(s > max) }' && [ "$status" -ne 124 ] || break
    done
    seconds=$least
    megabytes=$(( kilobytes / 1024 ))
    echo "stress: hostile $name: status $status, ${seconds} s CPU (budget ${hostile_cpu}; runs: ${readings}), peak" \
        "${megabytes} MB (budget ${hostile_mb}), $(wc -l < "$work/out") output lines"
    local problems=()
    [ "$status" -ne 124 ] || problems+=("killed after ${hostile_seconds} s")
    awk -v s="$seconds" -v max="$hostile_cpu" 'BEGIN { exit !(s > max) }' && problems+=("over ${hostile_cpu} s of CPU")
    [ "$megabytes" -le "$hostile_mb" ] || problems+=("over ${hostile_mb} MB")
    [ "$status" -eq "$expected" ] || problems+=("status $status, expected $expected")
    # grep reads the files itself: `cat … | grep -q` under pipefail fails when grep stops early.
    grep -qF -- "$text" "$work/out" "$work/err" || problems+=("no '$text' in the output")
    if [ ${#problems[@]} -gt 0 ]; then
        echo "stress: hostile $name FAILED: ${problems[*]}" >&2
        head -5 "$work/err" >&2
        return 1
    fi
}
hostile "FIFO and /dev/zero ignore files" 0 " in 2 files (" "$hostile/pipes" --no-plan || status=1
hostile "300 KB of NUL bytes" 0 "more lex errors in this file" "$hostile/nul" --no-plan || status=1
hostile "300 KB of control bytes" 0 "more lex errors in this file" "$hostile/control" --no-plan || status=1
hostile "300,000 backticks" 0 "more lex errors in this file" "$hostile/backticks" --no-plan || status=1
hostile "300,000 #" 0 " in 2 files (" "$hostile/pounds" --no-plan || status=1
hostile "100,000 unterminated \\(" 0 "more lex errors in this file" "$hostile/interpolations" --no-plan || status=1
# A members-only missing import and the extra popovers are warnings: --strict makes them fail.
hostile "20,000 .popoverTip modifiers" 1 " in 2 files (" "$hostile/chain" --no-plan --strict || status=1
hostile "150 KB of nested blockquotes" 0 "plan: docs/plan.md" "$hostile/blockquotes" --plan docs/plan.md || status=1
hostile "a List {} of 20,000 rows" 0 " in 2 files (" "$hostile/rows" --no-plan || status=1
hostile "a ForEach row of 20,000 calls handing a tip on" 0 " in 2 files (" "$hostile/row_calls" --no-plan || status=1
hostile "lists nested 2,000 deep" 0 " in 2 files (" "$hostile/nested_lists" --no-plan || status=1
hostile "sheets nested 16,000 deep" 0 " in 2 files (" "$hostile/nested_sheets" --no-plan || status=1
hostile "5,000 members each showing a tip" 0 " in 2 files (" "$hostile/members" --no-plan || status=1
# 40,000 findings on one line: regions for SARIF and github, and SARIF capped at 25,000 results.
hostile "40,000 findings on one line" 0 "results left out" "$hostile/one_line" --no-plan --quiet \
    --format github --format sarif:/dev/stdout || status=1
hostile "repeated **/a/ against 150 levels" 0 " in 1 file (" "$hostile/gitignore" --no-plan || status=1
hostile "a 1.8 MB .tiplint.json" 2 ".tiplint.json:1:2: unknown key" "$hostile/config" || status=1
hostile "a 1.8 MB baseline" 2 "baseline.json:1:2: unknown key" "$hostile/baseline" --no-plan --baseline baseline.json \
    || status=1
# Each popover repeating the one before it folds into its facts (RepeatedCalls): one display site.
hostile "400,000 popovers on one view (9 MB)" 0 "(399999 times on this line)" "$hostile/long_chain" --no-plan || status=1
# 300,000 different findings (96 bytes each) are held once; the text and SARIF outputs are written in pieces.
hostile "300,000 findings on one line (10 MB)" 0 "results left out" "$hostile/long_line" --no-plan --quiet \
    --format sarif:/dev/stdout || status=1
hostile "1 MB of mixed plan Markdown" 1 "plan: docs/plan.md" "$hostile/plan_noise" --plan docs/plan.md || status=1
hostile "an output under a committed directory link" 2 "'reports' is a symbolic link that leads out of its directory" \
    "$hostile/linked_reports" --no-plan --format sarif:reports/x.sarif || status=1
if [ -n "$(ls -A "$hostile/elsewhere")" ]; then
    echo "stress: hostile an output under a committed directory link FAILED: wrote through the link" >&2
    status=1
fi
# A commit that changes no facts is not merged and checked again, and every tree comes through the one
# `git cat-file` that reads the blobs.
hostile "report --history over 200 commits" 0 '"history"' "$hostile/history" \
    report --history=HEAD --no-plan --format json --quiet || status=1
exit $status
