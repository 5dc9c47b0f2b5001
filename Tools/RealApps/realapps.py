#!/usr/bin/env python3
"""Re-runs tiplint on the real-app validation set and scores it against the hand verdicts.

The set is `apps.tsv` (repository, commit, kind, notes, paths to lint); the judgements are `verdicts.tsv`
(repository, file, line, rule, verdict, severity, reason) with verdict TP (a real defect tiplint
reports), FP (a finding that is wrong) or MISS (a real defect tiplint should report there), and
severity the one the contract asks for when it matters (empty: any).
Each app is extracted from its bare mirror (as `fetch` leaves it: <mirrors>/<owner>+<name>/repo)
at the listed commit into a work directory outside the repository; each of its paths (default
`.`) is linted twice (`--no-plan` and with plan discovery), and every finding is matched with its
verdict.

Only the files tiplint reads are extracted (Swift, Markdown, project settings, ignore and
config files); snapshots lack large blobs, so a missing object is skipped, never fatal.
Nothing here builds or runs the apps' code.
"""

import argparse
import collections
import csv
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(os.path.dirname(HERE))

# What tiplint reads: sources, plans, the settings that decide missing_import's severity,
# ignore files, its own config and the strings tables tip copy looks up.
READ_SUFFIXES = (".swift", ".md", ".markdown", ".pbxproj", ".xcconfig")
READ_NAMES = (".gitignore", ".tiplint.json", "Localizable.strings", "Localizable.xcstrings")
MAX_BLOB = 4 * 1024 * 1024
GATING = ("error", "warning")
EXTRACT_MARK = ".realapps-commit"


def read_tsv(path):
    """Rows of a tab-separated file with a header line; `#` lines are comments."""
    with open(path, newline="", encoding="utf-8") as handle:
        lines = [line for line in handle if line.strip() and not line.startswith("#")]
    return list(csv.DictReader(lines, delimiter="\t"))


def git_dir(mirrors, repo):
    base = os.path.join(mirrors, repo.replace("/", "+"), "repo")
    nested = os.path.join(base, ".git")
    return nested if os.path.isdir(nested) else base


def wanted(path):
    name = os.path.basename(path)
    return name.endswith(READ_SUFFIXES) or name in READ_NAMES


