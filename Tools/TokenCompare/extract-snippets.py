#!/usr/bin/env python3
"""Supplementary TokenCompare corpora: Swift written inside other files.

    extract-snippets.py tests SRC OUT   every multi-line string literal (no
                                        interpolation) in .swift files under a
                                        Tests directory of SRC: parser and macro
                                        test inputs, expected expansions, and
                                        much that is not Swift (JSON, SQL, prose)
    extract-snippets.py markdown SRC OUT every ```swift block in .md/.tutorial files

Each snippet becomes OUT/<file>_<n>.swift. swift-syntax's test location
markers (1️⃣, ℹ️) are removed. Outside the repository: never commit the output.
"""
import os
import re
import sys

MARKER = re.compile('(\\d\ufe0f\u20e3|\u2139\ufe0f)')
OPENING = re.compile(r'(#*)"""[ \t]*\n')
FENCE = re.compile(r'^([ \t]*)```+\s*swift[^\n]*\n(.*?)^\1```', re.S | re.M)
ESCAPES = {'n': '\n', 't': '\t', 'r': '\r', '0': '\0', '\\': '\\', '"': '"', "'": "'"}


def unescape(body):
    out, i = [], 0
    while i < len(body):
        c = body[i]
        if c == '\\' and i + 1 < len(body):
            d = body[i + 1]
            if d == '\n':
                i += 2
                continue
            if d in ESCAPES:
                out.append(ESCAPES[d])
                i += 2
                continue
            if d == 'u' and body[i + 2:i + 3] == '{':
                j = body.index('}', i)
                out.append(chr(int(body[i + 3:j], 16)))
                i = j + 1
                continue
        out.append(c)
        i += 1
    return ''.join(out)


def string_literals(text):
    position = 0
    while True:
        opening = OPENING.search(text, position)
        if not opening:
            return
        pounds = opening.group(1)
        closing = re.compile(r'\n([ \t]*)"""' + pounds + r'(?!#)').search(text, opening.end() - 1)
        if not closing:
            return
        position = closing.end()
        indent = closing.group(1)
        lines = text[opening.end():closing.start()].split('\n')
        body = '\n'.join(l[len(indent):] if l.startswith(indent) else l.lstrip(' \t') for l in lines)
        if not pounds:
            if '\\(' in body:
                continue
            try:
                body = unescape(body)
            except (ValueError, OverflowError):
                continue
        yield MARKER.sub('', body)


def main():
    mode, source, output = sys.argv[1:4]
    os.makedirs(output, exist_ok=True)
    count = 0
    for directory, _, names in os.walk(source):
        for name in sorted(names):
            path = os.path.join(directory, name)
            if mode == 'tests' and name.endswith('.swift') and '/Tests' in directory:
                with open(path, encoding='utf-8', errors='replace') as f:
                    snippets = list(string_literals(f.read()))
            elif mode == 'markdown' and name.endswith(('.md', '.tutorial')):
                with open(path, encoding='utf-8', errors='replace') as f:
                    snippets = [m.group(2) for m in FENCE.finditer(f.read())]
            else:
                continue
            for snippet in snippets:
                count += 1
                target = os.path.join(output, '%s_%05d.swift' % (name.rsplit('.', 1)[0][:40], count))
                with open(target, 'w', encoding='utf-8', errors='surrogatepass') as f:
                    f.write(snippet)
    print(count)


if __name__ == '__main__':
    main()
