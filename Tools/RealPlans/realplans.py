#!/usr/bin/env python3
"""Re-runs tiplint on the real-plan validation set, the way a user would.

For each row of `plans.tsv` (repository, commit, set, stage, plan path) the repository is extracted
from its bare mirror (as `fetch` leaves it: <mirrors>/<owner>+<name>/repo) at that commit, with only
the files tiplint reads (Swift and Markdown), into a work directory outside this repository. Then:
- `tiplint .` at the root (plans discovered) and `tiplint . --no-plan`: the plans found, every plan
  finding at error or warning level (for hand-judging), and the time discovery and the plan add;
- `tiplint plan PLAN --format json`: the tips read, each with its evidence.
`notplans.tsv` lists documents that must not be taken as plans; each one discovery takes is listed.
`--set` runs one part (`--help` lists them all); `--list` only checks that part's rows against the mirrors
(every commit present, every plan at its commit) without running tiplint. Nothing here builds or runs the
repositories' code.
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


def set_names():
    """Every part of plans.tsv and notplans.tsv: `tune`, then each held-out round in order."""
    names = {row["set"] for name in ("plans.tsv", "notplans.tsv") for row in read_tsv(name)}
    return sorted(names, key=lambda name: (name != "tune", int(re.sub(r"\D", "", name) or 2)))


def extract(mirrors, repo, commit, work):
    into = os.path.join(work, repo.replace("/", "+") + "@" + commit[:12])
    if os.path.isdir(into):
        return into
    os.makedirs(into)
    git_dir = os.path.join(mirrors, repo.replace("/", "+"), "repo")
    archive = subprocess.run(["git", "--git-dir", git_dir, "archive", commit, "--", "*.swift", "*.md"], capture_output=True)
    if archive.returncode != 0:  # a pathspec that matches nothing (no Swift at that commit) fails the whole archive
        archive = subprocess.run(["git", "--git-dir", git_dir, "archive", commit, "--", "*.md"], capture_output=True, check=True)
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
    """The tips read, each (name, evidence, words it is described by); a tip described in words (its label
    and copy, evidence `described`); a design's row of copy per view
    (`designCopy`: its title, message and view, checked against the plan's tips) is a tip the design
    names by its title, with the evidence `design`."""
    run = subprocess.run([tiplint, "plan", plan, "--format", "json"], cwd=root, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        return []
    reading = json.loads(run.stdout)
    tips = [(tip["name"], tip.get("evidence", "?"), tip.get("described")) for tip in reading["tips"]]
    # A tip a line describes in words (`describedTips`): named by its label, else its copy, matched by both.
    described = [
        (tip.get("label") or tip.get("copy"), "described", " ".join(filter(None, [tip.get("label"), tip.get("copy")])))
        for tip in reading.get("describedTips", [])
    ]
    return tips + described + [(row["title"], "design", row["title"]) for row in reading.get("designCopy", []) if row.get("title")]


FILLERS = {"the", "a", "an", "to", "of", "for", "on", "in", "at", "and", "or", "with", "your", "tip", "tips"}


CJK = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"


def words(text):
    """Lowercased words, split at case changes (`SwipeToDeleteTip`), without fillers; a CJK character
    (no spaces between words there) counts as a word of its own, so a tip named by Chinese copy matches."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", text or "")
    return {w for w in re.findall(f"[a-z0-9]+|[{CJK}]", spaced.lower()) if w not in FILLERS}


def names(reader_name, read):
    """Whether a tip read is the one a reader names: by its type (or its last component), or, for a tip
    the plan names by its copy or a description, when the reader's words are at least 3 in 4 of its words.
    A reader's name with another in parentheses (`long-press theme tip (长按换主题)`, English and the
    plan's own Chinese) matches by either: mixing the two languages' words, neither reaches 3 in 4. A type
    with its title in parentheses (`HabitTemplateTip (Import a template)`: a plan that declares the type and
    tables it by title) matches the type read under its name."""
    name, _, described = read
    outside = re.sub(r"\([^)]*\)", " ", reader_name)
    if any(n in (reader_name, outside.strip()) for n in (name, name.rsplit(".", 1)[-1])):
        return True
    if described is None:
        return False
    have = words(name + " " + described)
    for alternative in [reader_name, outside] + re.findall(r"\(([^)]*)\)", reader_name):
        wanted = words(alternative)
        if wanted and len(wanted & have) * 4 >= len(wanted) * 3:
            return True
    return False


def not_plans_taken(notplans, plan_rows, repo, commit, found):
    """The documents discovery took that notplans.tsv says are no plans (`*`: any but the commit's plans)."""
    plans_here = {r["plan"] for r in plan_rows if r["repo"] == repo and r["commit"] == commit}
    rows = [n for n in notplans if n["repo"] == repo and n["commit"] == commit]
    return [d for d in found if d not in plans_here and any(n["path"] in (d, "*") for n in rows)]


