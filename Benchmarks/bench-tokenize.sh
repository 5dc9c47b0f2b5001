#!/bin/sh
# Tokenizer throughput, single-threaded, beside grep scanning the same files.
#
#   Benchmarks/bench-tokenize.sh [DIR]
#
# Without DIR, generates a corpus of at least 50 MB of Swift into
# Benchmarks/corpus/ (gitignored) from the repository's own Swift files.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
minimum_bytes=$((50 * 1000 * 1000))

if [ $# -ge 1 ]; then
    corpus=$1
else
    corpus=$here/corpus
    size=$(find "$corpus" -name '*.swift' -type f -exec cat {} + 2>/dev/null | wc -c || echo 0)
    if [ "$size" -lt "$minimum_bytes" ]; then
        echo "generating corpus in $corpus" >&2
        rm -rf "$corpus"
        mkdir -p "$corpus"
        templates=$(find "$root/Sources" "$root/Tests" "$root/Examples" -name '*.swift' -type f 2>/dev/null | sort)
        [ -n "$templates" ] || { echo "no Swift files to build a corpus from" >&2; exit 2; }
        copy=0
        size=0
        while [ "$size" -lt "$minimum_bytes" ]; do
            copy=$((copy + 1))
            dir=$corpus/copy$copy
            mkdir -p "$dir"
            for file in $templates; do
                name=$(echo "${file#$root/}" | tr '/' '_')
                cp "$file" "$dir/$name"
            done
            size=$(find "$corpus" -name '*.swift' -type f -exec cat {} + | wc -c)
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
searcher="grep"
command -v rg > /dev/null 2>&1 && searcher="rg"
best=""
for _ in 1 2 3 4 5; do
    start=$(date +%s%N)
    if [ "$searcher" = rg ]; then
        tr '\n' '\0' < "$list" | xargs -0 rg -j1 -F -c 'Tips.configure' > /dev/null || true
    else
        tr '\n' '\0' < "$list" | LC_ALL=C xargs -0 grep -F -c 'Tips.configure' > /dev/null || true
    fi
    elapsed=$(( $(date +%s%N) - start ))
    if [ -z "$best" ] || [ "$elapsed" -lt "$best" ]; then best=$elapsed; fi
done
ours=$(echo "$result" | sed -n 's/.*seconds \([0-9.]*\).*/\1/p')
bytes=$(echo "$result" | sed -n 's/.*bytes \([0-9]*\).*/\1/p')
awk -v ns="$best" -v ours="$ours" -v bytes="$bytes" -v searcher="$searcher" 'BEGIN {
    seconds = ns / 1e9
    printf "%s -F (1 process): seconds %.3f  MB/s %.1f\n", searcher, seconds, bytes / 1e6 / seconds
    printf "tokenize time / %s time: %.2f\n", searcher, ours / seconds
}'
