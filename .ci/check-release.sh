#!/usr/bin/env bash
# The release as users install it (issue 16 item 6), from one static release
# build made the way the README tells CI users to make it:
#   1. the README's hand-written GitHub Actions steps, run on a fixture app by
#      .ci/run-workflow.py: clone tiplint outside the workspace (from a local
#      mirror of HEAD tagged with the version), build it with
#      Tools/Release/build.sh, lint the app's folder: annotations and SARIF;
#   2. that binary needs no toolchain library (ldd), and runs in a chroot that
#      holds only it, the system libraries ldd names and the app, with an
#      empty environment;
#   3. Tools/Release/release.sh --tag in that clone (the same build): tarball,
#      artifact bundle, and the tiplint-plugins package, taken by a fixture
#      package whose build runs the prebuilt binary and compiles no tiplint;
#      the tag it makes is the one every snippet of the README names (the
#      steps above clone by that name), on the commit tested; the archives
#      match their .sha256 files, and the tiplint-prebuilt pre-commit hook at
#      that tag downloads, checks and runs the binary, and refuses a tampered
#      one (.ci/check-prebuilt-hook.sh);
#   4. the README's workflow with the Action (action.yml of that clone): a
#      first run builds (a cache miss, the same build again), a second run
#      restores the binary from the cache.
# Tests the committed HEAD (commit first to test local changes).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
jail=$work/jail
# The jail's /proc is unmounted before anything is removed.
trap 'umount "$jail/proc" 2>/dev/null || true; rm -rf "$work"' EXIT
fail() { echo "check-release: $1" >&2; [ -f "$work/log" ] && tail -40 "$work/log" >&2; exit 1; }

venv=$(bash .ci/venv.sh pyyaml:yaml pre-commit:pre_commit)

version=$(sed -n 's/.*current = "\(.*\)".*/\1/p' Sources/TipLint/Support/Version.swift)
project_url=$(sed -n 's/.*projectURL = "\(.*\)".*/\1/p' Sources/TipLint/Support/Version.swift)
git clone -q --bare "$root" "$work/mirror.git"
git -C "$work/mirror.git" tag -f "v$version" HEAD >/dev/null

# The fixture app: the bundled example in App/, beside things that are not the app.
workspace=$work/workspace
mkdir -p "$workspace/App" "$workspace/scripts"
cp -R Examples/Remet/. "$workspace/App/"
printf 'print("release helper")\n' > "$workspace/scripts/bump.swift"
git -C "$workspace" init -q
runner_temp=$work/runner-temp
mkdir -p "$runner_temp"

# The README's GitHub Actions blocks: the workflow with the Action, then the steps by hand.
"$venv/bin/python" - "$root/README.md" "$work" "$project_url" "file://$work/mirror.git" <<'PY'
import sys, yaml
readme, work, url, mirror = sys.argv[1:]
section = open(readme).read().split("### GitHub Actions\n")[1].split("\n### ")[0]
blocks = [part.split("```")[0] for part in section.split("```yaml\n")[1:]]
action_workflow = yaml.safe_load(blocks[0])
by_hand = yaml.safe_load(blocks[1].replace(url, mirror))
open(f"{work}/with-action.yml", "w").write(yaml.safe_dump(action_workflow))
job = {"jobs": {"tiplint": {"steps": [{"uses": "actions/checkout@v4"}] + by_hand}}}
open(f"{work}/by-hand.yml", "w").write(yaml.safe_dump(job))
PY
run_workflow() {  # run_workflow WORKFLOW ACTION_PATH: the job's status; its output in $work/log
    local status=0
    "$venv/bin/python" .ci/run-workflow.py "$1" --workspace "$workspace" --temp "$runner_temp" \
        --cache "$work/cache" --action "$2" > "$work/log" 2>&1 || status=$?
    return $status
}
expect_findings() {  # the example's planted error, as an annotation, and a SARIF file with results
    grep -q "^::error file=App/Sprig/.*title=" "$work/log" || fail "$1: no error annotation for the app"
    grep -q "scripts/bump.swift" "$work/log" && fail "$1: linted outside the app's folder"
    [ -s "$workspace/tiplint.sarif" ] || fail "$1: no SARIF file"
    rm -f "$workspace/tiplint.sarif"
}

start=$(date +%s)
if run_workflow "$work/by-hand.yml" "$root"; then fail "README steps by hand: the job passed on an app with errors"; fi
grep -q "^-- step: tiplint" "$work/log" || fail "README steps by hand: the tiplint step did not run"
expect_findings "README steps by hand"
clone=$runner_temp/tiplint
binary=$runner_temp/bin/tiplint
[ "$("$binary" --version)" = "$version" ] || fail "the built binary's --version is not $version"
echo "check-release: README steps by hand: built outside the workspace, app linted ($(( $(date +%s) - start )) s)"

Tools/Release/check-portable.sh "$binary"
if [ "$(id -u)" = 0 ]; then
    mkdir -p "$jail/bin" "$jail/app" "$jail/proc"
    cp "$binary" "$jail/bin/tiplint"
    for library in $(ldd "$binary" | grep -o '/[^ ]*'); do
        mkdir -p "$jail$(dirname "$library")"
        cp -L "$library" "$jail$library"
    done
    cp -R Examples/Remet/. "$jail/app/"
    [ -z "$(find "$jail" -name 'libswift*' -o -name 'libFoundation*' -o -name 'libdispatch*')" ] || fail "toolchain library in the jail"
