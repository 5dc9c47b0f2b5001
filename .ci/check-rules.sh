#!/usr/bin/env bash
# After adding or changing a rule: writes Documentation/Rules.md from the rules'
# descriptions and examples, then runs the rule specs (every example through the
# CLI, and its rewrites), the registry checks and the documentation checks.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
"$(swift build --show-bin-path)/tiplint" rules --markdown >Documentation/Rules.md
swift test --skip-build --filter 'RuleSpecTests|RuleRegistryTests|RuleDocumentationTests|DocumentationTests'
git status --short Documentation/Rules.md
