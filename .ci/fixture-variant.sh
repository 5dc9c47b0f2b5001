#!/usr/bin/env bash
# Writes a fixture app out as real files, for the command line: a family's base app
# (Tests/Fixtures/FAMILY/base) with a variant's overlay laid over it: the files it
# adds, its changes.patch (a unified diff of the base files it changes) applied, and
# the paths its deletions.txt lists removed. The tests build the same tree in memory
# (TipLintTestSupport's FixtureTree).
#
# Usage: .ci/fixture-variant.sh FAMILY VARIANT DEST   (VARIANT `base`: the base app alone)
# Example: .ci/fixture-variant.sh Sprig defects-wiring /tmp/sprig && swift run tiplint /tmp/sprig
set -euo pipefail

[ $# -eq 3 ] || { echo "usage: $0 FAMILY VARIANT DEST" >&2; exit 2; }
family=$1 variant=$2
mkdir -p "$3"
dest=$(cd "$3" && pwd)
cd "$(dirname "$0")/.."
fail() { echo "fixture-variant: $*" >&2; exit 1; }

base=Tests/Fixtures/$family/base
[ -d "$base" ] || fail "no base app at $base"
cp -R "$base/." "$dest/"
[ "$variant" = base ] && exit 0
overlay=Tests/Fixtures/$family/variants/$variant
[ -d "$overlay" ] || fail "no variant at $overlay"
cp -R "$overlay/." "$dest/"
rm -f "$dest/deletions.txt" "$dest/changes.patch"
if [ -f "$overlay/changes.patch" ]; then
    patch --quiet --strip=1 --fuzz=0 --no-backup-if-mismatch --directory="$dest" < "$overlay/changes.patch" \
        || fail "$overlay/changes.patch does not apply to the base app"
fi
if [ -f "$overlay/deletions.txt" ]; then
    while IFS= read -r path; do
        [ -f "$dest/$path" ] || fail "$overlay/deletions.txt: $path is not in the base app"
        rm "$dest/$path"
    done < "$overlay/deletions.txt"
    find "$dest" -type d -empty -delete
fi
