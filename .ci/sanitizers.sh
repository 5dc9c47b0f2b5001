#!/usr/bin/env bash
# The test suite under AddressSanitizer, then ThreadSanitizer, each in its own
# build directory (.build-asan, .build-tsan; gitignored). A report from either
# fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
# The sanitizers report; Swift's own backtracer would only slow a failure down.
export SWIFT_BACKTRACE=enable=no
for sanitizer in address thread; do
    started=$(date +%s)
    echo "== swift test --sanitize=$sanitizer"
    scratch=.build-asan
    [ "$sanitizer" = thread ] && scratch=.build-tsan
    # halt_on_error: the first report fails the suite instead of scrolling past.
    ASAN_OPTIONS=halt_on_error=1:detect_leaks=0 TSAN_OPTIONS=halt_on_error=1 \
        swift test --sanitize="$sanitizer" --scratch-path "$scratch"
    echo "== $sanitizer: $(( $(date +%s) - started )) s"
done
