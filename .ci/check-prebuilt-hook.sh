#!/usr/bin/env bash
# The tiplint-prebuilt pre-commit hook against a local release, with the real
# pre-commit (from PyPI):
#   - with the README's .pre-commit-config.yaml snippet as written (its `rev:`
#     the release tag; the repository URL pointed at the local clone, the
#     tiplint-prebuilt line uncommented), the first commit downloads the
#     release binary (file:// URL), checks its SHA-256 and runs it: a clean
#     commit passes, a commit adding a missing import is blocked, no download
#     the second time, and nothing is built;
#   - a release whose archive was tampered with (the binary replaced, the
#     checksum file not) fails the hook with the mismatch named, and the
#     binary it holds never runs;
#   - a release without checksum files fails the hook, the binary unrun.
# Usage: .ci/check-prebuilt-hook.sh HOOK_REPOSITORY DIST
#   HOOK_REPOSITORY  a clone of tiplint with the tag vVERSION (release.sh --tag)
#   DIST             the release.sh output for that version (dist/VERSION)
# .ci/check-release.sh runs it on the release it makes.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
[ $# -eq 2 ] || { echo "usage: .ci/check-prebuilt-hook.sh HOOK_REPOSITORY DIST" >&2; exit 2; }
hook_repository=$(cd "$1" && pwd)
dist=$(cd "$2" && pwd)

venv=$(bash .ci/venv.sh pre-commit:pre_commit)
pre_commit=$venv/bin/pre-commit

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-prebuilt-hook: $1" >&2; [ -f "$work/log" ] && cat "$work/log" >&2; exit 1; }
git_test() { git -c user.name=tiplint-ci -c user.email=ci@tiplint.invalid -c commit.gpgsign=false "$@"; }
version=$(sed -n 's/.*current = "\(.*\)".*/\1/p' "$hook_repository/Sources/TipLint/Support/Version.swift")
archive=tiplint-$version-$("$root/Tools/Release/platform.sh").tar.gz
[ -s "$dist/$archive" ] && [ -s "$dist/$archive.sha256" ] || fail "$dist lacks $archive and its .sha256"
(cd "$dist" && sha256sum -c --quiet "$archive.sha256") || fail "$archive does not match the checksum release.sh wrote"

# The README's snippet: the hook repository is the local clone, the hook tiplint-prebuilt.
project_url=$(sed -n 's/.*projectURL = "\(.*\)".*/\1/p' "$hook_repository/Sources/TipLint/Support/Version.swift")
"$venv/bin/python" - "$hook_repository/README.md" "$project_url" "$hook_repository" > "$work/config.yaml" <<'PY'
import sys
readme, url, clone = sys.argv[1:]
snippet = open(readme).read().split("```yaml\n# .pre-commit-config.yaml\n")[1].split("```")[0]
lines = []
for line in snippet.replace(f"repo: {url}", f"repo: {clone}").splitlines():
    if "id: tiplint-prebuilt" in line:
        lines += [line.replace("# - id:", "- id:", 1).split("#")[0].rstrip(), "        args: [--no-plan]"]
    elif "- id: " not in line:
        lines.append(line)
print("\n".join(lines))
PY
grep -qx "    rev: v$version" "$work/config.yaml" || fail "the README's pre-commit snippet does not name the release tag v$version"
grep -qx "      - id: tiplint-prebuilt" "$work/config.yaml" || fail "the README's pre-commit snippet has no tiplint-prebuilt line"
new_app() {  # new_app DIR: a git repository of a small TipKit app using the README's snippet
    mkdir -p "$1/Sources"
    git -C "$1" init -q
    cp "$work/config.yaml" "$1/.pre-commit-config.yaml"
    printf 'import SwiftUI\nimport TipKit\n\n@main\nstruct FernApp: App {\n    init() { try? Tips.configure() }\n    var body: some Scene { WindowGroup { Home() } }\n}\n' > "$1/Sources/FernApp.swift"
    printf 'import TipKit\n\nstruct WaterTip: Tip {\n    var title: Text { Text("Water the fern") }\n}\n' > "$1/Sources/WaterTip.swift"
    printf 'import SwiftUI\nimport TipKit\n\nstruct Home: View {\n    var body: some View { Text("Fern").popoverTip(WaterTip()) }\n}\n' > "$1/Sources/Home.swift"
    (cd "$1" && "$pre_commit" install > /dev/null && git_test add .)
}
commit() {  # commit APP MESSAGE: the commit's status; pre-commit's output in $work/log
    local status=0
    (cd "$1" && git_test commit -q -m "$2") > "$work/log" 2>&1 || status=$?
    return $status
}

# --- The release as published: downloaded once, checked, run.
export PRE_COMMIT_HOME=$work/pre-commit-home
export TIPLINT_RELEASE_URL=file://$dist
app=$work/app
new_app "$app"
start=$(date +%s)
commit "$app" "clean" || fail "a clean commit was blocked"
grep -q "installed ${archive%.tar.gz} (SHA-256 checked)" "$work/log" || fail "the first commit did not download the release binary"
echo "check-prebuilt-hook: first commit: binary downloaded, checked and run in $(( $(date +%s) - start )) s"
printf 'import SwiftUI\n\nstruct Leaves: View {\n    var body: some View { TipView(WaterTip()) }\n}\n' > "$app/Sources/Leaves.swift"
git -C "$app" add Sources
if commit "$app" "defect"; then fail "a commit adding a missing import passed"; fi
grep -qE "Sources/Leaves.swift:4:.*\(missing_import\)" "$work/log" || fail "the blocked commit does not report the missing import"
grep -q "installed" "$work/log" && fail "the binary was downloaded again"
[ -z "$(find "$PRE_COMMIT_HOME" -path '*/release/tiplint' -type f)" ] || fail "the hook built tiplint"
echo "check-prebuilt-hook: the downloaded binary blocks a defect; no second download, nothing built"

# --- A tampered release: the archive holds another "tiplint", the checksum file is the release's.
tampered=$work/tampered
mkdir -p "$tampered/payload"
cp "$dist/$archive.sha256" "$tampered/"
printf '#!/bin/sh\ntouch "%s/tampered-binary-ran"\n' "$work" > "$tampered/payload/tiplint"
chmod +x "$tampered/payload/tiplint"
tar -czf "$tampered/$archive" -C "$tampered/payload" tiplint
export PRE_COMMIT_HOME=$work/pre-commit-home-tampered
export TIPLINT_RELEASE_URL=file://$tampered
app=$work/app-tampered
new_app "$app"
if commit "$app" "clean"; then fail "the hook passed with a tampered release binary"; fi
grep -q "$archive from file://$tampered does not match its SHA-256 checksum" "$work/log" || fail "the mismatch is not named"
grep -q "expected $(cut -d' ' -f1 "$dist/$archive.sha256")" "$work/log" || fail "the expected checksum is not shown"
[ ! -e "$work/tampered-binary-ran" ] || fail "the tampered binary was run"
[ -z "$(find "$PRE_COMMIT_HOME" -name tiplint -type f)" ] || fail "the tampered binary was kept"
echo "check-prebuilt-hook: a tampered archive fails the hook, named, and is never run"

# --- No checksum file: nothing unchecked runs.
rm "$tampered/$archive.sha256"
cp "$dist/$archive" "$tampered/"
if commit "$app" "clean"; then fail "the hook passed with no checksum to check"; fi
grep -q "has no $archive.sha256: not running" "$work/log" || fail "the missing checksum file is not named"
[ -z "$(find "$PRE_COMMIT_HOME" -name tiplint -type f)" ] || fail "an unchecked binary was kept"
echo "check-prebuilt-hook: ok"
