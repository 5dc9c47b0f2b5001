#!/usr/bin/env bash
# The `tiplint-prebuilt` pre-commit hook: runs the released binary of this
# repository's version (the hook's `rev`) rather than building it. Its first
# run for a version downloads tiplint-VERSION-PLATFORM.tar.gz and the
# .sha256 file beside it from the release (TIPLINT_RELEASE_URL, default
# PROJECT_URL/releases/download/vVERSION; file:// works), checks the archive
# against the checksum, and keeps the binary in .build/prebuilt/VERSION/ of the
# hook's clone. Anything that does not match its checksum is deleted unrun and
# the hook fails. The arguments are tiplint's.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
say() { echo "tiplint-prebuilt: $*" >&2; }
version_file=$root/Sources/TipLint/Support/Version.swift
version=$(sed -n 's/.*current = "\(.*\)".*/\1/p' "$version_file")
project_url=$(sed -n 's/.*projectURL = "\(.*\)".*/\1/p' "$version_file")
platform=$("$root/Tools/Release/platform.sh")
name=tiplint-$version-$platform
binary=$root/.build/prebuilt/$version/tiplint

sha256() {
    if command -v sha256sum >/dev/null; then sha256sum "$1"; else shasum -a 256 "$1"; fi | cut -d' ' -f1
}

if [ ! -x "$binary" ]; then
    release=${TIPLINT_RELEASE_URL:-$project_url/releases/download/v$version}
    download=$(mktemp -d)
    trap 'rm -rf "$download"' EXIT
    curl -fsSL -o "$download/$name.tar.gz" "$release/$name.tar.gz" || {
        say "no release binary $name.tar.gz at $release; use the tiplint hook (builds it) or tiplint-system"
        exit 2
    }
    curl -fsSL -o "$download/$name.tar.gz.sha256" "$release/$name.tar.gz.sha256" || {
        say "the release at $release has no $name.tar.gz.sha256: not running a binary that cannot be checked"
        exit 2
    }
    expected=$(cut -d' ' -f1 "$download/$name.tar.gz.sha256")
    actual=$(sha256 "$download/$name.tar.gz")
    if [ "$expected" != "$actual" ]; then
        say "$name.tar.gz from $release does not match its SHA-256 checksum"
        say "  expected $expected"
        say "  got      $actual"
        say "the download was deleted, not run"
        exit 2
    fi
    tar -xzf "$download/$name.tar.gz" -C "$download" tiplint
    mkdir -p "$(dirname "$binary")"
    # Moved into place whole, so an interrupted run never leaves half a binary to run next time.
    mv "$download/tiplint" "$binary.partial"
    mv -f "$binary.partial" "$binary"
    rm -rf "$download"
    trap - EXIT
    say "installed $name (SHA-256 checked) from $release"
fi
exec "$binary" "$@"
