#!/usr/bin/env bash
# Runs the real pre-commit (from PyPI, in a virtual environment) with this
# repository's hooks against fixture git repositories. The `tiplint` hook
# (`tiplint --pre-commit`, given pre-commit's files) on commits:
#   - a clean commit passes; a commit adding a file that uses TipKit without
#     importing it is blocked; the fix passes;
#   - a commit of one file (`git commit FILE`, a temporary index) that removes
#     the only donation of an event is blocked, the error reported in the
#     file that declares the event, which the commit does not touch;
#   - a staged bad version of a file is blocked while the working tree holds
#     a good one;
#   - an error committed earlier (--no-verify) does not block an unrelated commit;
#   - a passing commit shows the warning it introduces (the hook is verbose);
#   - `pre-commit run --all-files`, and `pre-commit run` with nothing staged,
#     lint the whole project: the error committed earlier fails them;
#   - the four task commits of a plan (Tests/Fixtures/Fern) pass one by one,
#     and `tiplint --plan-complete` fails until the last; a commit that only
#     ticks a task done before its code is in is blocked (notes become errors);
#   - `tiplint-system` runs the tiplint installed on PATH, building nothing;
#   - the `tiplint-project` hook blocks on any error in the working tree.
# pre-commit clones the hook repository and builds it with `swift build -c
# release`, so this is tested from a clean clone of the committed HEAD (commit
# first to test local changes). Takes a few minutes: the release build dominates.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

venv=$(bash .ci/venv.sh pre-commit:pre_commit)
pre_commit=$venv/bin/pre-commit

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME=$work/pre-commit-home
git_test() { git -c user.name=tiplint-ci -c user.email=ci@tiplint.invalid -c commit.gpgsign=false -c core.editor=false "$@"; }
fail() { echo "check-pre-commit: $1" >&2; [ -f "$work/log" ] && cat "$work/log" >&2; exit 1; }
commit_passes() {  # commit_passes WHAT ARGS...: `git commit ARGS` must pass the hooks
    local what=$1; shift
    git_test commit -q "$@" > "$work/log" 2>&1 || fail "$what was blocked"
}
commit_blocked() {  # commit_blocked WHAT PATTERN ARGS...: blocked, the log matching PATTERN
    local what=$1 pattern=$2; shift 2
    if git_test commit -q "$@" > "$work/log" 2>&1; then fail "$what was not blocked"; fi
    grep -qE "$pattern" "$work/log" || fail "$what: the log does not report $pattern"
}

# The hook repository: a clean clone, as pre-commit itself would fetch it.
git clone -q "$root" "$work/tiplint"
rev=$(git -C "$work/tiplint" rev-parse HEAD)
new_repository() {  # new_repository DIR HOOK: a git repository using one of the hooks
    mkdir -p "$1"
    git -C "$1" init -q
    printf 'repos:\n  - repo: %s\n    rev: %s\n    hooks:\n      - id: %s\n        args: [%s]\n' \
        "$work/tiplint" "$rev" "$2" "${3:-}" > "$1/.pre-commit-config.yaml"
    (cd "$1" && "$pre_commit" install >/dev/null)
}

# --- The fern app, with the staged-change hook.
app=$work/app
new_repository "$app" tiplint --no-plan
cd "$app"
mkdir -p Sources
printf 'import SwiftUI\nimport TipKit\n\n@main\nstruct FernApp: App {\n    init() { try? Tips.configure() }\n    var body: some Scene { WindowGroup { Home() } }\n}\n' > Sources/FernApp.swift
printf 'import TipKit\n\nstruct WaterTip: Tip {\n    static let watered = Tips.Event(id: "watered")\n    var title: Text { Text("Water the fern") }\n    var rules: [Rule] { #Rule(Self.watered) { $0.donations.count == 0 } }\n}\n' > Sources/WaterTip.swift
home_donating='import SwiftUI\nimport TipKit\n\nstruct Home: View {\n    var body: some View {\n        Button("Water") { Task { await WaterTip.watered.donate() } }\n            .popoverTip(WaterTip())\n    }\n}\n'
home_not_donating='import SwiftUI\nimport TipKit\n\nstruct Home: View {\n    var body: some View {\n        Button("Water") { }\n            .popoverTip(WaterTip())\n    }\n}\n'
printf "$home_donating" > Sources/Home.swift
echo "check-pre-commit: building the hook (swift build -c release in a clean clone)"
start=$(date +%s)
"$pre_commit" install-hooks
echo "check-pre-commit: hook built in $(( $(date +%s) - start )) s"

git_test add .
commit_passes "the clean commit" -m "clean"

printf 'import SwiftUI\n\nstruct Leaves: View {\n    var body: some View { TipView(WaterTip()) }\n}\n' > Sources/Leaves.swift
git_test add Sources
commit_blocked "the commit adding a missing import" "Sources/Leaves.swift:4:.*\(missing_import\)" -m "defect"
printf 'import SwiftUI\nimport TipKit\n\nstruct Leaves: View {\n    var body: some View { TipView(WaterTip()) }\n}\n' > Sources/Leaves.swift
git_test add Sources
commit_passes "the fixed commit" -m "fixed"

# Only Home.swift is committed; the error lands in WaterTip.swift.
printf "$home_not_donating" > Sources/Home.swift
commit_blocked "the commit that breaks another file's wiring" \
    "Sources/WaterTip.swift:4:.*\(event_never_donated\)" -m "no donation" Sources/Home.swift
