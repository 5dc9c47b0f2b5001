#!/usr/bin/env bash
# Runs the real pre-commit (from PyPI, in a virtual environment) with this
# repository's hooks against a fixture git repository: a clean commit must
# pass, a commit that adds a defect must be blocked. pre-commit clones the
# hook repository and builds it with `swift build -c release`, so this is
# tested from a clean clone of the committed HEAD (commit first to test
# local changes). Takes a few minutes: the release build dominates.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

venv=$root/.build/ci-venv
[ -x "$venv/bin/pip" ] || python3 -m venv --clear "$venv"
"$venv/bin/python" -c 'import pre_commit' 2>/dev/null || "$venv/bin/pip" install --quiet pre-commit

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME=$work/pre-commit-home
git_test() { git -c user.name=tiplint-ci -c user.email=ci@tiplint.invalid -c commit.gpgsign=false "$@"; }

# The hook repository: a clean clone, as pre-commit itself would fetch it.
git clone -q "$root" "$work/tiplint"
rev=$(git -C "$work/tiplint" rev-parse HEAD)

# The fixture repository uses both hooks.
app=$work/app
mkdir -p "$app/Sources"
git -C "$app" init -q
cat > "$app/.pre-commit-config.yaml" <<YAML
repos:
  - repo: $work/tiplint
    rev: $rev
    hooks:
      - id: tiplint
        args: [--no-plan]
      - id: tiplint-project
        args: [--no-plan]
YAML
printf 'import SwiftUI\nimport TipKit\n\n@main\nstruct FernApp: App {\n    init() { try? Tips.configure() }\n    var body: some Scene { WindowGroup { Greeting() } }\n}\n' > "$app/Sources/FernApp.swift"
printf 'import SwiftUI\n\nstruct Greeting: View {\n    var body: some View { Text("Hello") }\n}\n' > "$app/Sources/Greeting.swift"
cd "$app"
# Only the fixture repository gets the git hook; nothing outside $work is touched.
"$venv/bin/pre-commit" install >/dev/null
echo "check-pre-commit: building the hook (swift build -c release in a clean clone)"
start=$(date +%s)
"$venv/bin/pre-commit" install-hooks
echo "check-pre-commit: hook built in $(( $(date +%s) - start )) s"

git_test add .
git_test commit -qm "clean" || { echo "check-pre-commit: the clean commit was blocked" >&2; exit 1; }

# A defect: Sources/Home.swift shows a tip without importing TipKit.
printf 'import TipKit\n\nstruct WaterTip: Tip {\n    var title: Text { Text("Water the fern") }\n    var options: [any TipOption] { [Tips.MaxDisplayCount(3)] }\n}\n' > Sources/WaterTip.swift
printf 'import SwiftUI\n\nstruct Home: View {\n    var body: some View { Text("Fern").popoverTip(WaterTip()) }\n}\n' > Sources/Home.swift
git_test add Sources
status=0
git_test commit -qm "defect" > "$work/blocked.log" 2>&1 || status=$?
if [ "$status" -eq 0 ]; then
    echo "check-pre-commit: the commit adding a defect was not blocked" >&2
    cat "$work/blocked.log" >&2
    exit 1
fi
grep -q "Sources/Home.swift:4:.*(missing_import)" "$work/blocked.log" || {
    echo "check-pre-commit: the blocked commit did not report the missing import" >&2
    cat "$work/blocked.log" >&2
    exit 1
}

# The per-file hook reports only the files it is given: another file passes.
"$venv/bin/pre-commit" run tiplint --files Sources/Greeting.swift > "$work/other.log" 2>&1 || {
    echo "check-pre-commit: the tiplint hook blocked a file without findings" >&2
    cat "$work/other.log" >&2
    exit 1
}

# With the import added, the commit passes.
printf 'import SwiftUI\nimport TipKit\n\nstruct Home: View {\n    var body: some View { Text("Fern").popoverTip(WaterTip()) }\n}\n' > Sources/Home.swift
git_test add Sources
git_test commit -qm "fixed" > "$work/fixed.log" 2>&1 || {
    echo "check-pre-commit: the fixed commit was blocked" >&2
    cat "$work/fixed.log" >&2
    exit 1
}
echo "check-pre-commit: ok (clean commit passed, defect blocked, fix passed)"
