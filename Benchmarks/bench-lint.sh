#!/usr/bin/env bash
# The whole `tiplint lint --no-plan` (release build, all cores, process start
# included) on four corpus sizes, beside rg searching the same tree for
# TipKit's patterns (rg as it runs by default: all cores, walking the tree and
# honouring .gitignore like tiplint; grep -r, one process, where rg is missing).
#
#   Benchmarks/bench-lint.sh [--runs N] [CORPUS ...]
#
# CORPUS is app100, app1000, app10000 or real (default: all four). The
# corpora are made on first use under $TIPLINT_BENCH_CORPUS (default
# $TMPDIR/tiplint-bench-corpus), outside this repository: a PATH inside a
# repository has the whole repository analysed, so a corpus under the checkout
# was linted with tiplint's own sources and TipKit fixtures:
# generated SwiftUI + TipKit apps (lint/generate_app.py), and at least 150 MB
# of real Swift extracted from the machine's package repositories
# (lint/extract_real.sh). Each figure is the best of N runs (default 5; 3 for
# the two large corpora) after one warm-up run; peak memory is the largest.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
corpus_root=${TIPLINT_BENCH_CORPUS:-${TMPDIR:-/tmp}/tiplint-bench-corpus}
pattern='popoverTip|Tips\.Event|\.donate\(|Tips\.configure|import TipKit'

runs=""
corpora=()
while [ $# -gt 0 ]; do
    case $1 in
        --runs) runs=$2; shift 2 ;;
        app100|app1000|app10000|real) corpora+=("$1"); shift ;;
        *) echo "usage: bench-lint.sh [--runs N] [app100|app1000|app10000|real ...]" >&2; exit 2 ;;
    esac
done
[ ${#corpora[@]} -gt 0 ] || corpora=(app100 app1000 app10000 real)

prepare() {
    local name=$1 dir=$corpus_root/$1
    [ -d "$dir" ] && return
    echo "making corpus $name" >&2
    case $name in
        app*) python3 "$here/lint/generate_app.py" "${name#app}" "$dir.partial" && mv "$dir.partial" "$dir" ;;
        real) bash "$here/lint/extract_real.sh" "$dir" 160 ;;
    esac
}

echo "building release" >&2
swift build -c release --package-path "$root" --product tiplint >&2
tiplint=$(swift build -c release --package-path "$root" --show-bin-path)/tiplint

searcher=grep
command -v rg > /dev/null 2>&1 && searcher=rg
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

echo "machine: $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GB", $2 / 1e6 }' /proc/meminfo), $(uname -sr), load $(cut -d' ' -f1-3 /proc/loadavg)"
if [ "$searcher" = rg ]; then
    echo "reference: rg -n -e '$pattern' -g '*.swift' CORPUS (all cores, as rg runs by default)"
else
    echo "reference: grep -rn -E '$pattern' --include='*.swift' CORPUS (LC_ALL=C, one process; rg not installed)"
fi
printf '%-9s %7s %8s | %8s %8s %8s %8s %8s | %8s %8s %8s | %6s %6s\n' \
    corpus files MB wall_s cpu_s peak_MB MB/s us/file "${searcher}_s" cpu_s MB/s wall_x cpu_x
# One row of the table: tiplint on the PATHs given, rg on the corpus $dir.
measure_row() {
    local label=$1
    shift
    # Warm the page cache and check the run reads every file.
    "$tiplint" lint "$@" --no-plan > /dev/null 2> "$scratch/summary" || true
    read_files=$(sed -n 's/.* in \([0-9]*\) files* (.*/\1/p' "$scratch/summary")
    [ "$read_files" = "$files" ] || echo "warning: tiplint read $read_files files, the list has $files" >&2

    ours=$(python3 "$here/lint/measure.py" "$n" "$tiplint" lint "$@" --no-plan --quiet)
    if [ "$searcher" = rg ]; then
        searched=$(rg --files -g '*.swift' "$dir" | wc -l)
        [ "$searched" = "$files" ] || echo "warning: rg searches $searched files, the list has $files" >&2
        search=(sh -c "rg -n -e '$pattern' -g '*.swift' '$dir' > '$scratch/matches'")
    else
        search=(sh -c "LC_ALL=C grep -rn -E -e '$pattern' --include='*.swift' '$dir' > '$scratch/matches'")
    fi
    theirs=$(python3 "$here/lint/measure.py" "$n" "${search[@]}")

    awk -v name="$label" -v files="$files" -v bytes="$bytes" -v ours="$ours" -v theirs="$theirs" 'BEGIN {
        split(ours, a, /[ =]/); split(theirs, b, /[ =]/)
        # a[2] wall, a[4] cpu, a[6] rss
        mb = bytes / 1e6
        printf "%-9s %7d %8.1f | %8.3f %8.3f %8.1f %8.1f %8.1f | %8.3f %8.3f %8.1f | %6.2f %6.2f\n",
            name, files, mb, a[2], a[4], a[6], mb / a[2], a[2] * 1e6 / files, b[2], b[4], mb / b[2],
            a[2] / b[2], a[4] / b[4]
    }'
}

for name in "${corpora[@]}"; do
    prepare "$name"
    dir=$corpus_root/$name
    # The files tiplint reads: Swift files outside hidden and build directories
    # (the corpora hold no .gitignore).
    list=$scratch/$name.list
    find "$dir" \( -name '.*' -o -name .build -o -name DerivedData -o -name Pods -o -name Carthage \
        -o -name node_modules \) -prune -o -name '*.swift' -type f -print0 | sort -z > "$list"
    files=$(tr -cd '\0' < "$list" | wc -c)
    bytes=$(xargs -0 cat < "$list" | wc -c)
    n=${runs:-$([ "$files" -gt 5000 ] && echo 3 || echo 5)}

    # A package below the corpus is analysed with it (a local package), as rg searches it.
    measure_row "$name" "$dir"
    # And with every package named as a PATH too, as this table measured it before local packages
    # were analysed (185 for real): the walk of many PATHs over one tree.
    if [ "$name" = real ]; then
        paths=("$dir")
        while IFS= read -r -d '' manifest; do paths+=("$(dirname "$manifest")"); done \
            < <(find "$dir" -name '.*' -prune -o -mindepth 2 -name Package.swift -type f -print0)
        measure_row "real+${#paths[@]}" "${paths[@]}"
    fi
done
echo "wall_x, cpu_x: tiplint time / $searcher time (wall clock; user + system CPU)"
