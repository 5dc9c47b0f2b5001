#!/usr/bin/env python3
"""Checks that the folders of Sources/TipLint name each other only along the allowed arrows.

Inside one module the compiler does not enforce folders, so this does, by name and best effort:
each top-level declaration (type, protocol, typealias, func, let/var) under
Sources/TipLint/<Folder>/ belongs to that folder, and so does a member an extension declares when
no other declaration in the module has its name. An identifier in another folder's code (comments
and string text left out, as in .ci/dead-declarations.py) that names it is an edge; an edge the
table below does not allow is listed. A name declared in two folders is skipped (ambiguous).

The allowed order is Documentation/Architecture.md's ("Where things go"): Support/ and Model/ are
the base every folder may name; then
  Plan, Extract -> Merge -> Semantics -> PlanEvaluation -> Rules -> Analysis (the pipeline)
  -> Fix, Baseline, Coverage -> Report -> Session
Session/ (configuration, discovery, scope, plans, baseline, the run's outcome) is the library's
top: it runs the pipeline and hands the CLI its outcome, so nothing else names it.

Usage: .ci/folder-arrows.py      exit status 1 when an edge goes against the arrows
"""

import importlib.util
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULE = os.path.join(ROOT, "Sources", "TipLint")

BASE = {"Support", "Model"}
# folder -> the folders (besides itself and BASE) its code may name.
ALLOWED = {
    "Support": set(),
    "Model": {"Support"},
    "Extract": set(),
    "Merge": {"Extract"},
    "Plan": {"Extract"},
    "Semantics": {"Extract", "Plan"},
    "PlanEvaluation": {"Plan", "Extract", "Semantics"},
    "Rules": {"Extract", "Merge", "Semantics", "Plan", "PlanEvaluation"},
    "Analysis": {"Extract", "Merge", "Semantics", "Plan", "PlanEvaluation", "Rules"},
    "Fix": {"Extract", "Semantics", "Plan", "PlanEvaluation", "Rules", "Analysis"},
    "Baseline": {"Analysis", "Rules"},
    "Coverage": {"Extract", "Merge", "Semantics", "Plan", "PlanEvaluation", "Rules", "Analysis"},
    "Report": {"Extract", "Semantics", "Plan", "PlanEvaluation", "Rules", "Analysis", "Coverage"},
    "Session": {"Extract", "Merge", "Semantics", "Plan", "PlanEvaluation", "Rules", "Analysis",
                "Baseline", "Fix", "Coverage", "Report"},
}

_spec = importlib.util.spec_from_file_location(
    "dead_declarations", os.path.join(ROOT, ".ci", "dead-declarations.py"))
_dead = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_dead)

MODIFIERS = (r"(?:@\w+(?:\([^)]*\))?\s+|(?:public|package|internal|private|fileprivate|static|final|"
             r"indirect|nonisolated|nonisolated\(unsafe\)|private\(set\))\s+)*")
TOP_LEVEL = re.compile(r"^" + MODIFIERS +
                       r"(?P<kind>func|var|let|struct|enum|class|protocol|typealias|actor|extension)\s+"
                       r"(?P<name>`?\w+`?)")
MEMBER = re.compile(r"^    " + MODIFIERS + r"(?:mutating\s+)?(?:func|var|let|static\s+func|static\s+var|"
                    r"static\s+let)\s+(?P<name>`?\w+`?)")
ANY_DECLARATION = re.compile(r"\b(?:func|var|let|case|struct|enum|class|protocol|typealias)\s+(\w+)")
NESTED_TYPE = re.compile(r"^\s+" + MODIFIERS + r"(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)")


def module_files():
    for folder in sorted(os.listdir(MODULE)):
        directory = os.path.join(MODULE, folder)
        if os.path.isdir(directory):
            for base, _, files in os.walk(directory):
                for name in sorted(files):
                    if name.endswith(".swift"):
                        yield folder, os.path.join(base, name)


def main():
    files = [(folder, path, _dead.code_lines(path)) for folder, path in module_files()]
    unknown = sorted({folder for folder, _, _ in files} - set(ALLOWED))
    if unknown:
        print(f"folder-arrows: no arrows stated for {', '.join(unknown)}: add them to ALLOWED",
              file=sys.stderr)
        return 1
    owners = {}       # name -> folders declaring it at top level (or as a unique extension member)
    declared = {}     # name -> how many declarations anywhere in the module
    for _, _, lines in files:
        for line in lines:
            for name in ANY_DECLARATION.findall(line):
                declared[name] = declared.get(name, 0) + 1
    for folder, _, lines in files:
        in_extension = False
        for line in lines:
            top = TOP_LEVEL.match(line)
            if top:
                in_extension = top.group("kind") == "extension"
                if not in_extension:
                    owners.setdefault(top.group("name").strip("`"), set()).add(folder)
                continue
            member = MEMBER.match(line) if in_extension else None
            if member and declared.get(member.group("name").strip("`"), 0) == 1:
                owners.setdefault(member.group("name").strip("`"), set()).add(folder)
    for folder, _, lines in files:  # `Suppression.Scope` in Model/ is not Extract/'s `Scope`
        for line in lines:
            nested = NESTED_TYPE.match(line)
            if nested and nested.group(1) in owners:
                owners[nested.group(1)].add(folder)
    edges = {}        # (from, to) -> {name: first "path:line"}
    for folder, path, lines in files:
        for number, line in enumerate(lines, 1):
            for name in set(_dead.WORD.findall(line)):
                homes = owners.get(name)
                if not homes or len(homes) != 1:
                    continue
                home = next(iter(homes))
                if home == folder or home in BASE or home in ALLOWED[folder]:
                    continue
                where = f"{os.path.relpath(path, ROOT)}:{number}"
                edges.setdefault((folder, home), {}).setdefault(name, where)
    for (source, target), names in sorted(edges.items()):
        print(f"{source} -> {target}:")
        for name, where in sorted(names.items()):
            print(f"  {name}  ({where})")
    return 1 if edges else 0


if __name__ == "__main__":
    sys.exit(main())
