#!/usr/bin/env python3
"""Times what a pre-commit hook pays on every commit: tiplint's start-up, against rg.

    Benchmarks/bench-startup.py [--tiplint PATH] [--runs N] [--only OWNER/NAME ...]

Runs `tiplint --version`, `tiplint .` in an empty directory, and `tiplint .` at the root of a few
small apps of Tools/RealApps/apps.tsv (extracted from their fetched mirrors into a work directory
outside the repository), each beside rg over the same place (`rg --version`, and the search
bench-realapps.py runs, started directly, not through sh). Each figure is the best user + system CPU
of N runs after a warm-up, from wait4(2) (Benchmarks/lint/measure.py). Then the shared libraries the
binary loads (`ldd`), since each costs start-up on every run.
"""

import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(REPO_ROOT, "Tools", "RealApps"))
sys.path.insert(0, os.path.join(HERE, "lint"))
import realapps  # noqa: E402
from measure import run_once  # noqa: E402

# Small apps of the real-app set (tens of Swift files): the size most commits touch.
SMALL_APPS = ["11010001101001/News", "bravelocation/daysleft", "RichNasz/vLLMSwiftApp"]
RG_SEARCH = ["rg", "-n", "-e", r"popoverTip|Tips\.Event|\.donate\(|Tips\.configure|import TipKit",
             "-g", "*.swift", "-g", "*.md", "."]


def best_cpu_ms(runs, command, cwd):
    """Best user + system CPU in milliseconds of `runs` runs of command in cwd, after one warm-up."""
    here = os.getcwd()
    os.chdir(cwd)
    try:
        run_once(command)
        return min(run_once(command)[1] for _ in range(runs)) * 1000
    finally:
        os.chdir(here)


def loaded_libraries(binary):
    """The names of the shared libraries the dynamic loader maps for binary."""
    listing = subprocess.run(["ldd", binary], capture_output=True, text=True, check=False).stdout
    return [line.split()[0] for line in listing.splitlines() if "=>" in line]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", maxsplit=1)[0])
    parser.add_argument("--tiplint", default=os.path.join(REPO_ROOT, ".build", "release", "tiplint"))
    parser.add_argument("--runs", type=int, default=30, help="timed runs of each command (best is kept)")
    parser.add_argument("--mirrors", default="/work/.mirror", help="where the fetched bare mirrors are")
    parser.add_argument("--work", default=os.path.join(os.environ.get("TMPDIR", "/tmp"), "tiplint-bench-apps"),
                        help="where the apps are extracted (outside the repository)")
    parser.add_argument("--apps", default=os.path.join(REPO_ROOT, "Tools", "RealApps", "apps.tsv"))
    parser.add_argument("--only", action="append", default=[], help="owner/name instead of the small apps")
    args = parser.parse_args()

    if os.path.realpath(args.work).startswith(os.path.realpath(REPO_ROOT) + os.sep):
        sys.exit("--work must be outside the repository: third-party code is never committed")
    if not os.access(args.tiplint, os.X_OK):
        sys.exit(f"no tiplint binary at {args.tiplint}: run `swift build -c release` or pass --tiplint")
    tiplint = os.path.abspath(args.tiplint)
    wanted = args.only or SMALL_APPS
    commits = {row["repo"]: row["commit"] for row in realapps.read_tsv(args.apps)}

    print(f"tiplint: {tiplint}; best CPU (user + system) of {args.runs} runs, in ms")
    print(f"{'case':40} {'tiplint':>8} {'rg':>8} {'ratio':>6}")

    def row(case, tiplint_command, rg_command, cwd):
        ours, theirs = best_cpu_ms(args.runs, tiplint_command, cwd), best_cpu_ms(args.runs, rg_command, cwd)
        print(f"{case:40} {ours:8.2f} {theirs:8.2f} {ours / max(theirs, 0.01):6.1f}", flush=True)

    with tempfile.TemporaryDirectory() as empty:
        row("--version", [tiplint, "--version"], ["rg", "--version"], empty)
        row("empty directory", [tiplint, "."], RG_SEARCH, empty)
    for repo in wanted:
        app_dir = os.path.join(args.work, repo.replace("/", "+"))
        realapps.extract(args.mirrors, repo, commits[repo], app_dir, keep=lambda path: True)
        row(repo, [tiplint, "."], RG_SEARCH, app_dir)
    libraries = loaded_libraries(tiplint)
    print(f"loaded libraries ({len(libraries)}): {' '.join(libraries)}")


if __name__ == "__main__":
    main()
