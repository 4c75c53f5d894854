#!/bin/sh
# Runs nvim_client.lua against braidd on a fresh copy of the lost-update program.
# usage: run_nvim.sh BRAIDD BRAID
set -eu
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d /tmp/braidd-nvim-XXXXXX)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 -c "import sys; sys.path.insert(0, '$here'); import programs; open('$tmp/lost.c', 'w').write(programs.LOST_UPDATE)"
BRAIDD="$1" BRAID="$2" BRAID_TEST_FILE="$tmp/lost.c" timeout 120 nvim --headless -u NONE -c "luafile $here/nvim_client.lua"
