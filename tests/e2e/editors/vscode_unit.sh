#!/usr/bin/env bash
# The VS Code extension's unit tests: type-check and compile with tsc, run with node --test.
set -euo pipefail
EXT="$(cd "$(dirname "$0")/../../../editors/vscode" && pwd)"
cd "$EXT"
if [ ! -x node_modules/.bin/tsc ]; then
  echo "SKIP: npm dependencies not installed (run scripts/setup-editors.sh)"
  exit 77
fi
rm -rf out
node node_modules/typescript/bin/tsc -p .
node --test out/test/
