#!/bin/sh
# Extracts the Swift files of the machine's bare package repositories into
#   DEST/OWNER_REPO@REF/...
# HEAD of every repository first, then older tags, skipping a ref whose tree
# was already extracted from the same repository, until DEST holds at least
# MIN_MB megabytes of Swift. (Some repositories are present twice under
# different owners, e.g. apple/ and swiftlang/swift-syntax; both are taken.)
#
#   extract_real.sh DEST [MIN_MB] [REPOS_GLOB]
#
# The corpus is never committed; bench-lint.sh keeps it outside the repository.
set -eu
dest=$1
minimum_mb=${2:-160}
repos_glob=${3:-/opt/swift-packages/*/*.git}
minimum_bytes=$((minimum_mb * 1000 * 1000))

mkdir -p "$dest"
seen=$(mktemp)
refs=$(mktemp)
trap 'rm -f "$seen" "$refs"' EXIT

# HEADs in a first pass, then every tag (newest tags first per repository).
for repo in $repos_glob; do
    [ -d "$repo" ] && echo "HEAD $repo"
done > "$refs"
for repo in $repos_glob; do
    [ -d "$repo" ] || continue
    git -C "$repo" tag --sort=-creatordate 2>/dev/null | while read -r tag; do echo "$tag $repo"; done
done >> "$refs"

size() { find "$1" -name '*.swift' -type f -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }'; }

total=$(size "$dest")
while read -r ref repo; do
    [ "$total" -ge "$minimum_bytes" ] && break
    tree=$(git -C "$repo" rev-parse "$ref^{tree}" 2>/dev/null) || continue
    grep -qx "$tree $repo" "$seen" && continue
    echo "$tree $repo" >> "$seen"
    name=$(echo "$repo" | sed 's|.*/\([^/]*\)/\([^/]*\)\.git$|\1_\2|')@$ref
    target=$dest/$name
    [ -d "$target" ] && continue
    mkdir -p "$target.partial"
    if git -C "$repo" archive --format=tar "$ref" -- '*.swift' 2>/dev/null | tar -x -C "$target.partial" 2>/dev/null; then
        mv "$target.partial" "$target"
        total=$((total + $(size "$target")))
    else
        rm -rf "$target.partial"
    fi
done < "$refs"
echo "$dest: $(find "$dest" -name '*.swift' -type f | wc -l) Swift files, $((total / 1000000)) MB" >&2
