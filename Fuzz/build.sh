#!/usr/bin/env bash
# Builds the libFuzzer targets into OUT (default .build-fuzz, gitignored):
#   fuzz-tokenizer      SwiftScan: tokenizer, Structure, string literals, token dump
#   fuzz-extractors     TipLint: one file through every extractor
#   fuzz-plan-reader    TipLint: plan reader, plan discovery, `tiplint plan` output
#   fuzz-configuration  TipLint: `.tiplint.json` reading and validation
#   fuzz-ignore-file    TipLint: `.gitignore` / exclude reading and matching
#   fuzz-xcode-project  TipLint: `project.pbxproj` reading and the files no project builds
#
# SwiftPM cannot build a libFuzzer binary of a library target, so the modules
# are compiled here with swiftc, instrumented (-sanitize=fuzzer) and checked
# by AddressSanitizer, as static libraries the targets link. Swift 6 language
# mode, as the package (swiftc alone would default to 5), in its package (for
# `package` declarations).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
mkdir -p "${1:-.build-fuzz}"
# Absolute, and the compiler runs inside it: a multi-file executable leaves
# its intermediate module in the working directory.
out=$(cd "${1:-.build-fuzz}" && pwd)
flags=(-swift-version 6 -package-name tiplint -O -wmo -num-threads 2 -g -sanitize=fuzzer,address -parse-as-library -enable-testing -I "$out" -L "$out")
# The linker warns about each AddressSanitizer helper it cannot export; harmless.
quiet() { "$@" 2>&1 | { grep -v "Cannot export local symbol '__asan" || true; }; return "${PIPESTATUS[0]}"; }

library() {
    local module=$1; shift
    quiet swiftc "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$out/$module.swiftmodule" \
        -emit-library -static -o "$out/lib$module.a" "$@"
}

# The C target SwiftScan and TipLint import (its module map is in its include directory).
echo "fuzz: building SwiftScanVectors" >&2
vectors=$root/Sources/SwiftScanVectors
for source in "$vectors"/*.c; do
    clang -O2 -g -fsanitize=fuzzer-no-link,address -I "$vectors/include" -c "$source" \
        -o "$out/SwiftScanVectors-$(basename "$source" .c).o"
done
rm -f "$out/libSwiftScanVectors.a"
ar rcs "$out/libSwiftScanVectors.a" "$out"/SwiftScanVectors-*.o
flags+=(-I "$vectors/include")

echo "fuzz: building SwiftScan" >&2
library SwiftScan Sources/SwiftScan/*.swift -lSwiftScanVectors
echo "fuzz: building TipLint" >&2
library TipLint $(find Sources/TipLint -name '*.swift' | sort) -lSwiftScan -lSwiftScanVectors

echo "fuzz: linking targets" >&2
cd "$out"
quiet swiftc "${flags[@]}" -module-name FuzzTokenizer "$root/Fuzz/FuzzTokenizer.swift" -lSwiftScan -lSwiftScanVectors -o "$out/fuzz-tokenizer"
quiet swiftc "${flags[@]}" -module-name FuzzExtractors "$root/Fuzz/FuzzExtractors.swift" -lTipLint -lSwiftScan -lSwiftScanVectors \
    -o "$out/fuzz-extractors"
quiet swiftc "${flags[@]}" -module-name FuzzPlanReader "$root/Fuzz/FuzzPlanReader.swift" -lTipLint -lSwiftScan -lSwiftScanVectors \
    -o "$out/fuzz-plan-reader"
quiet swiftc "${flags[@]}" -module-name FuzzConfiguration "$root/Fuzz/FuzzConfiguration.swift" -lTipLint -lSwiftScan -lSwiftScanVectors \
    -o "$out/fuzz-configuration"
quiet swiftc "${flags[@]}" -module-name FuzzIgnoreFile "$root/Fuzz/FuzzIgnoreFile.swift" -lTipLint -lSwiftScan -lSwiftScanVectors \
    -o "$out/fuzz-ignore-file"
quiet swiftc "${flags[@]}" -module-name FuzzXcodeProject "$root/Fuzz/FuzzXcodeProject.swift" -lTipLint -lSwiftScan \
    -lSwiftScanVectors -o "$out/fuzz-xcode-project"
