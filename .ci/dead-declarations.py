#!/usr/bin/env python3
"""Lists declarations in Sources/ whose name nothing else mentions: candidates for dead code.

Name-based and best effort, in the spirit of periphery without an index store: a declaration
(`func`, `var`, `let`, `case`, `struct`, `enum`, `class`, `protocol`, `typealias`) counts as used
when its name appears as a whole word in the project's Swift (Sources, Fuzz, Benchmarks, Plugins),
comments and string text left out (interpolations kept), other than on its own declaration line.
So a name also used for something else hides a dead declaration (a missed one, never a false
alarm); a name only Tests mention is listed as test-only.

Left out: `public`/`open` declarations (the API), `override`s, names that satisfy a protocol
(any member name a protocol in the project declares, and the standard library's in ALLOWED),
`switch` cases, and the cases of raw-value or CaseIterable enums (reached through `rawValue`).

Usage: .ci/dead-declarations.py [--tests-count]   exit status 1 when something is listed
  --tests-count   a name only tests mention counts as used (what CI asks)
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE_DIRS = ["Sources"]
OTHER_DIRS = ["Fuzz", "Benchmarks", "Plugins"]
TEST_DIRS = ["Tests"]

# Names the standard library's or Foundation's protocols ask for, and entry points.
ALLOWED = {
    "description", "debugDescription", "errorDescription", "hash", "encode", "makeIterator", "next",
    "startIndex", "endIndex", "index", "count", "isEmpty", "allCases", "rawValue", "id", "main",
    "callAsFunction", "CodingKeys", "init", "body", "localizedDescription", "underestimatedCount",
}

DECLARATION = re.compile(
    r"^\s*(?P<modifiers>(?:@\w+(?:\([^)]*\))?\s+|(?:public|open|internal|private|fileprivate|static|class|"
    r"final|override|mutating|nonmutating|lazy|weak|unowned|nonisolated|indirect|"
    r"private\(set\)|fileprivate\(set\)|internal\(set\)|nonisolated\(unsafe\))\s+)*)"
    r"(?P<kind>func|var|let|case|struct|enum|class|protocol|typealias|actor)\s+(?P<name>`?\w+`?)")
WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
PROSE_START = re.compile(r'//|/\*|#*"')
STRING_STOP = re.compile(r'[\\"#\n]')


def swift_files(dirs):
    for top in dirs:
        for base, subdirs, files in os.walk(os.path.join(ROOT, top)):
            subdirs[:] = sorted(d for d in subdirs if not d.startswith("."))
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(base, name)


def code_lines(path):
    """The file's lines with comments and string text blanked: prose and the Swift of rule
    examples neither declare nor mention anything."""
    with open(path, encoding="utf-8") as handle:
        return blank_prose(handle.read()).split("\n")


class _Blanker:
    """Blanks comments and string text (not the code of interpolations), keeping line breaks."""

    def __init__(self, text):
        self.text = text
        self.out = list(text)

    def blank(self, start, end):
        for k in range(start, end):
            if self.out[k] != "\n":
                self.out[k] = " "

    def comment_end(self, i):
        """The end of the comment starting at `i` (block comments nest)."""
        text = self.text
        if text.startswith("//", i):
            end = text.find("\n", i)
            return len(text) if end < 0 else end
        depth, j = 0, i
        while j < len(text):
            if text.startswith("/*", j):
                depth, j = depth + 1, j + 2
            elif text.startswith("*/", j):
                depth, j = depth - 1, j + 2
                if depth == 0:
                    return j
            else:
                j += 1
        return j

    def string_end(self, i, quote, hashes):
        """Blanks the string text from `i` (just after its opening quote) to its close, going into
        interpolations as code; returns the index after the close."""
        text, n = self.text, len(self.text)
        close = quote + hashes
        while i < n:
            found = STRING_STOP.search(text, i)
            stop = found.start() if found else n
            self.blank(i, stop)
            i = stop
            if i >= n:
                return n
            if text.startswith(close, i):
                self.blank(i, i + len(close))
                return i + len(close)
            if text.startswith("\\" + hashes + "(", i):
                self.blank(i, i + 2 + len(hashes))
                i = self.code_end(i + 2 + len(hashes), inside_interpolation=True)
                continue
            if text[i] == "\\":
                self.blank(i, i + 2)
                i += 2
                continue
            if text[i] == "\n" and quote == '"':  # an unterminated line string ends at the line
                return i
            self.blank(i, i + 1)
            i += 1
        return n

    def code_end(self, i, inside_interpolation=False):
        """Walks code from `i`; inside an interpolation, returns after its closing parenthesis."""
        text, n = self.text, len(self.text)
        depth = 1
        while i < n:
            if inside_interpolation:
                found = re.compile(r'//|/\*|#*"|[()]').search(text, i)
            else:
                found = PROSE_START.search(text, i)
            if not found:
                return n
            i = found.start()
            token = found.group(0)
            if token == "(":
                depth += 1
                i += 1
            elif token == ")":
                depth -= 1
                i += 1
                if depth == 0:
                    self.blank(i - 1, i)
                    return i
            elif token in ("//", "/*"):
                end = self.comment_end(i)
                self.blank(i, end)
                i = end
            else:
                hashes = token[:-1]
                quote = '"""' if text.startswith('"""', i + len(hashes)) else '"'
                self.blank(i, i + len(hashes) + len(quote))
                i = self.string_end(i + len(hashes) + len(quote), quote, hashes)
        return n


def blank_prose(text):
    blanker = _Blanker(text)
    blanker.code_end(0)
    return "".join(blanker.out)


def word_counts(paths):
    counts = {}
    for path in paths:
        for line in code_lines(path):
            for word in WORD.findall(line):
                counts[word] = counts.get(word, 0) + 1
    return counts


def protocol_requirements(paths):
    """Every member name declared inside a `protocol … { }` body of the project."""
    names = set()
    for path in paths:
        depth, inside = 0, None
        for line in code_lines(path):
            if inside is None and re.match(r"^\s*(?:public\s+)?protocol\s+\w+", line):
                inside = depth
            if inside is not None and depth > inside:
                match = DECLARATION.match(line)
                if match:
                    names.add(match.group("name").strip("`"))
            depth += line.count("{") - line.count("}")
            if inside is not None and depth <= inside and "}" in line:
                inside = None
    return names


def declarations(path):
    """(line number, kind, name, declaration line) of each declaration a file makes."""
    value_enums = []  # for each open enum: (its brace depth, whether its cases are reached by value)
    depth = 0
    for number, line in enumerate(code_lines(path), 1):
        match = DECLARATION.match(line)
        if match:
            kind, name = match.group("kind"), match.group("name").strip("`")
            if kind == "enum":
                by_value = bool(re.search(r":\s*[^{]*\b(String|Int|UInt8|Character|CaseIterable)\b", line))
                value_enums.append((depth, by_value))
            rest = line[match.end():]
            is_switch_case = kind == "case" and ":" in re.sub(r"\([^)]*\)", "", rest)
            in_value_enum = kind == "case" and value_enums and value_enums[-1][1]
            is_api = re.search(r"\b(public|open|override)\b", match.group("modifiers"))
            if not (is_api or is_switch_case or in_value_enum):
                yield number, kind, name, line
                if kind == "case":  # `case a, b, c`
                    for extra in re.findall(r",\s*(\w+)", re.sub(r"\([^)]*\)|=\s*[^,]+", "", rest)):
                        yield number, kind, extra, line
        depth += line.count("{") - line.count("}")
        while value_enums and depth <= value_enums[-1][0] and "}" in line:
            value_enums.pop()


def main():
    tests_count = "--tests-count" in sys.argv[1:]
    sources = list(swift_files(SOURCE_DIRS))
    others = list(swift_files(OTHER_DIRS))
    code = word_counts(sources + others)
    in_tests = word_counts(swift_files(TEST_DIRS))
    allowed = ALLOWED | protocol_requirements(sources + others)
    listed = 0
    for path in sources:
        for number, kind, name, line in declarations(path):
            if name in allowed or name.startswith("_") or not WORD.fullmatch(name):
                continue
            if code.get(name, 0) - WORD.findall(line).count(name) > 0:
                continue
            test_only = in_tests.get(name, 0) > 0
            if test_only and tests_count:
                continue
            listed += 1
            print(f"{os.path.relpath(path, ROOT)}:{number}: {kind} {name}" + (" (only tests mention it)" if test_only else ""))
    print(f"{listed} declaration(s) nothing else mentions", file=sys.stderr)
    return 1 if listed else 0


if __name__ == "__main__":
    sys.exit(main())
