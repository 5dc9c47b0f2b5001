#!/usr/bin/env bash
# The project's own Swift against .swift-format, with the toolchain's
# `swift format` (Swift 6 and later ship it). Any lint warning fails.
# Fixtures and examples are left alone: their line numbers are expectations.
#
# Usage: .ci/format-check.sh          check
#        .ci/format-check.sh --fix    format in place (twice: a second pass settles a few wraps), then check
set -euo pipefail
cd "$(dirname "$0")/.."
swift format --version >/dev/null 2>&1 || { echo "format-check: 'swift format' is not in this toolchain (Swift 6 or later ships it)" >&2; exit 1; }
mapfile -t files < <(
    { ls Package.swift Benchmarks/Package.swift Fuzz/*.swift
      find Sources Tests Plugins Benchmarks/Sources Tools -name '*.swift' -not -path 'Tests/Fixtures/*'; } | sort -u
)
if [ "${1:-}" = --fix ]; then
    swift format format --in-place --parallel "${files[@]}"
    swift format format --in-place --parallel "${files[@]}"
fi
swift format lint --strict --parallel "${files[@]}"
echo "format-check: ${#files[@]} files match .swift-format"
