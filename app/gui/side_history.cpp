#include "side_history.hpp"

#include "panels/panel.hpp"
#include "translate.hpp"
#include "drawn_text.hpp"

#include <algorithm>
#include <cmath>

namespace adc::gui {

std::vector<SideHistory> readSideHistories(const GameSession& session, const std::vector<std::string>& values) {
  const auto& data = session.data();
  std::vector<SideHistory> histories;
  for (const auto& value : values) histories.push_back(SideHistory{value, {}, std::vector<std::vector<double>>(data.sides.size())});
  // A point at the start, then one at the end of each turn (and the current state).
  std::vector<std::size_t> cuts{0};
  for (std::size_t i = 1; i < session.cursor(); ++i) {
    if (session.log()[i].turn != session.log()[i - 1].turn) cuts.push_back(i);
  }
  if (session.cursor() > 0) cuts.push_back(session.cursor());
  for (std::size_t cut : cuts) {
    GameState state = cut == session.cursor() ? session.state() : session.replayFromSetup(cut);
    for (auto& history : histories) {
      history.turns.push_back(state.turn);
      for (std::size_t s = 0; s < data.sides.size(); ++s) {
        auto read = state.read(data, history.value + "." + data.sides[s].id);
        auto number = read ? asNumber(*read) : std::nullopt;
        history.series[s].push_back(number ? static_cast<double>(*number) : std::nan(""));
      }
    }
  }
  return histories;
}

void drawSideHistory(const GameData& data, const SideHistory& history, ImVec2 size, double low, double high,
                     const std::string& turnName, const char* title) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float margin = 48.0f;
  const float top = title ? ImGui::GetTextLineHeight() + 10.0f : 8.0f;
  const ImVec2 a(origin.x + margin, origin.y + top), b(origin.x + size.x - 12, origin.y + size.y - 28);
  draw->AddRectFilled(origin, ImVec2(origin.x + size.x, origin.y + size.y), IM_COL32(0x20, 0x22, 0x28, 0xFF), 6.0f);
  if (title) drawText(draw, ImVec2(origin.x + 10, origin.y + 5), IM_COL32(0xE0, 0xE0, 0xE0, 0xFF), title);
  for (const auto& series : history.series) {
    for (double value : series) {
      if (!std::isnan(value)) high = std::max(high, value);
    }
  }
  if (high <= low) high = low + 1;
  auto yOf = [&](double value) { return b.y - static_cast<float>((value - low) / (high - low)) * (b.y - a.y); };
  const std::size_t points = history.turns.size();
  auto xOf = [&](std::size_t i) {
    return points <= 1 ? a.x : a.x + static_cast<float>(i) / static_cast<float>(points - 1) * (b.x - a.x);
  };
  for (int tick = 0; tick <= 4; ++tick) {
    const double value = low + (high - low) * tick / 4.0;
    const float y = yOf(value);
    draw->AddLine(ImVec2(a.x, y), ImVec2(b.x, y), IM_COL32(0x40, 0x44, 0x4C, 0xFF));
    drawText(draw, ImVec2(origin.x + 6, y - 8), IM_COL32(0xB0, 0xB0, 0xB0, 0xFF), std::to_string(std::lround(value)).c_str());
  }
  // Turn labels, thinned so that they never overlap.
  float lastRight = -1e9f;
  for (std::size_t i = 0; i < points; ++i) {
    std::string text = i == 0 ? std::string(tr("start")) : turnName + " " + std::to_string(history.turns[i]);
    const float width = ImGui::CalcTextSize(text.c_str()).x;
    const float x = std::clamp(xOf(i) - width / 2, a.x - margin / 2, b.x - width);
    if (x < lastRight + 8.0f) continue;
    drawText(draw, ImVec2(x, b.y + 6), IM_COL32(0xB0, 0xB0, 0xB0, 0xFF), text.c_str());
    lastRight = x + width;
  }
  for (std::size_t s = 0; s < history.series.size() && s < data.sides.size(); ++s) {
    const ImU32 color = parseHexColor(data.sides[s].color);
    const auto& series = history.series[s];
    for (std::size_t i = 0; i < points; ++i) {
      if (std::isnan(series[i])) continue;
      const ImVec2 p(xOf(i), yOf(series[i]));
      if (i > 0 && !std::isnan(series[i - 1])) draw->AddLine(ImVec2(xOf(i - 1), yOf(series[i - 1])), p, color, 3.0f);
      draw->AddCircleFilled(p, 4.5f, color);
    }
  }
  ImGui::Dummy(size);
}

const std::vector<SideHistory>& SideHistoryCache::get(const GameSession& session, std::uint64_t revision,
                                                       const std::vector<std::string>& values) {
  if (revision != m_revision || values != m_values) {
    m_histories = readSideHistories(session, values);
    m_revision = revision;
    m_values = values;
  }
  return m_histories;
}

}  // namespace adc::gui
