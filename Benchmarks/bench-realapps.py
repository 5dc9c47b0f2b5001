#!/usr/bin/env python3
"""Times every app of the real-app set linted as users run it, against rg over the same files.

    Benchmarks/bench-realapps.py [--runs N] [--only OWNER/NAME ...] [--against BINARY] [--save DIR | --compare DIR]

Each app of Tools/RealApps/apps.tsv is extracted whole (every file of the snapshot, as a user's
checkout has it) from its fetched bare mirror into a work directory outside the repository. Then
`tiplint .` runs at the app's root (release binary as Tools/Release/build.sh makes it, the Swift
runtime linked in on Linux; default options, plans discovered) beside
`rg -n -e PATTERN -g '*.swift' -g '*.md' .` (rg as it runs by default: all cores, honouring
.gitignore). Each figure is the best of N runs after a warm-up; peak memory is the largest of any run
(Benchmarks/lint/measure.py); the commands take turns run by run. ratio is tiplint's wall time over
rg's, cpu_x the same for user + system CPU (steadier on a busy machine); the table ends with the median
and worst of each. --against BINARY times a second tiplint in the same turns (base_x: its CPU ratio), so
a change is measured side by side rather than in runs apart.

--save DIR writes each app's `--format json` findings to DIR; --compare DIR checks them against a
saved run and exits 1 naming every app whose findings changed (speed work must not change them).
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(REPO_ROOT, "Tools", "RealApps"))
sys.path.insert(0, os.path.join(HERE, "lint"))
import realapps  # noqa: E402
from measure import run_once  # noqa: E402

PATTERN = r"popoverTip|Tips\.Event|\.donate\(|Tips\.configure|import TipKit"
RG_GLOBS = ["-g", "*.swift", "-g", "*.md"]
RG_COMMAND = f"rg -n -e '{PATTERN}' -g '*.swift' -g '*.md' . > /dev/null"


def best_of(runs, commands, cwd):
    """For each command, (best wall, best CPU, largest peak MB) of `runs` runs in cwd after one warm-up. The
    commands take turns run by run, so a change of the machine's load between runs meets them all alike."""
    here = os.getcwd()
    os.chdir(cwd)
    try:
        for command in commands:
            run_once(command)
        results = [[] for _ in commands]
        for _ in range(runs):
            for slot, command in enumerate(commands):
                results[slot].append(run_once(command))
    finally:
        os.chdir(here)
    return [(min(r[0] for r in rs), min(r[1] for r in rs), max(r[2] for r in rs)) for rs in results]


def runtime_linkage(binary):
    """How binary has the Swift runtime: "static", or "shared" (a plain `swift build`), which pays
    the dynamic loader's work on every run (about 5 ms a run on the bench machine) that users' does not."""
    if shutil.which("ldd") is None:
        return "the system's"  # macOS: the runtime is part of the OS
    listing = subprocess.run(["ldd", binary], capture_output=True, text=True, check=False).stdout
    return "shared" if "libswiftCore" in listing else "static"


def searched_files(app_dir):
    """The Swift and Markdown files rg searches under app_dir, and their size in bytes."""
    listing = subprocess.run(["rg", "--files", *RG_GLOBS, "."], cwd=app_dir, capture_output=True,
                             check=False).stdout.decode("utf-8", "surrogateescape").splitlines()
    return len(listing), sum(os.path.getsize(os.path.join(app_dir, path)) for path in listing)


def findings_json(tiplint, app_dir):
    """The run's findings as `--format json` reports them, one canonical line each, sorted."""
    proc = subprocess.run([tiplint, ".", "--format", "json", "--quiet"], cwd=app_dir, capture_output=True,
                          check=False, timeout=600)
    if proc.returncode not in (0, 1):
        return [f"exit {proc.returncode}: {proc.stderr.decode('utf-8', 'replace').strip()[:300]}"]
    findings = json.loads(proc.stdout)["findings"]
    return sorted(json.dumps(finding, sort_keys=True) for finding in findings)


