#!/usr/bin/env bash
# Builds tiplint as it ships: -c release, and on Linux with the Swift runtime
# linked in (--static-swift-stdlib), so the binary runs on a machine without a
# Swift toolchain. Prints the binary's path on stdout (the build's own output
# goes to stderr); with --install DIR, also copies the binary into DIR.
#
# One build serves every release step: Tools/Release/release.sh, the GitHub
# Action (action.yml), and CI's release and stress checks. Run from anywhere.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
flags=(-c release --product tiplint --package-path "$root")
# macOS has the Swift runtime in the OS; only Linux links it in.
[ "$(uname -s)" = Linux ] && flags+=(--static-swift-stdlib)
# Generic types are made by metadata accessors, not from mangled names: a mangled name makes the
# runtime look each Hashable key's conformance up by scanning every conformance in the binary, about
# 0.4 M instructions per dictionary or set type on first use. A fifth of a 20-file app's instructions went there.
flags+=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
swift build "${flags[@]}" >&2
binary=$(swift build "${flags[@]}" --show-bin-path)/tiplint
if [ "${1:-}" = --install ]; then
    [ -n "${2:-}" ] || { echo "build.sh: --install needs a directory" >&2; exit 2; }
    mkdir -p "$2"
    cp "$binary" "$2/tiplint"
    # Symbols are for the debugger; the installed binary is a third smaller without them.
    if command -v strip >/dev/null; then strip "$2/tiplint"; fi
    binary=$(cd "$2" && pwd)/tiplint
fi
echo "$binary"
