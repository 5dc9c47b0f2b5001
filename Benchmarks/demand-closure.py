#!/usr/bin/env python3
"""Estimates how much of an app a second pass driven by demand would extract (issue 19 item 6).

    Benchmarks/demand-closure.py APP_DIR [APP_DIR ...] [--list FILE]

Today, once a tip system is in use, the second pass extracts every Swift file that names no trigger
word. A pass driven by demand would extract such a file only when it can matter to what the tip files
reach. This script approximates that closure with a token scan (comments and string literals blanked,
no Swift parse) and prints, per app, the files and bytes it holds. `--list FILE` writes the closure's
paths (relative to the one APP_DIR) for a build that extracts only them, to compare findings.

Seeds: the files holding a trigger word (`Tip` as written, `tooltip`, `tutorial` in any case), the
app entry files (`@main`, `: App`, app and scene delegates) and files with a TipKit member that names
no trigger word (`shouldDisplayUpdates`, `statusUpdates`, `invalidate(reason`, `.donate(`,
`sendDonation`, `@Parameter`) or a tour step's labels (`arrows:`, `blurTargets:`, `triggers:`: a file
with step labels alone turns TutorialKit on).

Directions followed from them, by whole identifiers (see Benchmarks/README.md, s30-demand):
- up, by type: the innermost type around a trigger identifier is demanded; every file mentioning a
  demanded type's name is extracted (it builds, presents, holds or extends it: the view graph,
  preview reach and typed-property chains need all of those), and the innermost type around that
  mention is demanded in turn;
- up, by setup helper: a function holding `Tips.configure`/`Tips.resetDatastore`/a testing call or a
  tip observation is a helper; a file mentioning its name together with its type's name (a call on the
  type, on a value of it, or inside it) is extracted, and the function around the call is a helper in
  turn (`SetupCallResolution`);
- up, by tip-taking helper: a function whose signature names a trigger word; the files calling it
  (one step: a caller forwarding it names the word itself);
- down: the conformances and stored-property types of a demanded type, and the extensions of each
  (tip promotion through another file's protocol, typed-property resolution).
Only a measure: the directions are an approximation, not a proof that findings stay the same.
"""

import argparse
import collections
import os
import re

COMMENTS_AND_STRINGS = re.compile(rb'//[^\n]*|/\*.*?\*/|"""(?:.|\n)*?"""|"(?:\\.|[^"\\\n])*"', re.S)
TOKEN = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*|[{}()]")
TYPE_KEYWORDS = {b"struct", b"class", b"enum", b"protocol", b"actor", b"extension"}
# Names that a type declaration may shadow but that every file mentions (an app's own `View` alias).
COMMON_TYPES = {b"String", b"Int", b"View", b"Data", b"Error", b"State", b"Double", b"Bool", b"Date", b"UUID",
                b"Notification", b"Self", b"Type", b"Void"}
TRIGGER = re.compile(rb"Tip|[Tt][Oo][Oo][Ll][Tt][Ii][Pp]|[Tt][Uu][Tt][Oo][Rr][Ii][Aa][Ll]")
WORD_FREE_SEEDS = re.compile(
    rb"shouldDisplayUpdates|statusUpdates|invalidate[(]reason|[.]donate[(]|sendDonation|@Parameter|arrows:|blurTargets:|triggers:")
ENTRY = re.compile(rb"@main|UIApplicationMain|ApplicationDelegate|SceneDelegate|:\s*App\b")
SETUP_MEMBERS = {b"configure", b"resetDatastore", b"showAllTipsForTesting", b"hideAllTipsForTesting",
                 b"showTipsForTesting", b"hideTipsForTesting"}
OBSERVATIONS = {b"shouldDisplayUpdates", b"statusUpdates"}


