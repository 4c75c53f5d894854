#!/usr/bin/env bash
# Sets braid up, then runs every test (C++ through CTest, editor clients through their own runners).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
ctest --test-dir build --output-on-failure -j "$(nproc)" -LE long
