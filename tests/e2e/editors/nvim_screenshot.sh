#!/usr/bin/env bash
# Neovim in tmux replays the lost update; the screen is captured (text with colours, kept as
# $BUILD/editors/nvim-replay.txt) and rendered to $BUILD/editors/nvim-replay.png.
# Exit 77 (skipped) without braidd, tmux or Chromium.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
BUILD="${BRAID_BUILD_DIR:-$ROOT/build}"
SERVER="${BRAID_E2E_SERVER:-$BUILD/bin/braidd}"
skip() { echo "SKIP: $*"; exit 77; }
[ -x "$SERVER" ] || skip "$SERVER not built"
command -v tmux >/dev/null || skip "tmux not installed"
command -v nvim >/dev/null || skip "nvim not installed"
WORK="$(mktemp -d)"
SESSION="braid-nvim-$$"
cleanup() { tmux kill-session -t "$SESSION" 2>/dev/null || true; [ -n "${BRAID_KEEP_E2E:-}" ] || rm -rf "$WORK"; }
trap cleanup EXIT
cp "$HERE/lost_update.c" "$WORK/"
OUT="$BUILD/editors"
mkdir -p "$OUT"
tmux new-session -d -s "$SESSION" -x 110 -y 30 -c "$WORK" \
  env TERM=tmux-256color XDG_CACHE_HOME="$WORK/cache" XDG_STATE_HOME="$WORK/state" XDG_DATA_HOME="$WORK/data" \
  BRAID_SERVER="$SERVER" BRAID_TEST_FILE="$WORK/lost_update.c" BRAID_DONE="$WORK/done" \
  nvim -u NONE -i NONE -n --cmd "set rtp^=$ROOT/editors/nvim" --cmd 'filetype plugin on' --cmd 'syntax on' \
  --cmd 'set termguicolors background=dark' -c "luafile $HERE/nvim_screenshot.lua"
for _ in $(seq 1 600); do
  [ -f "$WORK/done" ] && break
  sleep 0.2
done
result="$(cat "$WORK/done" 2>/dev/null || echo 'no result (timeout)')"
tmux capture-pane -t "$SESSION" -e -p > "$OUT/nvim-replay.ansi"
tmux capture-pane -t "$SESSION" -p > "$OUT/nvim-replay.txt"
cat "$OUT/nvim-replay.txt"
if [ "$result" != ok ]; then
  echo "FAIL: $result"
  exit 1
fi
grep -q "step .*: thread 1 read counter = 0" "$OUT/nvim-replay.txt" || { echo "FAIL: the quickfix list is not on screen"; exit 1; }
if command -v chromium >/dev/null && [ -d "$ROOT/editors/vscode/node_modules/playwright-core" ]; then
  node "$HERE/ansi2png.mjs" "$OUT/nvim-replay.ansi" "$OUT/nvim-replay.png"
  echo "screenshot: $OUT/nvim-replay.png"
fi
echo "nvim screenshot: 1 passed, 0 failed"
