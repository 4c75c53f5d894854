#!/usr/bin/env bash
# Sets up braid's editor clients (called by scripts/setup.sh):
#  * Debian packages the editor tests use (Chromium for the VS Code end-to-end test, ripgrep
#    and libkrb5-dev for code-server, tmux for the Neovim screenshot);
#  * the VS Code extension's npm dependencies, its bundle and build/editors/braid.vsix;
#  * code-server (VS Code in a browser) in ~/.cache/braid, for the end-to-end test.
# Idempotent and fast when nothing changed. BRAID_SKIP_CODE_SERVER=1 (the demo) skips
# code-server and the packages only the editor tests use.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
log() { echo "braid setup-editors: $*"; }

# Neovim is the Neovim client's editor; the rest only serves the editor tests.
DEB_PACKAGES=(neovim)
if [ "${BRAID_SKIP_CODE_SERVER:-0}" != "1" ]; then
  DEB_PACKAGES+=(chromium ripgrep libkrb5-dev tmux)
fi
missing=()
for p in "${DEB_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# Node and npm may come from elsewhere than Debian's packages (a nodejs that bundles npm).
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  log "installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if [ -z "${npm_config_nodedir:-}" ] && [ -f /usr/include/node/node.h ]; then
  export npm_config_nodedir=/usr   # native modules build against the installed headers
fi
export npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false \
       npm_config_loglevel=error

# The VS Code extension.
EXT="$ROOT/editors/vscode"
VSIX="$ROOT/build/editors/braid.vsix"
cd "$EXT"
lock_hash="$(cat package.json package-lock.json | sha256sum | cut -d' ' -f1)"
if [ "$(cat node_modules/.braid-stamp 2>/dev/null)" != "$lock_hash" ]; then
  log "installing the extension's npm dependencies"
  npm ci --no-audit --no-fund
  echo "$lock_hash" > node_modules/.braid-stamp
fi
newest_src="$(find src package.json build.mjs README.md .vscodeignore -type f -newer "$VSIX" 2>/dev/null | head -1 || true)"
if [ ! -f "$VSIX" ] || [ ! -f dist/extension.js ] || [ -n "$newest_src" ]; then
  log "building the extension: $VSIX"
  node build.mjs --package --out "$VSIX" >/dev/null
fi

# code-server for the end-to-end test (cached between runs).
if [ "${BRAID_SKIP_CODE_SERVER:-0}" != "1" ]; then
  bash "$ROOT/editors/tools/setup-code-server.sh" >/dev/null
fi
