#!/usr/bin/env python3
"""dump-findings.py BIN OUT.json [owner/name ...]: every finding of every real app of apps.tsv (or the named
ones), with and without plans, as JSON, so two builds can be compared with diff-findings.py.
Apps are extracted under $WORK (default $TMPDIR/tiplint-realapps-dump) from the mirrors in /work/.mirror."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import realapps
binary, out = sys.argv[1], sys.argv[2]
only = sys.argv[3:]
work = os.environ.get("WORK", os.path.join(os.environ.get("TMPDIR", "/tmp"), "tiplint-realapps-dump"))
result = {}
for app in realapps.read_tsv(os.path.join(HERE, "apps.tsv")):
    repo, commit = app["repo"], app["commit"]
    if only and repo not in only:
        continue
    app_dir = os.path.join(work, repo.replace("/", "+"))
    try:
        realapps.extract("/work/.mirror", repo, commit, app_dir)
    except Exception as error:
        result[repo] = {"error": f"extract: {error}"}
        continue
    entry = {}
    for path in (app.get("paths") or ".").split():
        for with_plan in (False, True):
            status, findings, seconds, stderr = realapps.lint(binary, app_dir, path, with_plan)
            entry[f"{path}|{'plan' if with_plan else 'noplan'}"] = {
                "status": status, "seconds": round(seconds, 3), "stderr": stderr[:300],
                "findings": sorted(f"{f['file']}:{f['line']} {f['severity']} {f['ruleId']} {f['message']}" for f in findings)}
    result[repo] = entry
    print(repo, file=sys.stderr)
json.dump(result, open(out, "w"), indent=1, sort_keys=True)