def check_findings(directory, name, lines, compare):
    """Saves the findings, or compares them with the saved ones; returns a line saying what changed."""
    path = os.path.join(directory, name + ".json")
    if not compare:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines) + "\n")
        return None
    if not os.path.isfile(path):
        return f"{name}: no saved findings"
    with open(path, encoding="utf-8") as handle:
        saved = [line for line in handle.read().split("\n") if line]
    if saved == lines:
        return None
    gone, new = sorted(set(saved) - set(lines)), sorted(set(lines) - set(saved))
    return f"{name}: {len(gone)} findings gone, {len(new)} new; first: {(gone + new)[0][:300]}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", maxsplit=1)[0])
    parser.add_argument("--runs", type=int, default=3, help="timed runs of each command (best is kept)")
    parser.add_argument("--mirrors", default="/work/.mirror", help="where the fetched bare mirrors are")
    parser.add_argument("--tiplint", default=os.path.join(REPO_ROOT, ".build", "release", "tiplint"))
    parser.add_argument("--work", default=os.path.join(os.environ.get("TMPDIR", "/tmp"), "tiplint-bench-apps"),
                        help="where the apps are extracted (outside the repository)")
    parser.add_argument("--apps", default=os.path.join(REPO_ROOT, "Tools", "RealApps", "apps.tsv"))
    parser.add_argument("--only", action="append", default=[], help="owner/name; repeatable")
    parser.add_argument("--against", metavar="BINARY",
                        help="another tiplint, run in turn with the first: its CPU ratio in a base_x column (a change "
                             "measured side by side; runs apart differ by a quarter on a shared machine)")
    findings = parser.add_mutually_exclusive_group()
    findings.add_argument("--save", metavar="DIR", help="write each app's JSON findings to DIR")
    findings.add_argument("--compare", metavar="DIR", help="check each app's JSON findings against DIR")
    args = parser.parse_args()

    if os.path.realpath(args.work).startswith(os.path.realpath(REPO_ROOT) + os.sep):
        sys.exit("--work must be outside the repository: third-party code is never committed")
    if args.against and not os.access(args.against, os.X_OK):
        sys.exit(f"no tiplint binary at {args.against} (--against)")
    if not os.access(args.tiplint, os.X_OK):
        sys.exit(f"no tiplint binary at {args.tiplint}: run `swift build -c release` or pass --tiplint")
    if shutil.which("rg") is None:
        sys.exit("rg (ripgrep) is not installed: `apt-get update && apt-get install -y ripgrep`")
    if args.save:
        os.makedirs(args.save, exist_ok=True)

    apps = [row for row in realapps.read_tsv(args.apps) if not args.only or row["repo"] in args.only]
    load = open("/proc/loadavg", encoding="utf-8").read().split()[:3]
    linkage = runtime_linkage(args.tiplint)
    print(f"machine: {os.cpu_count()} cores, load {' '.join(load)}; tiplint: {args.tiplint} (Swift runtime: {linkage});"
          f" runs: best of {args.runs}")
    if linkage == "shared":
        print("  warning: not the binary users run: build it with Tools/Release/build.sh (the runtime linked in)",
              file=sys.stderr)
    print(f"tiplint: `tiplint .` at the app root; rg: {RG_COMMAND}")
    header = (f"{'app':46} {'files':>6} {'MB':>6} | {'wall_s':>7} {'cpu_s':>7} {'peak_MB':>7} | {'rg_s':>6} {'rg_cpu':>6}"
              f" | {'ratio':>6} {'cpu_x':>6}" + (f" | {'base_x':>6}" if args.against else ""))
    print(header)
    rows, changes = [], []
    for app in apps:
        repo = app["repo"]
        app_dir = os.path.join(args.work, repo.replace("/", "+"))
        try:
            realapps.extract(args.mirrors, repo, app["commit"], app_dir, keep=lambda path: True)
        except (RuntimeError, subprocess.CalledProcessError) as error:
            changes.append(f"{repo}: extraction failed: {error}")
            continue
        files, size = searched_files(app_dir)
        commands = [[args.tiplint, "."], ["sh", "-c", RG_COMMAND]] + ([[args.against, "."]] if args.against else [])
        (wall, cpu, peak), (rg_wall, rg_cpu, _), *base = best_of(args.runs, commands, app_dir)
        ratio, cpu_ratio = wall / rg_wall, cpu / max(rg_cpu, 0.001)
        base_cpu_ratio = base[0][1] / max(rg_cpu, 0.001) if base else None
        rows.append((repo, ratio, cpu_ratio, base_cpu_ratio))
        print(f"{repo:46} {files:6} {size / 1e6:6.1f} | {wall:7.3f} {cpu:7.3f} {peak:7.1f} | {rg_wall:6.3f} {rg_cpu:6.3f}"
              f" | {ratio:6.1f} {cpu_ratio:6.1f}" + (f" | {base_cpu_ratio:6.1f}" if base else ""), flush=True)
        if args.save or args.compare:
            change = check_findings(args.save or args.compare, repo.replace("/", "+"),
                                    findings_json(args.tiplint, app_dir), bool(args.compare))
            if change:
                changes.append(change)
    if rows:
        worst, worst_cpu = max(rows, key=lambda row: row[1]), max(rows, key=lambda row: row[2])
        print(f"wall ratio: median {statistics.median(row[1] for row in rows):.1f}x, worst {worst[1]:.1f}x ({worst[0]})")
        print(f"CPU ratio: median {statistics.median(row[2] for row in rows):.2f}x, "
              f"worst {worst_cpu[2]:.1f}x ({worst_cpu[0]})")
        if args.against:
            worst_base = max(rows, key=lambda row: row[3])
            print(f"CPU ratio of {args.against}, run in turn with it: median "
                  f"{statistics.median(row[3] for row in rows):.2f}x, worst {worst_base[3]:.1f}x ({worst_base[0]})")
    if args.compare:
        print(f"findings compared with {args.compare}: {len(changes)} apps changed")
    for change in changes:
        print(f"  {change}")
    sys.exit(1 if changes else 0)


if __name__ == "__main__":
    main()