fi
# The Swift runtime reads the command line from /proc/self/cmdline: the jail gets a /proc.
if [ "$(id -u)" = 0 ] && mount -t proc proc "$jail/proc" 2>/dev/null; then
    chroot=$(command -v chroot)
    [ "$(env -i "$chroot" "$jail" /bin/tiplint --version)" = "$version" ] || fail "the binary does not run in a clean chroot"
    status=0
    (cd "$jail" && env -i "$chroot" "$jail" /bin/tiplint /app) > "$work/log" 2>&1 || status=$?
    [ "$status" -eq 1 ] || fail "in the chroot, linting the example exited $status, not 1"
    grep -q "^app/Sprig/.*: error: " "$work/log" || fail "in the chroot, no finding reported"
    umount "$jail/proc"
    echo "check-release: the binary runs in a chroot without the toolchain"
    # Without /proc it says what is missing (exit 2) rather than trapping with no word.
    status=0
    env -i "$chroot" "$jail" /bin/tiplint --version > "$work/log" 2>&1 || status=$?
    [ "$status" -eq 2 ] && grep -q "^tiplint: error: /proc is not mounted" "$work/log" \
        || fail "without /proc the binary exited $status: $(cat "$work/log")"
    echo "check-release: without /proc the binary names what is missing"
else
    echo "check-release: cannot mount /proc in a chroot (not root?): the clean-room run is skipped (ldd checked)"
fi

# The release script makes the tag the README's snippets name (the mirror's, made above so the
# README's steps could clone by it, is dropped from the clone first).
git -C "$clone" tag -d "v$version" > /dev/null 2>&1 || true
GIT_COMMITTER_NAME=tiplint-ci GIT_COMMITTER_EMAIL=ci@tiplint.invalid \
    "$clone/Tools/Release/release.sh" --local-plugins --tag > "$work/log" 2>&1 || fail "release.sh failed"
[ "$(git -C "$clone" cat-file -t "v$version")" = tag ] || fail "release.sh --tag made no annotated tag v$version"
[ "$(git -C "$clone" rev-parse "v$version^{commit}")" = "$(git -C "$root" rev-parse HEAD)" ] \
    || fail "release.sh tagged another commit than the one released"
snippet_tags=$(grep -oE '(rev: |tiplint@|--branch )v[0-9][0-9.]*' "$clone/README.md" | sed 's/.* \|.*@//' | sort -u)
[ "$snippet_tags" = "v$version" ] || fail "the README's snippets name $snippet_tags, not the tag release.sh makes (v$version)"
dist=$clone/dist/$version
archive=tiplint-$version-$(Tools/Release/platform.sh).tar.gz
grep -qx tiplint <<< "$(tar -tzf "$dist/$archive")" || fail "the tarball $archive lacks the binary"
for file in "$archive" tiplint.artifactbundle.zip; do
    (cd "$dist" && sha256sum -c --quiet "$file.sha256") || fail "$file does not match its .sha256"
done
grep -q "tiplint.artifactbundle/info.json" <<< "$(unzip -l "$dist/tiplint.artifactbundle.zip")" || fail "the bundle zip lacks info.json"
grep -q "\"version\": \"$version\"" "$dist/tiplint.artifactbundle/info.json" || fail "info.json has another version"

# A package using the prebuilt plugins: the identity "tiplint" the fixture names.
cp -R "$dist/tiplint-plugins" "$work/tiplint"
package=$work/PluginPackage
cp -R Tests/Fixtures/PluginPackage "$package"
sed -i.orig "s|path: \"../../..\"|path: \"$work/tiplint\"|" "$package/Package.swift" && rm "$package/Package.swift.orig"
start=$(date +%s)
swift build --package-path "$package" > "$work/log" 2>&1 || fail "the package using tiplint-plugins did not build"
grep -q "Tooltips.swift:15:33: warning: tooltip id 'WaterPlantHint' is not lower snake_case" "$work/log" \
    || fail "the prebuilt build-tool plugin reported nothing"
grep -qE "Compiling (TipLintCLI|TipLint|SwiftScan)" "$work/log" && fail "tiplint was compiled, not taken prebuilt"
swift package --package-path "$package" tiplint > "$work/log" 2>&1 || fail "'swift package tiplint' failed on a warning"
grep -q "^Sources/Garden/Tooltips.swift:15:33: warning: " "$work/log" || fail "the prebuilt command plugin reported nothing"
echo "check-release: tiplint-plugins: the prebuilt binary runs as both plugins ($(( $(date +%s) - start )) s)"

# The tiplint-prebuilt hook, from the tag release.sh made, downloads that release's binary.
bash .ci/check-prebuilt-hook.sh "$clone" "$dist" || fail "the tiplint-prebuilt hook"

for attempt in miss hit; do
    if run_workflow "$work/with-action.yml" "$clone"; then fail "the Action passed on an app with errors ($attempt)"; fi
    grep -q "cache $attempt" "$work/log" || fail "the Action's cache was not a $attempt"
    expect_findings "the Action (cache $attempt)"
done
grep -q "^-- step: github/codeql-action/upload-sarif" "$work/log" || fail "the SARIF upload step did not run after the failure"
echo "check-release: ok (README recipe, portable binary, release artifacts, prebuilt plugins, Action with its cache)"