class App:
    """One app's declarations and mentions, from a token scan of its Swift files."""

    def __init__(self, root):
        self.root = root
        self.files = []
        for directory, names, files in os.walk(root):
            names[:] = [name for name in names if not name.startswith(".")]
            self.files += [os.path.join(directory, name) for name in files if name.endswith(".swift")]
        self.declarations = []  # (file, name, kind, enclosing declaration index or None)
        self.types_by_name = collections.defaultdict(list)  # declarations and extensions
        self.mentions = {}  # file -> [(identifier, innermost enclosing declaration)]
        self.files_mentioning = collections.defaultdict(set)
        self.headers = collections.defaultdict(set)  # type declaration -> capitalised names before its `{`
        self.property_types = collections.defaultdict(set)
        self.sizes = {}
        self.seeds = set()
        self.seed_types = set()
        self.setup_helpers = set()
        self.tip_taking_helpers = set()
        for path in self.files:
            self._scan(path)

    def enclosing(self, index, kinds):
        while index is not None and self.declarations[index][2] not in kinds:
            index = self.declarations[index][3]
        return index

    def _scan(self, path):
        with open(path, "rb") as handle:
            raw = handle.read()
        self.sizes[path] = len(raw)
        triggered = TRIGGER.search(raw) is not None
        if triggered or ENTRY.search(raw) or WORD_FREE_SEEDS.search(raw):
            self.seeds.add(path)
        stack, depth, pending, signature = [], 0, None, None
        previous = before = None
        after_property = False
        recent = []
        mentions = []
        for match in TOKEN.finditer(COMMENTS_AND_STRINGS.sub(b" ", raw)):
            token = match.group()
            if token in (b"(", b")"):
                before, previous = previous, token
                continue
            if token == b"{":
                depth += 1
                if pending is not None:
                    stack.append((depth, pending))
                    pending = signature = None
                continue
            if token == b"}":
                if stack and stack[-1][0] == depth:
                    stack.pop()
                depth -= 1
                continue
            current = stack[-1][1] if stack else None
            current_type = self.enclosing(current, TYPE_KEYWORDS)
            if (previous in TYPE_KEYWORDS and before != b"." and token[:1].isupper() and token not in COMMON_TYPES
                    and not (previous == b"class" and token in (b"func", b"var"))):
                pending = self._declare(path, token, previous, current)
                before, previous = previous, token
                continue
            if previous == b"func":
                pending = signature = self._declare(path, token, b"func", current)
                before, previous = previous, token
                continue
            mentions.append((token, current))
            self.files_mentioning[token].add(path)
            recent = (recent + [token])[-3:]
            if triggered and TRIGGER.search(token):
                if signature is not None:
                    self.tip_taking_helpers.add(signature)
                if current_type is not None:
                    self.seed_types.add(current_type)
            is_setup = token in OBSERVATIONS or (token in SETUP_MEMBERS and recent[-2:-1] == [b"Tips"])
            function = self.enclosing(current, {b"func"})
            if is_setup and function is not None:
                self.setup_helpers.add(function)
            if pending is not None and self.declarations[pending][2] in TYPE_KEYWORDS:
                self.headers[pending].add(token)
            if after_property and current_type is not None and current == current_type and token[:1].isupper():
                self.property_types[current_type].add(token)
            after_property = previous in (b"var", b"let") or (
                after_property and token not in (b"var", b"let", b"func", b"init"))
            before, previous = previous, token
        self.mentions[path] = mentions

    def _declare(self, path, name, kind, enclosing):
        index = len(self.declarations)
        self.declarations.append((path, name, kind, enclosing))
        self.types_by_name[name].append(index)
        return index

    def places_mentioning(self, name):
        for path in self.files_mentioning[name]:
            for token, enclosing in self.mentions[path]:
                if token == name:
                    yield path, enclosing

    def closure(self):
        """The files a demand-driven second pass would extract."""
        included = set(self.seeds)
        demanded, pending_types, done = set(), [], set()

        def demand_type(index, upward):
            if (index, upward) not in demanded:
                demanded.add((index, upward))
                pending_types.append((index, upward))
                included.add(self.declarations[index][0])

        for index in self.seed_types:
            demand_type(index, True)
        pending_functions = [(index, True) for index in self.setup_helpers]
        pending_functions += [(index, False) for index in self.tip_taking_helpers]
        while pending_types or pending_functions:
            while pending_functions:
                index, transitive = pending_functions.pop()
                path, name, _, _ = self.declarations[index]
                if (name, transitive) in done:
                    continue
                done.add((name, transitive))
                owner = self.enclosing(self.declarations[index][3], TYPE_KEYWORDS)
                owner_name = self.declarations[owner][1] if owner is not None else None
                for other, enclosing in self.places_mentioning(name):
                    if owner_name is not None and other != path and other not in self.files_mentioning[owner_name]:
                        continue
                    included.add(other)
                    caller = self.enclosing(enclosing, {b"func"})
                    if transitive and caller is not None:
                        pending_functions.append((caller, True))
            while pending_types:
                index, upward = pending_types.pop()
                name, kind = self.declarations[index][1], self.declarations[index][2]
                if upward and kind != b"extension" and ("up", name) not in done:
                    done.add(("up", name))
                    for other, enclosing in self.places_mentioning(name):
                        included.add(other)
                        holder = self.enclosing(enclosing, TYPE_KEYWORDS)
                        if holder is not None:
                            demand_type(holder, True)
                for named in self.headers[index] | self.property_types[index]:
                    if ("down", named) not in done:
                        done.add(("down", named))
                        for declaration in self.types_by_name[named]:
                            demand_type(declaration, False)
        return included


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", maxsplit=1)[0])
    parser.add_argument("apps", nargs="+")
    parser.add_argument("--list", help="write the closure's paths (one APP_DIR only)")
    arguments = parser.parse_args()
    if arguments.list and len(arguments.apps) != 1:
        parser.error("--list writes one app's closure: give one APP_DIR")
    for root in arguments.apps:
        app = App(root)
        included = app.closure()
        total, kept = sum(app.sizes.values()), sum(app.sizes[path] for path in included)
        print(f"{os.path.basename(os.path.normpath(root))}\t{len(app.files)} files\t{len(app.seeds)} seeds\t"
              f"closure {len(included)} files ({100 * len(included) // max(1, len(app.files))}%), "
              f"{100 * kept // max(1, total)}% of bytes")
        if arguments.list:
            with open(arguments.list, "w", encoding="utf-8") as handle:
                handle.writelines(os.path.relpath(path, root) + "\n" for path in sorted(included))


if __name__ == "__main__":
    main()
