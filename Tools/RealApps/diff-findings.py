#!/usr/bin/env python3
"""diff-findings.py A.json B.json: the findings that differ between two dumps of dump-findings.py, per app and mode."""
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
changed = 0
for repo in sorted(set(a) | set(b)):
    ea, eb = a.get(repo, {}), b.get(repo, {})
    if "error" in ea or "error" in eb:
        if ea != eb: print(f"{repo}: {ea.get('error')} | {eb.get('error')}")
        continue
    for mode in sorted(set(ea) | set(eb)):
        ma, mb = ea.get(mode, {}), eb.get(mode, {})
        fa, fb = set(ma.get("findings", [])), set(mb.get("findings", []))
        if ma.get("status") != mb.get("status"): print(f"{repo} [{mode}] status {ma.get('status')} -> {mb.get('status')}")
        for f in sorted(fa - fb): print(f"{repo} [{mode}] - {f}"); changed += 1
        for f in sorted(fb - fa): print(f"{repo} [{mode}] + {f}"); changed += 1
print(f"{len(a)} vs {len(b)} apps; {changed} finding lines differ", file=sys.stderr)
