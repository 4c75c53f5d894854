#!/usr/bin/env bash
# Installs braid's dependencies (Debian packages, npm packages) and builds it.
# Idempotent: re-running only rebuilds what changed.
set -euo pipefail
cd "$(dirname "$0")/.."

DEB_PACKAGES=(
  build-essential cmake ninja-build pkg-config
  llvm-19-dev libclang-cpp19-dev libclang-19-dev clang-19
  libboost-context-dev libboost-system-dev libboost-dev
  nlohmann-json3-dev catch2 python3
)
# Node.js and npm: Debian's packages unless a Node.js (which bundles npm) is already there.
command -v node >/dev/null 2>&1 || DEB_PACKAGES+=(nodejs)
command -v npm >/dev/null 2>&1 || DEB_PACKAGES+=(npm)

missing=()
for p in "${DEB_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  echo "braid setup: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if [ -x scripts/setup-editors.sh ]; then
  bash scripts/setup-editors.sh
fi

BUILD_TYPE="${BRAID_BUILD_TYPE:-Release}"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE="$BUILD_TYPE" >/dev/null
# BRAID_BUILD_TARGETS limits the build (the demo needs only `braid`; the tests build all).
# shellcheck disable=SC2086
cmake --build build -j "$(nproc)" ${BRAID_BUILD_TARGETS:+--target $BRAID_BUILD_TARGETS}
