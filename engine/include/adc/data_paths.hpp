#pragma once
// Where things live: the game data (source tree, install prefix, --data or ADC_DATA),
// the user's charts and autosaves (XDG data dir), settings (XDG config dir).

#include <filesystem>
#include <optional>

namespace adc {

// In order: the explicit folder, $ADC_DATA, <exe>/../share/aide-de-camp when installed,
// the source tree's config/ when run from a build. Returns the first that has games/.
std::filesystem::path findDataDirectory(const std::optional<std::filesystem::path>& explicitFolder);

std::filesystem::path userDataDirectory();    // $XDG_DATA_HOME/aide-de-camp
std::filesystem::path userConfigDirectory();  // $XDG_CONFIG_HOME/aide-de-camp

}  // namespace adc
