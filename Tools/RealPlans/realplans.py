#!/usr/bin/env python3
"""Re-runs tiplint on the real-plan validation set, the way a user would.

For each row of `plans.tsv` (repository, commit, set, stage, plan path) the repository is extracted
from its bare mirror (as `fetch` leaves it: <mirrors>/<owner>+<name>/repo) at that commit, with only
the files tiplint reads (Swift and Markdown), into a work directory outside this repository. Then:
- `tiplint .` at the root (plans discovered) and `tiplint . --no-plan`: the plans found, every plan
  finding at error or warning level (for hand-judging), and the time discovery and the plan add;
- `tiplint plan PLAN --format json`: the tips read, each with its evidence.
`notplans.tsv` lists documents that must not be taken as plans; each one discovery takes is listed.
`--set tune|heldout` runs one part. Nothing here builds or runs the repositories' code.
"""

import argparse
import csv
import json
import os
import re
import subprocess
import time

HERE = os.path.dirname(os.path.abspath(__file__))
FINDING = re.compile(r"^(?P<file>[^:]+):(?P<line>\d+):\d+: (?P<severity>error|warning|note): (?P<message>.*) \((?P<rule>[a-z_]+)\)$")
SUMMARY_MS = re.compile(r"\((\d+) ms\)")


def read_tsv(name):
    with open(os.path.join(HERE, name), newline="", encoding="utf-8") as handle:
        return list(csv.DictReader([line for line in handle if line.strip() and not line.startswith("#")], delimiter="\t"))


def extract(mirrors, repo, commit, work):
    into = os.path.join(work, repo.replace("/", "+") + "@" + commit[:12])
    if os.path.isdir(into):
        return into
    os.makedirs(into)
    git_dir = os.path.join(mirrors, repo.replace("/", "+"), "repo")
    archive = subprocess.run(["git", "--git-dir", git_dir, "archive", commit, "--", "*.swift", "*.md"], capture_output=True, check=True)
    subprocess.run(["tar", "-x", "-C", into], input=archive.stdout, check=True)
    return into


def lint(tiplint, root, *extra):
    started = time.monotonic()
    run = subprocess.run([tiplint, ".", *extra], cwd=root, capture_output=True, text=True)
    elapsed = time.monotonic() - started
    findings = [m.groupdict() for m in map(FINDING.match, run.stdout.splitlines()) if m]
    plan_line = next((line for line in run.stderr.splitlines() if line.startswith("plan:")), "")
    reported = SUMMARY_MS.search(run.stderr)
    return run.returncode, findings, plan_line, elapsed, int(reported.group(1)) if reported else None


def tips_read(tiplint, root, plan):
    run = subprocess.run([tiplint, "plan", plan, "--format", "json"], cwd=root, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        return []
    return [(tip["name"], tip.get("evidence", "?")) for tip in json.loads(run.stdout)["tips"]]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tiplint", default=os.path.join(HERE, "..", "..", ".build", "release", "tiplint"))
    parser.add_argument("--mirrors", default="/work/.mirror")
    parser.add_argument("--work", default="/tmp/realplans")
    parser.add_argument("--set", choices=["tune", "heldout"])
    args = parser.parse_args()
    readings = json.load(open(os.path.join(HERE, "readings.json"), encoding="utf-8"))
    notplans = read_tsv("notplans.tsv")
    for row in read_tsv("plans.tsv"):
        if args.set and row["set"] != args.set:
            continue
        root = extract(args.mirrors, row["repo"], row["commit"], args.work)
        status, findings, plan_line, elapsed, with_plan_ms = lint(args.tiplint, root)
        _, _, _, _, without_plan_ms = lint(args.tiplint, root, "--no-plan")
        found = plan_line.split(": ", 1)[-1].split(" (")[0].split(", ") if "found automatically" in plan_line else []
        gating = [f for f in findings if f["rule"].startswith("plan_") and f["severity"] in ("error", "warning")]
        reading = readings.get(row["repo"] + ":" + row["plan"], {})
        print(f"== {row['repo']}@{row['commit'][:12]} [{row['set']}, {row['stage']}] {row['plan']}")
        print(f"   exit {status}; plans found: {', '.join(found) or 'none'}")
        print(f"   plan + discovery time: {(with_plan_ms or 0) - (without_plan_ms or 0)} ms ({elapsed:.1f} s wall)")
        read = tips_read(args.tiplint, root, row["plan"])
        named = reading.get("tips", [])
        print(f"   tips read {len([t for t, _ in read if t in named])}/{len(named)}: {read}")
        unwanted = [
            d for d in found
            if any(n["repo"] == row["repo"] and n["commit"] == row["commit"] and n["path"] in (d, "*") and d != row["plan"] for n in notplans)
        ]
        print(f"   not-plans taken: {unwanted or 'none'}")
        for finding in gating:
            print(f"   {finding['severity']}: {finding['file']}:{finding['line']} {finding['message'][:160]} ({finding['rule']})")


if __name__ == "__main__":
    main()
