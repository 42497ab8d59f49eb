#include "adc/save_summary.hpp"

namespace adc {

SaveSummary readSaveSummary(const std::filesystem::path& file, const GameProvider& games) {
  const auto text = readSaveText(file);
  SaveSummary summary;
  LoadedSave loaded = [&] {
    try {
      return loadSave(text, file.string(), games);
    } catch (const SaveChangedOutside&) {
      // Still summed up, as it now reads: the list says it was changed, and opening it
      // asks the players first.
      summary.changedOutside = true;
      return loadSave(text, file.string(), games, ReadOptions{true});
    }
  }();
  summary.data = loaded.session.sharedData();
  summary.setup = loaded.session.setup();
  summary.state = loaded.session.state();
  summary.actions = loaded.session.cursor();
  return summary;
}

}  // namespace adc
