#!/usr/bin/env bash
# libFuzzer over the tokenizer, the extractors, the plan reader, the
# configuration reader, the ignore-file reader and the Xcode project reader (Fuzz/), FUZZ_SECONDS each
# (default 60), seeded with the repository's own Swift, Markdown and JSON, and
# the shapes in Fuzz/seeds/ (nested blockquotes, ignore files). A crash, a hang (one input over
# 10 s) or a memory blow-up fails the script; the input is kept in
# .build-fuzz/artifacts/ and must become a test case (Fuzz/README.md says where).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-60}
out=.build-fuzz
started=$(date +%s)

bash Fuzz/build.sh "$out"
echo "fuzz: targets built in $(( $(date +%s) - started )) s"

# Seeds, copied flat so libFuzzer reads each once.
seeds=$out/seeds
rm -rf "$seeds"
mkdir -p "$seeds/swift" "$seeds/markdown" "$seeds/configuration" "$seeds/ignore" "$seeds/xcodeproj" "$out/artifacts"
seed() {  # seed DIRECTORY FILE...
    local directory=$1 file
    shift
    for file in "$@"; do cp "$file" "$directory/$(echo "$file" | tr '/' '_')"; done
}
mapfile -t swift < <(find Tests/Fixtures Examples -name '*.swift' -type f | sort)
mapfile -t markdown < <(find Tests/Fixtures Examples -name '*.md' -type f | sort)
seed "$seeds/swift" "${swift[@]}"
seed "$seeds/markdown" "${markdown[@]}" Fuzz/seeds/markdown/*.md
seed "$seeds/configuration" Fuzz/seeds/configuration/*.json
seed "$seeds/ignore" Fuzz/seeds/ignore/* .gitignore
seed "$seeds/xcodeproj" Fuzz/seeds/xcodeproj/*

# libFuzzer reports crashes itself; Swift's backtracer would hold the process open.
export SWIFT_BACKTRACE=enable=no
failed=()
fuzz() {  # fuzz TARGET SEEDS DICTIONARY MAX_LEN
    local target=$1 corpus=$out/corpus/$1 log=$out/$1.log
    mkdir -p "$corpus"
    echo "fuzz: $target for ${seconds} s"
    if "$out/fuzz-$target" "$corpus" "$2" -dict="$3" -max_len="$4" -max_total_time="$seconds" -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$out/artifacts/$target-" > "$log" 2>&1; then
        grep -E '^stat::number_of_executed_units|^stat::peak_rss_mb' "$log" | tr '\n' ' '
        echo "cov: $(grep -oE 'cov: [0-9]+' "$log" | tail -1 | cut -d' ' -f2)"
    else
        failed+=("$target")
        tail -40 "$log"
    fi
}
fuzz tokenizer "$seeds/swift" Fuzz/dictionaries/swift.dict 8192
fuzz extractors "$seeds/swift" Fuzz/dictionaries/swift.dict 8192
fuzz plan-reader "$seeds/markdown" Fuzz/dictionaries/markdown.dict 16384
fuzz configuration "$seeds/configuration" Fuzz/dictionaries/json.dict 4096
fuzz ignore-file "$seeds/ignore" Fuzz/dictionaries/gitignore.dict 4096
fuzz xcode-project "$seeds/xcodeproj" Fuzz/dictionaries/pbxproj.dict 16384

echo "fuzz: done in $(( $(date +%s) - started )) s"
if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz: ${failed[*]} failed; inputs in $out/artifacts/:" >&2
    ls "$out/artifacts" >&2
    exit 1
fi