def list_rows(mirrors, plan_rows, notplans):
    """Prints each row and whether its commit (and, for a plan or a named document, its path) is in the mirror;
    returns how many are not."""
    problems = 0
    for repo, commit, path, what in [(r["repo"], r["commit"], r["plan"], r["stage"]) for r in plan_rows] + [(n["repo"], n["commit"], n["path"], "not-plan") for n in notplans]:
        git_dir = os.path.join(mirrors, repo.replace("/", "+"), "repo")
        target = commit if path == "*" else f"{commit}:{path}"
        found = subprocess.run(["git", "--git-dir", git_dir, "cat-file", "-e", target], capture_output=True).returncode == 0
        problems += not found
        print(f"{'ok     ' if found else 'MISSING'} {repo}@{commit[:12]} [{what}] {path}")
    print(f"{len(plan_rows)} plan rows, {len(notplans)} not-plan rows, {problems} missing")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tiplint", default=os.path.join(HERE, "..", "..", ".build", "release", "tiplint"))
    parser.add_argument("--mirrors", default="/work/.mirror")
    parser.add_argument("--work", default="/tmp/realplans")
    sets = set_names()
    parser.add_argument("--set", choices=sets, help="one part of plans.tsv and notplans.tsv: " + ", ".join(sets) + " (default: all)")
    parser.add_argument("--list", action="store_true", help="list the rows and check them against the mirrors; runs no tiplint")
    args = parser.parse_args()
    readings = json.load(open(os.path.join(HERE, "readings.json"), encoding="utf-8"))
    notplans = read_tsv("notplans.tsv")
    plan_rows = read_tsv("plans.tsv")
    if args.list:
        missing = list_rows(args.mirrors, [r for r in plan_rows if args.set in (None, r["set"])], [n for n in notplans if args.set in (None, n["set"])])
        raise SystemExit(1 if missing else 0)
    totals = {"runs": 0, "passing": 0, "plan_gate": 0, "tips_read": 0, "tips_named": 0, "errors": 0, "warnings": 0, "not_plans": 0, "max_ms": 0}
    for row in plan_rows:
        if args.set and row["set"] != args.set:
            continue
        root = extract(args.mirrors, row["repo"], row["commit"], args.work)
        status, findings, plan_line, elapsed, with_plan_ms = lint(args.tiplint, root)
        _, _, _, _, without_plan_ms = lint(args.tiplint, root, "--no-plan")
        found = plan_line.split(": ", 1)[-1].split(" (")[0].split(", ") if "found automatically" in plan_line else []
        gating = [f for f in findings if f["rule"].startswith("plan_") and f["severity"] in ("error", "warning")]
        reading = readings.get(row["repo"] + ":" + row["plan"], {})
        added_ms = (with_plan_ms or 0) - (without_plan_ms or 0)
        print(f"== {row['repo']}@{row['commit'][:12]} [{row['set']}, {row['stage']}] {row['plan']}")
        print(f"   exit {status}; plans found: {', '.join(found) or 'none'}")
        print(f"   plan + discovery time: {added_ms} ms ({elapsed:.1f} s wall)")
        read = tips_read(args.tiplint, root, row["plan"])
        # A plan rewritten along the way names other tips at some commits (`tips_at`, by short commit).
        named = reading.get("tips_at", {}).get(row["commit"][:7], reading.get("tips", []))
        # Each tip the reader names, read under its type (`AtlasTips.DocTabs` for `DocTabs`) or its words.
        matched = sum(any(names(n, r) for r in read) for n in named)
        print(f"   tips read {matched}/{len(named)}: {[(n, e) for n, e, _ in read]}")
        unwanted = not_plans_taken(notplans, plan_rows, row["repo"], row["commit"], found)
        print(f"   not-plans taken: {unwanted or 'none'}")
        for finding in gating:
            print(f"   {finding['severity']}: {finding['file']}:{finding['line']} {finding['message'][:160]} ({finding['rule']})")
        totals["runs"] += 1
        totals["passing"] += status == 0
        totals["plan_gate"] += not any(f["severity"] == "error" for f in gating)
        totals["tips_read"] += matched
        totals["tips_named"] += len(named)
        totals["errors"] += sum(f["severity"] == "error" for f in gating)
        totals["warnings"] += sum(f["severity"] == "warning" for f in gating)
        totals["not_plans"] += len(unwanted)
        totals["max_ms"] = max(totals["max_ms"], added_ms)
    planned = {(r["repo"], r["commit"]) for r in plan_rows}
    for repo, commit in sorted({(n["repo"], n["commit"]) for n in notplans if (args.set is None or n["set"] == args.set)} - planned):
        root = extract(args.mirrors, repo, commit, args.work)
        status, _, plan_line, _, _ = lint(args.tiplint, root)
        found = plan_line.split(": ", 1)[-1].split(" (")[0].split(", ") if "found automatically" in plan_line else []
        unwanted = not_plans_taken(notplans, plan_rows, repo, commit, found)
        print(f"== {repo}@{commit[:12]} [not-plans only] exit {status}; not-plans taken: {unwanted or 'none'}")
        totals["not_plans"] += len(unwanted)
    print(
        f"TOTAL {args.set or 'all'}: commits passing the default gate {totals['passing']}/{totals['runs']} "
        f"(with no plan error {totals['plan_gate']}/{totals['runs']}); "
        f"tips read {totals['tips_read']}/{totals['tips_named']}; plan errors {totals['errors']}, warnings {totals['warnings']}; "
        f"not-plans taken {totals['not_plans']}; slowest plan + discovery {totals['max_ms']} ms"
    )


if __name__ == "__main__":
    main()
