#!/usr/bin/env bash
# Installs, from Debian's packages, everything Aide-de-camp needs to build, test and run.
# Non-interactive and idempotent: packages already present are left alone, and apt is
# only asked to refresh its lists when something is missing.
set -euo pipefail

packages=(
  build-essential cmake pkg-config git
  libsfml-dev libbox2d-dev libtomlplusplus-dev catch2
  libimgui-dev libstb-dev nlohmann-json3-dev libsimdjson-dev libcli11-dev libfmt-dev
  fonts-dejavu-core
  xvfb xauth libgl1-mesa-dri
  dpkg-dev file
  clang libclang-rt-dev
  libqrencode-dev libcpp-httplib-dev
  chromium nodejs
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$package")
  fi
done

# nodejs from Debian comes without npm, which is its own package; a nodejs that brings
# its own npm (and conflicts with Debian's) is left as it is.
if ! command -v npm >/dev/null && ! dpkg-query -W -f='${Status}' npm 2>/dev/null | grep -q 'install ok installed'; then
  missing+=(npm)
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
if [ "${#missing[@]}" -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages already installed"
else
  echo "install-deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# The phone tests' browser driver (puppeteer-core, tests/phones/package-lock.json), from
# npm at set-up time, never while the tests run. It uses Debian's chromium; it downloads
# no browser of its own.
phones="$(cd "$(dirname "$0")/../tests/phones" && pwd)"
if ! cmp -s "$phones/package-lock.json" "$phones/node_modules/.installed-lock.json" 2>/dev/null; then
  echo "install-deps: installing the phone tests' npm packages"
  (cd "$phones" && PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error &&
     cp package-lock.json node_modules/.installed-lock.json)
fi
