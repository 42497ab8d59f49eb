#pragma once
// A per-side value (treasury, prestige, victory points...) over the turns of the log: the
// points are the state at the start and at the end of each turn, replayed by the engine.
// Shared by the History panel and the boards that plot their own books (Grand Siècle's
// treasuries and prestige). Rebuilt only when the log changes (the controller's revision).

#include "adc/game_session.hpp"

#include <imgui.h>

#include <cstdint>
#include <string>
#include <vector>

namespace adc::gui {

struct SideHistory {
  std::string value;  // the per-side ValueDef id
  std::vector<std::int64_t> turns;
  std::vector<std::vector<double>> series;  // per side, per point; NaN where unreadable
};

// Several values read in one pass over the log (one replay per turn for all of them).
std::vector<SideHistory> readSideHistories(const GameSession& session, const std::vector<std::string>& values);

// Draws one history as line charts in the rectangle (size.x, size.y) at the cursor and
// advances the cursor past it. `low` and `high` bound the scale (high grows to fit).
void drawSideHistory(const GameData& data, const SideHistory& history, ImVec2 size, double low, double high,
                     const std::string& turnName, const char* title = nullptr);

// Caches histories by the controller's revision, so a view asks every frame for free.
class SideHistoryCache {
 public:
  const std::vector<SideHistory>& get(const GameSession& session, std::uint64_t revision,
                                      const std::vector<std::string>& values);

 private:
  std::uint64_t m_revision = ~std::uint64_t{0};
  std::vector<std::string> m_values;
  std::vector<SideHistory> m_histories;
};

}  // namespace adc::gui