grep -q "Sources/Home.swift" "$work/log" && fail "the wiring break was reported in the file committed, not where it lands"

# A bad version staged, a good one in the working tree.
git_test add Sources/Home.swift
printf "$home_donating" > Sources/Home.swift
commit_blocked "the staged bad blob with a clean working tree" "\(event_never_donated\)" -m "staged bad"
git_test reset -q Sources/Home.swift
[ "$(cat Sources/Home.swift)" = "$(printf "$home_donating")" ] || fail "pre-commit did not give the working tree back"

# An error already committed does not block an unrelated commit.
printf "$home_not_donating" > Sources/Home.swift
git_test add Sources
git_test commit -q --no-verify -m "known issue"
printf '// Leaves of the fern.\n' >> Sources/Leaves.swift
git_test add Sources
commit_passes "an unrelated commit on top of a known error" -m "unrelated"
echo "check-pre-commit: staged-change hook: defects blocked (also across files and in the index only), fixes and unrelated commits pass"

# A passing commit shows what it introduces: a members-only missing import is a warning
# (a display: a donation would fix the error committed above).
printf 'import SwiftUI\n\nstruct Bud: View {\n    var body: some View { Text("Bud").popoverTip(WaterTip()) }\n}\n' > Sources/Bud.swift
git_test add Sources
commit_passes "a commit introducing a warning" -m "warning"
grep -qE "Sources/Bud.swift:4:.*: warning: .*\(missing_import\)" "$work/log" || fail "the passing hook did not show the warning it introduced"

# Not a commit: the whole project is linted, and the error committed earlier fails.
for run in "--all-files" ""; do
    status=0
    "$pre_commit" run $run > "$work/log" 2>&1 || status=$?
    [ "$status" -eq 1 ] || fail "pre-commit run $run exited $status, not 1 (the whole project has an error)"
    grep -qE "Sources/WaterTip.swift:4:.*\(event_never_donated\)" "$work/log" || fail "pre-commit run $run did not report the error"
    grep -q "linting the whole project" "$work/log" || fail "pre-commit run $run did not say it linted the whole project"
done
echo "check-pre-commit: a passing commit shows its warning; run --all-files and run with nothing staged lint the whole project"

# --- A plan implemented task by task (Tests/Fixtures/Fern).
tiplint=$(find "$PRE_COMMIT_HOME" -path '*/release/tiplint' -type f | head -1)
[ -x "$tiplint" ] || fail "the hook's tiplint binary was not found"
plan_app=$work/plan-app
new_repository "$plan_app" tiplint
cd "$plan_app"
plan=docs/plans/fern-tips-plan.md
for task in 0 1 2 3 4; do
    if [ "$task" -eq 3 ]; then
        # Task 3 marked done before its code is in: its progress notes become errors.
        sed -i.orig 's/^### Task 3: Show the water tip$/### Task 3: Show the water tip ✅/' "$plan" && rm "$plan.orig"
        git_test add "$plan"
        commit_blocked "the commit ticking task 3 before its code" "App/Home.swift:1:1: error: .*\(plan_display_missing\)" -m "tick 3"
        git_test reset -q "$plan"
        git_test checkout -q -- "$plan"
    fi
    cp -R "$root/Tests/Fixtures/Fern/task$task/." .
    git_test add .
    commit_passes "the commit of task $task" -m "task $task"
    status=0
    "$tiplint" --plan-complete --quiet > "$work/log" 2>&1 || status=$?
    if [ "$task" -lt 4 ] && [ "$status" -ne 1 ]; then fail "--plan-complete passed after task $task of 4"; fi
    if [ "$task" -eq 4 ] && [ "$status" -ne 0 ]; then fail "--plan-complete failed after the last task"; fi
done
echo "check-pre-commit: four task commits pass; ticking a task before its code is blocked; --plan-complete fails until the last task"

# --- tiplint-system: the tiplint on PATH, nothing built.
system_app=$work/system-app
new_repository "$system_app" tiplint-system --no-plan
cd "$system_app"
cp -R "$app/Sources" .
printf "$home_donating" > Sources/Home.swift
export PATH="$(dirname "$tiplint"):$PATH"
builds=$(find "$PRE_COMMIT_HOME" -path '*/release/tiplint' -type f | wc -l)
git_test add .
commit_passes "a clean commit (tiplint-system)" -m "clean"
printf "$home_not_donating" > Sources/Home.swift
git_test add Sources
commit_blocked "a commit removing the donation (tiplint-system)" "Sources/WaterTip.swift:4:.*\(event_never_donated\)" -m "defect"
[ "$(find "$PRE_COMMIT_HOME" -path '*/release/tiplint' -type f | wc -l)" -eq "$builds" ] || fail "tiplint-system built a tiplint of its own"
echo "check-pre-commit: tiplint-system uses the installed tiplint"

# --- The whole-project hook blocks on an error that is already there.
project=$work/project
cp -R "$app" "$project"
rm -rf "$project/.git"
new_repository "$project" tiplint-project --no-plan
cd "$project"
git_test add .
commit_blocked "a commit in a project with an error (tiplint-project)" "\(event_never_donated\)" -m "all"
echo "check-pre-commit: ok"
