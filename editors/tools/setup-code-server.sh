#!/usr/bin/env bash
# Installs code-server (VS Code served to a browser) from the npm registry, for the
# end-to-end test of the VS Code extension. Nothing is downloaded from outside the npm
# registry: post-install scripts (which would fetch prebuilt binaries) are skipped and
# native modules are rebuilt from source instead.
#
# Result: $BRAID_CODE_SERVER_DIR (default ~/.cache/braid/code-server-$VERSION) with
# node_modules/.bin/code-server. Idempotent: a finished install leaves a stamp file and a
# second run returns at once.
set -euo pipefail

VERSION="${BRAID_CODE_SERVER_VERSION:-4.96.4}"   # newest release that accepts Node 20
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/braid"
DIR="${BRAID_CODE_SERVER_DIR:-$CACHE/code-server-$VERSION}"
STAMP="$DIR/.braid-ready"
if [ -f "$STAMP" ]; then
  echo "$DIR"
  exit 0
fi

log() { echo "setup-code-server: $*" >&2; }
# Native modules compile against the installed Node's headers (no header download).
if [ -z "${npm_config_nodedir:-}" ] && [ -f /usr/include/node/node.h ]; then
  export npm_config_nodedir=/usr
fi
export npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false \
       npm_config_loglevel=error

mkdir -p "$DIR"
cd "$DIR"
[ -f package.json ] || echo '{"name":"braid-code-server","private":true}' > package.json

log "installing code-server@$VERSION (no scripts)"
npm install --no-save --ignore-scripts "code-server@$VERSION" >&2
CS="$DIR/node_modules/code-server"
VS="$CS/lib/vscode"

log "installing VS Code's dependencies"
cd "$VS"
# The one dependency pinned to a git URL: take it from the registry instead.
node -e '
  const fs = require("fs");
  for (const f of ["npm-shrinkwrap.json", "package-lock.json"]) {
    if (!fs.existsSync(f)) continue;
    const j = JSON.parse(fs.readFileSync(f, "utf8"));
    let changed = false;
    for (const [k, v] of Object.entries(j.packages || {})) {
      if (v && typeof v.resolved === "string" && /^git\+|^github:|\.git#/.test(v.resolved)) {
        delete j.packages[k]; changed = true;
      }
    }
    for (const [k, v] of Object.entries(j.dependencies || {})) {
      if (v && typeof v.version === "string" && /^git\+|^github:/.test(v.version)) {
        delete j.dependencies[k]; changed = true;
      }
    }
    if (changed) fs.writeFileSync(f, JSON.stringify(j, null, 2));
  }'
npm install --omit=dev --ignore-scripts >&2
log "rebuilding native modules"
npm rebuild @vscode/spdlog node-pty native-watchdog @parcel/watcher kerberos >&2

# The links code-server's postinstall would have made.
[ -e node_modules.asar ] || ln -s node_modules node_modules.asar
if [ -d bin/remote-cli ] && [ ! -e bin/remote-cli/code-server ]; then
  ln -s code-linux.sh bin/remote-cli/code-server
fi
if [ -d bin/helpers ] && [ ! -e bin/helpers/browser.sh ]; then
  ln -s browser-linux.sh bin/helpers/browser.sh
fi
RG_DIR="node_modules/@vscode/ripgrep/bin"
mkdir -p "$RG_DIR"
if command -v rg >/dev/null; then ln -sf "$(command -v rg)" "$RG_DIR/rg"; fi

log "installing built-in extensions' dependencies"
(cd extensions && npm install --omit=dev --ignore-scripts >&2)

log "rebuilding argon2"
cd "$DIR"
npm rebuild argon2 >&2

# Smoke test: the server must at least print its version.
"$DIR/node_modules/.bin/code-server" --config "$DIR/.smoke-config.yaml" --version >&2
touch "$STAMP"
echo "$DIR"
