#!/usr/bin/env bash
# Validates tiplint's SARIF against the SARIF 2.1.0 schema (Python jsonschema)
# and against what GitHub code scanning needs beyond the schema: rules with
# descriptions and help, ruleIndex, relative non-empty URIs, full regions,
# partialFingerprints. Runs on the example app (plan findings, related
# locations) and on a generated tree with hostile file names and copy.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# The schema is vendored (OASIS errata01 copy) so a clean clone checks offline.
schema=${SARIF_SCHEMA:-$root/.ci/schemas/sarif-schema-2.1.0.json}
if [ ! -f "$schema" ]; then
    echo "check-sarif: schema not found at $schema (set SARIF_SCHEMA)" >&2
    exit 1
fi

python=python3
if ! python3 -c 'import jsonschema' 2>/dev/null; then
    venv=$root/.build/ci-venv
    [ -x "$venv/bin/pip" ] || python3 -m venv --clear "$venv"
    "$venv/bin/pip" install --quiet jsonschema
    python=$venv/bin/python
fi

swift build --product tiplint >/dev/null
tiplint=$(swift build --show-bin-path)/tiplint

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The example app: the gate fails (status 1); anything else is a broken run.
status=0
"$tiplint" --quiet --format sarif:"$work/example.sarif" --format text Examples/Remet >/dev/null || status=$?
[ "$status" -eq 1 ] || { echo "check-sarif: tiplint Examples/Remet exited $status, expected 1" >&2; exit 1; }

# A hostile tree: names with spaces, colons, commas, percent signs and non-ASCII; copy with markup and escapes.
hostile=$work/hostile
mkdir -p "$hostile/.git" "$hostile/Views and More" "$hostile/Ünïcode"
printf 'import TipKit\nstruct EvilTip: Tip {\n    var title: Text { Text("<script>alert(1)</script> %%0A::set-output name=x::y \\u{1B}[31m") }\n}\n' \
    > "$hostile/Views and More/Evil, Tip: 100%.swift"
printf 'import SwiftUI\nstruct V: View {\n    var body: some View { Text("x").popoverTip(EvilTip()) }\n}\n' > "$hostile/Ünïcode/Vïew #1?.swift"
status=0
(cd "$hostile" && "$tiplint" --quiet --no-plan --format sarif --output "$work/hostile.sarif" .) || status=$?
[ "$status" -le 1 ] || { echo "check-sarif: tiplint on the hostile tree exited $status" >&2; exit 1; }

"$python" - "$schema" "$work/example.sarif" "$work/hostile.sarif" <<'PY'
import json, sys, urllib.parse
import jsonschema

schema = json.load(open(sys.argv[1]))
validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
failures = []
for path in sys.argv[2:]:
    log = json.load(open(path))
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    failures += [f"{path}: schema: {'/'.join(map(str, e.path))}: {e.message}" for e in errors]
    run = log["runs"][0]
    driver = run["tool"]["driver"]
    for key in ("name", "version", "informationUri", "rules"):
        if not driver.get(key):
            failures.append(f"{path}: tool.driver.{key} missing")
    rules = driver["rules"]
    for rule in rules:
        for key in ("id", "name"):
            if not rule.get(key):
                failures.append(f"{path}: rule without {key}")
        for key in ("shortDescription", "fullDescription"):
            if not rule.get(key, {}).get("text"):
                failures.append(f"{path}: rule {rule.get('id')} without {key}.text")
        if not rule.get("help", {}).get("text") or not rule["help"].get("markdown"):
            failures.append(f"{path}: rule {rule.get('id')} without help text and markdown")
        if rule.get("defaultConfiguration", {}).get("level") not in ("error", "warning", "note"):
            failures.append(f"{path}: rule {rule.get('id')} without defaultConfiguration.level")
        if not rule.get("properties", {}).get("tags"):
            failures.append(f"{path}: rule {rule.get('id')} without properties.tags")
    if "%SRCROOT%" not in run.get("originalUriBaseIds", {}):
        failures.append(f"{path}: originalUriBaseIds lacks %SRCROOT%")
    results = run["results"]
    if not results:
        failures.append(f"{path}: no results")
    for result in results:
        where = f"{path}: result {result.get('ruleId')}"
        index = result.get("ruleIndex")
        if index is None or rules[index]["id"] != result["ruleId"]:
            failures.append(f"{where}: ruleIndex does not point at its rule")
        if result.get("level") not in ("error", "warning", "note"):
            failures.append(f"{where}: no level")
        if not result.get("message", {}).get("text"):
            failures.append(f"{where}: no message text")
        if not result.get("partialFingerprints"):
            failures.append(f"{where}: no partialFingerprints")
        locations = result.get("locations", []) + result.get("relatedLocations", [])
        for location in locations:
            physical = location["physicalLocation"]
            uri = physical["artifactLocation"]["uri"]
            parsed = urllib.parse.urlsplit(uri)
            if not uri or parsed.scheme or uri.startswith("/") or any(c in uri for c in " \n#?") or not uri.isascii():
                failures.append(f"{where}: URI {uri!r} is not a relative, percent-encoded reference")
            if physical["artifactLocation"].get("uriBaseId") != "%SRCROOT%":
                failures.append(f"{where}: URI without uriBaseId %SRCROOT%")
        region = result["locations"][0]["physicalLocation"]["region"]
        for key in ("startLine", "startColumn", "endLine", "endColumn"):
            if not isinstance(region.get(key), int) or region[key] < 1:
                failures.append(f"{where}: region lacks {key}")
    print(f"check-sarif: {path}: {len(results)} results, {len(rules)} rules")
if failures:
    print("\n".join(failures), file=sys.stderr)
    sys.exit(1)
PY
grep -q 'relatedLocations' "$work/example.sarif" || { echo "check-sarif: no relatedLocations for plan findings" >&2; exit 1; }
# One defect, one finding: the example's undonated event carries the tip it leaves unretired.
grep -q 'is never retired either' "$work/example.sarif" || { echo "check-sarif: no related location for a follow-on finding" >&2; exit 1; }
echo "check-sarif: ok"
