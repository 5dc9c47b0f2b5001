#!/usr/bin/env bash
# Checks that a tiplint binary needs no library from the Swift toolchain: on
# Linux every library ldd lists must be one of the C and C++ runtime libraries
# every distribution has; on macOS every one must come from the OS.
set -euo pipefail
binary=${1:?usage: check-portable.sh BINARY}
case "$(uname -s)" in
Linux)
    libraries=$(ldd "$binary" | awk '{ print $1 }')
    for library in $libraries; do
        case "$library" in
        linux-vdso.so.*|/lib*/ld-linux*.so.*|ld-linux*.so.*) ;;
        libc.so.*|libm.so.*|libdl.so.*|libpthread.so.*|librt.so.*|libutil.so.*|libstdc++.so.*|libgcc_s.so.*) ;;
        *)
            echo "check-portable: $binary needs $library, which is not a system library:" >&2
            ldd "$binary" >&2
            exit 1
            ;;
        esac
    done
    ;;
Darwin)
    if otool -L "$binary" | tail -n +2 | grep -vE '^\s*(/usr/lib/|/System/Library/)'; then
        echo "check-portable: $binary needs a library outside the OS" >&2
        exit 1
    fi
    ;;
esac
echo "check-portable: $binary needs only system libraries"
