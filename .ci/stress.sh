#!/usr/bin/env bash
# Scale cases too slow for the debug test suite, on the release binary:
# a project of 100,000 files, and one with a 50 MB file. Each must end with
# status 0, every file analysed (the summary's count, a known finding), in
# bounded time and memory (STRESS_MAX_SECONDS, STRESS_MAX_MB).
set -euo pipefail
cd "$(dirname "$0")/.."
max_seconds=${STRESS_MAX_SECONDS:-120}
max_mb=${STRESS_MAX_MB:-1024}
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
    read -r seconds kilobytes < "$work/time"
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
exit $status
