#!/usr/bin/env bash
# The CI checks' Python virtual environment, .build/ci-venv: created when
# missing, given each PACKAGE whose MODULE it cannot import. Prints its path.
# Usage: venv=$(bash .ci/venv.sh PACKAGE:MODULE ...)   e.g. pre-commit:pre_commit
set -euo pipefail
venv=$(cd "$(dirname "$0")/.." && pwd)/.build/ci-venv
[ -x "$venv/bin/pip" ] || python3 -m venv --clear "$venv" >&2
for wanted in "$@"; do
    "$venv/bin/python" -c "import ${wanted#*:}" 2>/dev/null || "$venv/bin/pip" install --quiet "${wanted%%:*}" >&2
done
echo "$venv"
