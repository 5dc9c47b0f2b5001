#!/usr/bin/env bash
# Uses tiplint's SwiftPM plugins from a small package (Tests/Fixtures/PluginPackage,
# copied so its dependency points at this checkout):
#   - the build-tool plugin turns a finding into a build diagnostic; a warning
#     leaves the build green, an error (raised by .tiplint.json) fails it;
#   - `swift package tiplint` lints the package's targets; --strict fails.
# Builds tiplint once more in debug inside the fixture's scratch directory.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
base=$root/.build/plugin-fixture
package=$base/PluginPackage
rm -rf "$package"
mkdir -p "$base"
cp -R Tests/Fixtures/PluginPackage "$package"
sed -i.orig "s|path: \"../../..\"|path: \"$root\"|" "$package/Package.swift" && rm "$package/Package.swift.orig"
swift_in() { swift "$1" --package-path "$package" --scratch-path "$base/scratch" "${@:2}"; }
fail() { echo "check-plugins: $1" >&2; grep -v "^\[[0-9]*/[0-9]*\]" "$base/log" | tail -40 >&2; exit 1; }
file=$package/Sources/Garden/Tooltips.swift
message="tooltip id 'WaterPlantHint' is not lower snake_case"

start=$(date +%s)
swift_in build > "$base/log" 2>&1 || fail "the build with a warning failed"
grep -q "^$file:15:33: warning: $message" "$base/log" || fail "the build did not show the finding as a warning"
echo "check-plugins: build-tool plugin: warning shown, build green ($(( $(date +%s) - start )) s)"

swift_in package tiplint > "$base/log" 2>&1 || fail "'swift package tiplint' failed on a warning"
grep -q "^Sources/Garden/Tooltips.swift:15:33: warning: $message" "$base/log" || fail "'swift package tiplint' did not report"
if swift_in package tiplint --target Garden --strict > "$base/log" 2>&1; then
    fail "'swift package tiplint --strict' passed with a warning"
fi
grep -q "the gate failed" "$base/log" || fail "'swift package tiplint --strict' did not say the gate failed"
echo "check-plugins: command plugin: finding reported, --strict fails"

printf '{ "rules": { "tooltip_id_style": "error" } }\n' > "$package/.tiplint.json"
if swift_in build > "$base/log" 2>&1; then
    fail "the build passed with an error finding"
fi
grep -q "^$file:15:33: error: $message" "$base/log" || fail "the failing build did not show the finding as an error"
echo "check-plugins: ok: an error finding fails the build ($(( $(date +%s) - start )) s in all)"
