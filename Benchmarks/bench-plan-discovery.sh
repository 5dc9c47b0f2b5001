#!/usr/bin/env bash
# What plan auto-discovery adds to a lint run: `tiplint lint REPO` (default,
# plans discovered) against `tiplint lint REPO --no-plan`, best of N runs after
# a warm-up, with the corpus size (Markdown and Swift files, Markdown bytes).
#
#   Benchmarks/bench-plan-discovery.sh [--runs N] [--tiplint BINARY] REPO ...
#
# REPO is a checked-out project (a scratch tree, not a bare mirror). The binary
# defaults to the release build (swift build -c release). Prints one line per
# REPO: files, both times, what discovery adds and the ratio default/no-plan.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
runs=5
binary=""
repos=()
while [ $# -gt 0 ]; do
    case $1 in
        --runs) runs=$2; shift 2 ;;
        --tiplint) binary=$2; shift 2 ;;
        -*) echo "usage: bench-plan-discovery.sh [--runs N] [--tiplint BINARY] REPO ..." >&2; exit 2 ;;
        *) repos+=("$1"); shift ;;
    esac
done
[ ${#repos[@]} -gt 0 ] || { echo "usage: bench-plan-discovery.sh [--runs N] [--tiplint BINARY] REPO ..." >&2; exit 2; }
if [ -z "$binary" ]; then
    (cd "$root" && swift build -c release --product tiplint >/dev/null)
    binary=$root/.build/release/tiplint
fi

# Best wall time in seconds of N runs of the command, after one warm-up.
best() {
    "$@" >/dev/null 2>&1 || true
    local best="" start end elapsed
    for _ in $(seq "$runs"); do
        start=$(date +%s.%N)
        "$@" >/dev/null 2>&1 || true
        end=$(date +%s.%N)
        elapsed=$(echo "$end - $start" | bc)
        if [ -z "$best" ] || [ "$(echo "$elapsed < $best" | bc)" = 1 ]; then best=$elapsed; fi
    done
    printf '%.3f' "$best"
}

printf '%-28s %8s %8s %10s %9s %9s %9s %6s\n' repo markdown swift md_bytes no-plan default added ratio
for repo in "${repos[@]}"; do
    markdown=$(find "$repo" -name '*.md' -not -path '*/.git/*' | wc -l)
    swift=$(find "$repo" -name '*.swift' -not -path '*/.git/*' | wc -l)
    bytes=$(find "$repo" -name '*.md' -not -path '*/.git/*' -print0 | xargs -0 cat | wc -c)
    off=$(cd "$repo" && best "$binary" . --no-plan)
    on=$(cd "$repo" && best "$binary" .)
    printf '%-28s %8d %8d %10d %9s %9s %9.3f %6.2f\n' "$(basename "$repo")" "$markdown" "$swift" "$bytes" \
        "$off" "$on" "$(echo "$on - $off" | bc)" "$(echo "$on / $off" | bc -l)"
done
