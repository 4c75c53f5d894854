#!/usr/bin/env bash
# Runs nvim_test.lua in headless Neovim against braidd. Exit 77 (skipped) when braidd has
# not been built. Env: BRAID_E2E_SERVER (default build/bin/braidd).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
BUILD="${BRAID_BUILD_DIR:-$ROOT/build}"
SERVER="${BRAID_E2E_SERVER:-$BUILD/bin/braidd}"
if [ ! -x "$SERVER" ]; then
  echo "SKIP: $SERVER not built"
  exit 77
fi
command -v nvim >/dev/null || { echo "SKIP: nvim not installed"; exit 77; }
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
cp "$HERE/lost_update.c" "$HERE/big_space.c" "$ROOT/tests/programs/reports/bank_race.c" "$WORK/"
export XDG_CACHE_HOME="$WORK/cache" XDG_STATE_HOME="$WORK/state" XDG_DATA_HOME="$WORK/data"
export BRAID_SERVER="$SERVER" BRAID_TEST_FILE="$WORK/lost_update.c" BRAID_RACE_FILE="$WORK/bank_race.c" \
       BRAID_TEST_DIR="$WORK"
status=0
timeout 150 nvim --headless -u NONE -i NONE -n --cmd "set rtp^=$ROOT/editors/nvim" \
  --cmd 'filetype on' -c "luafile $HERE/${BRAID_NVIM_SCRIPT:-nvim_test.lua}" || status=$?
if [ $status -ne 0 ]; then
  echo "--- LSP log ---"
  tail -n 60 "$WORK"/*/nvim/lsp.log 2>/dev/null || true
fi
exit $status
