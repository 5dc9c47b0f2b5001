#!/usr/bin/env bash
# Tokenizer throughput, single-threaded, beside grep scanning the same files.
#
#   Benchmarks/bench-tokenize.sh [DIR]
#
# Without DIR, generates a corpus of at least 50 MB of Swift into
# Benchmarks/corpus/ (gitignored) from the repository's own Swift files.
# Prints wall-clock and CPU figures: on a busy machine the CPU ones are the
# comparable numbers.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
minimum_bytes=$((50 * 1000 * 1000))

if [ $# -ge 1 ]; then
    corpus=$1
else
    corpus=$here/corpus
    size=$( (find "$corpus" -name '*.swift' -type f -print0 2>/dev/null || true) | xargs -0 cat 2>/dev/null | wc -c)
    if [ "$size" -lt "$minimum_bytes" ]; then
        echo "generating corpus in $corpus" >&2
        rm -rf "$corpus"
        mkdir -p "$corpus"
        mapfile -t templates < <(find "$root/Sources" "$root/Tests" "$root/Examples" -name '*.swift' -type f 2>/dev/null | sort)
        [ ${#templates[@]} -gt 0 ] || { echo "no Swift files to build a corpus from" >&2; exit 2; }
        template_bytes=$(cat "${templates[@]}" | wc -c)
        copies=$(( (minimum_bytes + template_bytes - 1) / template_bytes ))
        for copy in $(seq 1 "$copies"); do
            dir=$corpus/copy$copy
            mkdir -p "$dir"
            for file in "${templates[@]}"; do
                name=${file#"$root"/}
                cp "$file" "$dir/${name//\//_}"
            done
        done
    fi
fi

list=$(mktemp)
trap 'rm -f "$list"' EXIT
find "$corpus" -name '*.swift' -type f | sort > "$list"
[ -s "$list" ] || { echo "no .swift files under $corpus" >&2; exit 2; }

echo "building release" >&2
swift build -c release --package-path "$here" >&2
binary=$(swift build -c release --package-path "$here" --show-bin-path)/TokenizeBenchmark

result=$("$binary" "$list")
echo "tokenize (1 thread): $result"

# grep reads the same files for a fixed pattern (warm cache, best of 5).
tr '\n' '\0' < "$list" | xargs -0 cat > /dev/null
searcher=grep
command -v rg > /dev/null 2>&1 && searcher=rg
search() {
    if [ "$searcher" = rg ]; then
        tr '\n' '\0' < "$list" | xargs -0 rg -j1 -F -c 'Tips.configure' > /dev/null || true
    else
        tr '\n' '\0' < "$list" | LC_ALL=C xargs -0 grep -F -c 'Tips.configure' > /dev/null || true
    fi
}
best_wall=""
best_cpu=""
TIMEFORMAT='%R %U %S'
for _ in 1 2 3 4 5; do
    read -r wall user system < <({ time search; } 2>&1)
    cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')
    if [ -z "$best_wall" ] || awk -v a="$wall" -v b="$best_wall" 'BEGIN { exit !(a < b) }'; then best_wall=$wall; fi
    if [ -z "$best_cpu" ] || awk -v a="$cpu" -v b="$best_cpu" 'BEGIN { exit !(a < b) }'; then best_cpu=$cpu; fi
done
awk -v wall="$best_wall" -v cpu="$best_cpu" -v result="$result" -v searcher="$searcher" 'BEGIN {
    split(result, fields, " ")
    for (i = 1; i < length(fields); i += 2) value[fields[i]] = fields[i + 1]
    bytes = value["bytes"] / 1e6
    printf "%s -F (1 process): seconds %.3f  MB/s %.1f  cpu-seconds %.3f  cpu-MB/s %.1f\n", searcher, wall, bytes / wall, cpu, bytes / cpu
    printf "tokenize / %s time: wall %.2f  cpu %.2f\n", searcher, value["seconds"] / wall, value["cpu-seconds"] / cpu
}'
