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
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$package")
  fi
done

if [ "${#missing[@]}" -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages already installed"
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