def extract(mirrors, repo, commit, into, keep=wanted):
    """Writes the files of repo@commit that `keep` accepts under `into`; returns (written, missing).

    The default keeps what tiplint reads; the benchmark keeps every file, as a user's checkout has.
    """
    mark = os.path.join(into, EXTRACT_MARK)
    if os.path.isfile(mark) and open(mark, encoding="utf-8").read().strip() == commit:
        return None
    gd = git_dir(mirrors, repo)
    if not os.path.isdir(gd):
        raise RuntimeError(f"no mirror of {repo} at {gd}: run fetch github:{repo}")
    listing = subprocess.run(
        ["git", "--git-dir", gd, "ls-tree", "-r", "-l", "-z", commit],
        check=True, capture_output=True).stdout.split(b"\0")
    entries = []
    for raw in listing:
        if not raw:
            continue
        meta, path = raw.split(b"\t", 1)
        mode, kind, sha, size = meta.split()
        path = path.decode("utf-8", "surrogateescape")
        if kind != b"blob" or mode == b"120000" or not keep(path):
            continue
        if size.isdigit() and int(size) > MAX_BLOB:  # an absent blob is sized "BAD"
            continue
        entries.append((sha.decode(), path))
    if os.path.exists(into):
        subprocess.run(["rm", "-rf", into], check=True)
    os.makedirs(into)
    written = missing = 0
    batch = subprocess.Popen(["git", "--git-dir", gd, "cat-file", "--batch"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    for sha, path in entries:
        batch.stdin.write(sha.encode() + b"\n")
        batch.stdin.flush()
        header = batch.stdout.readline().split()
        if len(header) < 3 or header[1] == b"missing":
            missing += 1
            continue
        data = batch.stdout.read(int(header[2]))
        batch.stdout.read(1)
        target = os.path.join(into, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as handle:
            handle.write(data)
        written += 1
    batch.stdin.close()
    batch.wait()
    with open(mark, "w", encoding="utf-8") as handle:
        handle.write(commit + "\n")
    return written, missing


def lint(tiplint, app_dir, path, with_plan):
    """Runs tiplint on `path` from the app's directory; returns (exit status, findings, seconds, stderr)."""
    args = [tiplint, "lint", path, "--format", "json", "--quiet"]
    if not with_plan:
        args.append("--no-plan")
    start = time.monotonic()
    proc = subprocess.run(args, cwd=app_dir, capture_output=True, timeout=600)
    seconds = time.monotonic() - start
    findings = []
    if proc.returncode in (0, 1):
        try:
            findings = json.loads(proc.stdout)["findings"]
        except (ValueError, KeyError):
            return -1, [], seconds, "unreadable JSON on stdout"
    return proc.returncode, findings, seconds, proc.stderr.decode("utf-8", "replace").strip()


def swift_file_count(app_dir):
    count = 0
    for _, dirs, files in os.walk(app_dir):
        count += sum(1 for name in files if name.endswith(".swift"))
    return count


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mirrors", default="/work/.mirror", help="where the fetched bare mirrors are")
    parser.add_argument("--tiplint", default=os.path.join(REPO_ROOT, ".build", "release", "tiplint"),
                        help="the tiplint binary to measure")
    parser.add_argument("--work", default=os.path.join(os.environ.get("TMPDIR", "/tmp"), "tiplint-realapps"),
                        help="where the apps are extracted (outside the repository)")
    parser.add_argument("--apps", default=os.path.join(HERE, "apps.tsv"))
    parser.add_argument("--verdicts", default=os.path.join(HERE, "verdicts.tsv"))
    parser.add_argument("--only", action="append", default=[], help="owner/name; repeatable")
    parser.add_argument("--unjudged", metavar="FILE",
                        help="write every unjudged error or warning as verdicts.tsv rows to FILE")
    parser.add_argument("--all-severities", action="store_true",
                        help="also list unjudged notes (with --unjudged)")
    args = parser.parse_args()

    if os.path.realpath(args.work).startswith(os.path.realpath(REPO_ROOT) + os.sep):
        sys.exit("--work must be outside the repository: third-party code is never committed")
    if not os.access(args.tiplint, os.X_OK):
        sys.exit(f"no tiplint binary at {args.tiplint}: run `swift build -c release` or pass --tiplint")

    apps = [row for row in read_tsv(args.apps) if not args.only or row["repo"] in args.only]
    verdicts = {}
    for row in read_tsv(args.verdicts):
        key = (row["repo"], row["file"], int(row["line"]), row["rule"])
        verdicts[key] = row

    per_rule = collections.defaultdict(collections.Counter)
    unjudged, crashes, lex_errors, timings, reported_keys = [], [], [], [], set()
    false_positives = []
    severity_mismatches = []
    for app in apps:
        repo, commit = app["repo"], app["commit"]
        app_dir = os.path.join(args.work, repo.replace("/", "+"))
        try:
            extracted = extract(args.mirrors, repo, commit, app_dir)
        except (RuntimeError, subprocess.CalledProcessError) as error:
            crashes.append((repo, f"extraction failed: {error}"))
            continue
        if extracted and extracted[1]:
            print(f"note: {repo}: {extracted[1]} blobs absent from the snapshot", file=sys.stderr)
        seen = {}
        seconds_no_plan = 0.0
        # Nested packages are other projects (contract, "Files it reads"): an app whose tip code
        # lives in one names it in `paths`, and each path is linted on its own.
        for path in (app.get("paths") or ".").split():
            for with_plan in (False, True):
                status, findings, seconds, stderr = lint(args.tiplint, app_dir, path, with_plan)
                if not with_plan:
                    seconds_no_plan += seconds
                if status not in (0, 1):
                    mode = "plan" if with_plan else "no-plan"
                    crashes.append((repo, f"exit {status} ({path}, {mode}): {stderr[:300]}"))
                for finding in findings:
                    key = (repo, finding["file"].removeprefix("./"), finding["line"], finding["ruleId"])
                    seen.setdefault(key, finding)
        timings.append((repo, swift_file_count(app_dir), seconds_no_plan))
        for key, finding in sorted(seen.items()):
            rule, severity = key[3], finding["severity"]
            reported_keys.add(key)
            if rule == "lex_error":
                lex_errors.append((key, finding["message"]))
            verdict = verdicts.get(key, {}).get("verdict")
            expected = verdicts.get(key, {}).get("severity") or ""
            if verdict in ("TP", "MISS") and expected and expected != severity:
                severity_mismatches.append((key, severity, expected))
            bucket = severity if severity in GATING else "note"
            if verdict == "FP" and severity in GATING:
                false_positives.append((key, severity, verdicts[key]["reason"]))
            if verdict in ("TP", "FP", "MISS"):
                # A judged miss that is reported now is a true positive.
                per_rule[rule][f"{bucket}:{'FP' if verdict == 'FP' else 'TP'}"] += 1
                if verdict != "FP" and expected and expected != severity:
                    per_rule[rule][f"{bucket}:wrong-severity"] += 1
            else:
                per_rule[rule][f"{bucket}:new"] += 1
                if severity in GATING or args.all_severities:
                    unjudged.append((key, severity, finding["message"]))

    judged_repos = {app["repo"] for app in apps}
    missed = [row for key, row in sorted(verdicts.items())
              if row["repo"] in judged_repos and row["verdict"] == "MISS" and key not in reported_keys]
    found_misses = [row for key, row in sorted(verdicts.items())
                    if row["repo"] in judged_repos and row["verdict"] == "MISS" and key in reported_keys]
    lost = [row for key, row in sorted(verdicts.items())
            if row["repo"] in judged_repos and row["verdict"] == "TP" and key not in reported_keys]

    print(f"tiplint: {args.tiplint}")
    print(f"apps: {len(apps)}  work: {args.work}\n")
    # "sev" counts true positives reported at another severity than the contract's; the strict
    # precision counts them as wrong, since a gate that fails on them cries wolf all the same.
    print(f"{'rule':34} {'TP':>4} {'FP':>4} {'new':>4} {'sev':>4} | {'notes TP/FP/new':>16} | precision | strict")
    total_tp = total_fp = total_new = total_sev = 0
    for rule in sorted(per_rule):
        counts = per_rule[rule]
        tp = sum(counts[f"{s}:TP"] for s in GATING)
        fp = sum(counts[f"{s}:FP"] for s in GATING)
        new = sum(counts[f"{s}:new"] for s in GATING)
        sev = sum(counts[f"{s}:wrong-severity"] for s in GATING)
        total_tp, total_fp, total_new, total_sev = total_tp + tp, total_fp + fp, total_new + new, total_sev + sev
        notes = f"{counts['note:TP']}/{counts['note:FP']}/{counts['note:new']}"
        precision = f"{100 * tp / (tp + fp):.0f} %" if tp + fp else "-"
        strict = f"{100 * (tp - sev) / (tp + fp):.0f} %" if tp + fp else "-"
        print(f"{rule:34} {tp:4} {fp:4} {new:4} {sev:4} | {notes:>16} | {precision:>9} | {strict}")
    overall = f"{100 * total_tp / (total_tp + total_fp):.1f} %" if total_tp + total_fp else "-"
    strict = f"{100 * (total_tp - total_sev) / (total_tp + total_fp):.1f} %" if total_tp + total_fp else "-"
    print(f"{'all errors+warnings':34} {total_tp:4} {total_fp:4} {total_new:4} {total_sev:4} | {'':>16} | {overall:>9} | {strict}")

    defects = sum(1 for row in verdicts.values()
                  if row["repo"] in judged_repos and row["verdict"] in ("TP", "MISS"))
    found = defects - len(missed) - len(lost)
    if defects:
        print(f"\nreal defects judged: {defects}, reported now: {found} ({100 * found / defects:.0f} %)")
    for title, rows in (("judged misses still not reported", missed),
                        ("judged misses now reported", found_misses),
                        ("true positives no longer reported", lost)):
        print(f"\n{title}: {len(rows)}")
        for row in rows:
            print(f"  {row['repo']} {row['file']}:{row['line']} {row['rule']} - {row['reason']}")
    print(f"\nfalse errors and warnings still reported: {len(false_positives)}")
    for key, severity, reason in false_positives:
        print(f"  {key[0]} {key[1]}:{key[2]} {key[3]} ({severity}) - {reason}")
    print(f"\nreal defects reported at another severity than the contract's: {len(severity_mismatches)}")
    for key, severity, expected in severity_mismatches:
        print(f"  {key[0]} {key[1]}:{key[2]} {key[3]}: {severity}, expected {expected}")
    print(f"\ncrashes and failed runs: {len(crashes)}")
    for repo, what in crashes:
        print(f"  {repo}: {what}")
    print(f"\nlex_error findings: {len(lex_errors)}")
    for key, message in lex_errors:
        print(f"  {key[0]} {key[1]}:{key[2]} {message}")
    print(f"\nunjudged errors and warnings: {len(unjudged)}")
    for key, severity, message in unjudged:
        print(f"  {key[0]} {key[1]}:{key[2]} {key[3]} ({severity}) {message}")
    print(f"\n{'app':44} {'swift files':>11} {'seconds':>8}")
    for repo, files, seconds in timings:
        print(f"{repo:44} {files:11} {seconds:8.2f}")

    if args.unjudged:
        with open(args.unjudged, "w", encoding="utf-8") as handle:
            handle.write("repo\tfile\tline\trule\tverdict\tseverity\treason\n")
            for key, severity, message in unjudged:
                handle.write(f"{key[0]}\t{key[1]}\t{key[2]}\t{key[3]}\t?\t\t{severity}: {message}\n")


if __name__ == "__main__":
    main()
