#!/usr/bin/env bash
# Sets braid up, then verifies the bundled example (a racy bank account with a lost update).
set -uo pipefail
cd "$(dirname "$0")/.."
# The demo needs no browser-driven VS Code: skip the code-server install (the tests do it).
# Nor the test binaries: only `braid` is built.
BRAID_SKIP_CODE_SERVER=1 BRAID_BUILD_TARGETS=braid bash scripts/setup.sh || exit 2
build/bin/braid check examples/bank.c
status=$?
# Exit status 1 means "bug found", which is what this example demonstrates.
[ "$status" -eq 1 ] && exit 0 || exit "$status"
