#!/usr/bin/env bash
# VS Code end-to-end: code-server (installed and cached by editors/tools/setup-code-server.sh)
# + Debian's Chromium + playwright-core, against the real braidd. Screenshots go to
# $BRAID_BUILD_DIR/editors. Exit 77 (skipped) if braidd, Chromium or the npm dependencies are
# missing, or if BRAID_SKIP_CODE_SERVER=1.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
BUILD="${BRAID_BUILD_DIR:-$ROOT/build}"
BIN="${BRAID_E2E_BIN_DIR:-$BUILD/bin}"
skip() { echo "SKIP: $*"; exit 77; }
[ -x "$BIN/braidd" ] || skip "$BIN/braidd not built"
CHROMIUM="${BRAID_CHROMIUM:-$(command -v chromium || true)}"
[ -n "$CHROMIUM" ] || skip "chromium not installed (run scripts/setup-editors.sh)"
[ -d "$ROOT/editors/vscode/node_modules/playwright-core" ] || skip "npm dependencies not installed (run scripts/setup-editors.sh)"
[ "${BRAID_SKIP_CODE_SERVER:-0}" != "1" ] || skip "BRAID_SKIP_CODE_SERVER=1"
VSIX="$BUILD/editors/braid.vsix"
if [ ! -f "$VSIX" ] || [ -n "$(find "$ROOT/editors/vscode/src" "$ROOT/editors/vscode/package.json" -newer "$VSIX" 2>/dev/null | head -1)" ]; then
  (cd "$ROOT/editors/vscode" && node build.mjs --package --out "$VSIX" >/dev/null)
fi
# Cached: returns at once when code-server is already set up.
CS_DIR="$(bash "$ROOT/editors/tools/setup-code-server.sh")"
mkdir -p "$BUILD/editors"
export BRAID_CODE_SERVER="$CS_DIR/node_modules/.bin/code-server" BRAID_VSIX="$VSIX" \
       BRAID_BIN_DIR="$BIN" BRAID_CHROMIUM="$CHROMIUM" BRAID_SHOT_DIR="$BUILD/editors"
exec timeout 420 node "$HERE/vscode_e2e.mjs"
