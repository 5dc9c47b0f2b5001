#!/usr/bin/env bash
# The gate a team adopts, end to end on the built tiplint and real git (issue 22),
# on the Fern app (Tests/Fixtures/Fern), implemented task by task:
#   - `tiplint init`'s config says "planComplete": false; --plan-complete on the
#     command line still wins: the unfinished plan fails it (item 1);
#   - ticking a task done before its code is in raises its notes to errors, and
#     --changed-since HEAD counts them as introduced (item 2);
#   - a directory PATH inside the project is analysed with its project: only its
#     own finding, none of the plan's about files elsewhere (item 4);
#   - an event a tip's rules read that the plan does not give it is an error
#     (plan_event_unplanned); a planned event donated in a file the plan does not
#     name is a warning (plan_donation_unplanned) (item 5);
#   - notes never fail --strict; warnings do; --fail-on note|warning sets the
#     threshold (item 6);
#   - a directory with no Swift files, and --staged with --changed-since, are
#     exit 2 (item 10).
# The pre-commit hooks (items 2, 3, 7, 9) are .ci/check-pre-commit.sh's and
# .ci/check-prebuilt-hook.sh's; the release tag and snippets (item 8)
# .ci/check-release.sh's.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
swift build --product tiplint > /dev/null
tiplint=$(swift build --show-bin-path)/tiplint
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-gate: $1" >&2; [ -f "$work/log" ] && cat "$work/log" >&2; exit 1; }
git_test() { git -c user.name=tiplint-ci -c user.email=ci@tiplint.invalid -c commit.gpgsign=false "$@"; }
expect() {  # expect STATUS PATTERN WHAT ARGS...: tiplint ARGS exits STATUS, its output matching PATTERN
    local status=$1 pattern=$2 what=$3 actual=0
    shift 3
    "$tiplint" "$@" > "$work/log" 2>&1 || actual=$?
    [ "$actual" -eq "$status" ] || fail "$what: exit $actual, not $status"
    [ -z "$pattern" ] || grep -qE -- "$pattern" "$work/log" || fail "$what: the output does not match $pattern"
}
app=$work/app
mkdir -p "$app"
cd "$app"
git init -q
for task in 0 1 2 3; do cp -R "$root/Tests/Fixtures/Fern/task$task/." .; done
"$tiplint" init > /dev/null 2>&1
grep -q '"planComplete": false' .tiplint.json || fail "tiplint init wrote no \"planComplete\": false"
git_test add .
git_test commit -qm "tasks 0 to 3"

# Item 1: the command line wins over the config.
expect 0 "" "three tasks of four, as progress" --quiet
expect 1 "App/Leaves.swift:1:1: error: .*\(plan_display_missing\)" "--plan-complete over \"planComplete\": false" --quiet --plan-complete
echo "check-gate: --plan-complete wins over the config's \"planComplete\": false"

# Item 6: notes (plan progress) do not fail --strict; --fail-on note makes them fail.
expect 0 ": note: " "--strict with notes only" --strict
expect 1 ": note: " "--fail-on note with notes" --fail-on note
expect 0 "" "--fail-on warning with notes only" --fail-on warning --quiet

# Item 2: ticking task 4 done before its code is in.
sed -i.orig 's/^### Task 4: Show the mist tip$/### Task 4: Show the mist tip ✅/' docs/plans/fern-tips-plan.md
rm docs/plans/fern-tips-plan.md.orig
git diff --quiet && fail "the plan's task 4 heading was not ticked"
expect 1 "App/Leaves.swift:1:1: error: .*\(plan_display_missing\)" "--changed-since HEAD after ticking a task" --changed-since HEAD
grep -q "compared with HEAD: 4 new findings" "$work/log" || fail "the raised findings were not counted as new"
git checkout -q -- docs
echo "check-gate: notes pass --strict, --fail-on note fails them; a ticked task's raised findings are introduced"

# The finished app passes --plan-complete.
cp -R "$root/Tests/Fixtures/Fern/task4/." .
git_test add .
git_test commit -qm "task 4"
expect 0 "" "the finished plan" --plan-complete --quiet

# Item 4: a directory inside the project, linted from inside it.
mkdir -p App/Extras
printf 'import SwiftUI\n\nstruct Shade: View {\n    var body: some View { TipView(WaterTip()) }\n}\n' > App/Extras/Shade.swift
(cd App/Extras && expect 1 "^Shade.swift:4:27: error: .*\(missing_import\)" "a directory PATH" --plan-complete)
[ "$(grep -c ': error: \|: warning: \|: note: ' "$work/log")" -eq 1 ] || fail "a directory PATH reported more than its own finding"
rm -r App/Extras
echo "check-gate: a directory inside the project is analysed with its project, reported alone"

# Item 5: an unplanned event in a tip's rules; a planned event donated in an unplanned file.
sed -i.orig -e 's|^    static let watered = Tips.Event(id: "fernWatered")$|&\n    static let repotted = Tips.Event(id: "fernRepotted")|' \
    -e '0,/^        #Rule(Self.watered) { $0.donations.count == 0 }$/s||&\n        #Rule(Self.repotted) { $0.donations.count == 0 }|' App/Tips.swift
sed -i.orig 's|^            Task { await WaterTip.watered.donate() }$|&\n            Task { await WaterTip.repotted.donate() }|' App/Home.swift
rm App/*.orig
expect 1 "^App/Tips.swift:11:15: error: .*fernRepotted.*\(plan_event_unplanned\)" "an event the plan does not give the tip"
git checkout -q -- App
sed -i.orig 's|^            Task { await MistTip.misted.donate() }$|&\n            Task { await WaterTip.watered.donate() }|' App/Leaves.swift
rm App/*.orig
expect 0 "^App/Leaves.swift:8:26: warning: .*\(plan_donation_unplanned\)" "a planned event donated in an unplanned file"
# Item 6: a warning fails --strict.
expect 1 "\(plan_donation_unplanned\)" "--strict with a warning" --strict
git checkout -q -- App
echo "check-gate: unplanned events (error) and donations (warning) reported; --strict fails on the warning"

# Item 10: no silent passes.
mkdir -p "$work/docs-only"
printf '# Notes\n' > "$work/docs-only/README.md"
expect 2 "^tiplint: error: no Swift files under .*docs-only$" "a directory with no Swift files" "$work/docs-only"
expect 2 "^tiplint: error: --staged compares the index with HEAD and --changed-since" "--staged with --changed-since" --staged --changed-since HEAD
echo "check-gate: ok"
