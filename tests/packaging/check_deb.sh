#!/usr/bin/env bash
# Builds the .deb from a finished build and checks that it holds what a player needs:
# both programs, every shipped game's data, the menu entry and the icon, and that it
# asks apt for the runtime libraries and the font.
set -euo pipefail
build_dir=$1
source_dir=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cpack -G DEB --config "$build_dir/CPackConfig.cmake" -B "$work" > "$work/cpack.log" 2>&1 || {
  cat "$work/cpack.log"; exit 1; }
deb=$(ls "$work"/*.deb)
dpkg-deb -c "$deb" | awk '{print $6}' | sed 's#^\./#/#' > "$work/contents"
dpkg-deb -f "$deb" Depends > "$work/depends"

missing=0
expect() {
  if ! grep -qx "$1" "$work/contents"; then echo "missing from the package: $1"; missing=1; fi
}
expect /usr/bin/adc
expect /usr/bin/aide-de-camp
expect /usr/share/applications/aide-de-camp.desktop
expect /usr/share/icons/hicolor/scalable/apps/aide-de-camp.svg
for game in "$source_dir"/config/games/*/; do
  id=$(basename "$game")
  expect "/usr/share/aide-de-camp/games/$id/game.toml"
  expect "/usr/share/aide-de-camp/games/$id/sequence.toml"
done
for dependency in fonts-dejavu-core libsfml-graphics2.5 libtomlplusplus3; do
  if ! grep -q "$dependency" "$work/depends"; then echo "the package does not depend on $dependency"; missing=1; fi
done
if [ "$missing" -ne 0 ]; then
  echo "package contents:"; cat "$work/contents"; echo "Depends: $(cat "$work/depends")"; exit 1
fi

# The installed layout must find its data: run the packaged adc from an unpacked tree.
dpkg-deb -x "$deb" "$work/root"
env -u ADC_DATA "$work/root/usr/bin/adc" games > "$work/games"
for game in "$source_dir"/config/games/*/; do
  grep -q "^$(basename "$game") " "$work/games" || { echo "installed adc does not list $(basename "$game")"; exit 1; }
done
echo "package ok: $(basename "$deb")"
