#!/usr/bin/env bash
# Prints the platform name release files carry: OS-ARCH, as linux-x86_64,
# linux-arm64, macos-arm64, macos-x86_64. Stable across OS releases (a Swift
# target triple names the macOS version it was built on), and the same on the
# machine that builds a release (release.sh) and the one that downloads it
# (prebuilt-hook.sh).
set -euo pipefail
case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=macos ;;
    *) echo "platform.sh: no release is built for $(uname -s)" >&2; exit 1 ;;
esac
case "$(uname -m)" in
    x86_64 | amd64) arch=x86_64 ;;
    arm64 | aarch64) arch=arm64 ;;
    *) echo "platform.sh: no release is built for $(uname -m)" >&2; exit 1 ;;
esac
echo "$os-$arch"
