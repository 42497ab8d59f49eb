#include "boards/grand_siecle_war.hpp"

#include "controller.hpp"
#include "panels/panel.hpp"
#include "translate.hpp"

#include "adc/display_names.hpp"

#include <imgui.h>

#include <optional>
#include <string>
#include <vector>

namespace adc::gui {
namespace {

constexpr ImU32 muted = IM_COL32(0xA8, 0xAE, 0xB8, 0xFF);
constexpr ImU32 light = IM_COL32(0xF2, 0xF2, 0xF2, 0xFF);
constexpr ImU32 alarm = IM_COL32(0xFF, 0x70, 0x60, 0xFF);
constexpr ImU32 gold = IM_COL32(0xE8, 0xC0, 0x40, 0xFF);

struct WarReader {
  const GameData& data;
  const GameState& state;
  std::int64_t number(const std::string& key) const {
    auto found = state.read(data, key);
    auto parsed = found ? asNumber(*found) : std::nullopt;
    return parsed.value_or(0);
  }
  std::string text(const std::string& key) const {
    auto found = state.read(data, key);
    return found ? toDisplayString(*found) : std::string();
  }
  bool flag(const std::string& key) const {
    auto found = state.read(data, key);
    const bool* on = found ? std::get_if<bool>(&*found) : nullptr;
    return on && *on;
  }
};

std::string counted(std::int64_t count, const char* one, const char* many) {
  return std::to_string(count) + " " + (count == 1 ? one : many);
}

// "Army 3: 5 infantry, 2 cavalry (1 feudal), 2 artillery, 1 depot, general of value 2": an
// army's strength as the books keep it (22.3, 21.5), in the game's words.
std::string armyText(const WarReader& read, const std::string& slot) {
  std::string text = wordName(read.data, slot) + ": " + std::to_string(read.number("army_infantry." + slot)) +
                     " " + tr("infantry") + ", " + std::to_string(read.number("army_cavalry." + slot)) + " " + tr("cavalry");
  if (auto feudal = read.number("army_feudal." + slot); feudal > 0) text += " (" + std::to_string(feudal) + " " + tr("feudal") + ")";
  if (auto artillery = read.number("army_artillery." + slot); artillery > 0) {
    text += ", " + std::to_string(artillery) + " " + tr("artillery");
  }
  if (auto depots = read.number("army_depots." + slot); depots > 0) text += ", " + counted(depots, tr("depot"), tr("depots"));
  const std::string general = read.text("army_general." + slot);
  if (general == "hidden") text += ", " + std::string(tr("general face down"));
  else if (general == "monarch") text += ", " + std::string(tr("the monarch"));
  else if (general != "none" && !general.empty()) text += ", " + trf("general of value {}", general);
  return text;
}

std::string squadronText(const WarReader& read, const std::string& slot) {
  std::string text = wordName(read.data, slot) + ": " +
                     counted(read.number("squadron_fleets." + slot), tr("war fleet"), tr("war fleets"));
  if (read.flag("squadron_admiral." + slot)) text += ", " + std::string(tr("admiral"));
  if (read.flag("squadron_in_port." + slot)) text += ", " + std::string(tr("in port"));
  return text;
}

bool isWarProcedure(const std::string& procedure) {
  return procedure == "battle_prestige" || procedure == "naval_battle_result" || procedure == "siege" ||
         procedure == "battle_begins";
}

}  // namespace

void drawGrandSiecleWar(Ui& ui) {
  const auto& data = ui.controller.data();
  const WarReader read{data, ui.controller.state()};
  const float scale = ui.settings.uiScale;
  const Collection* armies = data.findCollection("army");
  const Collection* squadrons = data.findCollection("squadron");
  if (!armies || !squadrons) return;

  ImGui::Spacing();
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(tr("Armies and fleets"));
  ImGui::PopFont();
  // 19.2: who plays first, once the Camp with the initiative has chosen.
  const std::string naval = read.text("first_camp_naval"), land = read.text("first_camp_military");
  if (naval != "none" || land != "none") {
    ImGui::SameLine();
    auto camp = [](const std::string& value) { return value == "a" ? std::string("A") : value == "b" ? std::string("B") : std::string("?"); };
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(gold), "%s",
                       trf("   first to play: camp {} at sea, camp {} on land (19.2)", camp(naval), camp(land)).c_str());
  }
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit;
  int shown = 0;
  if (ImGui::BeginTable("gs_war", 9, flags)) {
    ImGui::TableSetupColumn(tr("Power"));
    ImGui::TableSetupColumn(tr("Infantry"));
    ImGui::TableSetupColumn(tr("Cavalry (feudal)"));
    ImGui::TableSetupColumn(tr("Artillery"));
    ImGui::TableSetupColumn(tr("Depots"));
    ImGui::TableSetupColumn(tr("War fleets"));
    ImGui::TableSetupColumn(tr("Armies and squadrons"), ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn(tr("Lost this turn"));
    ImGui::TableSetupColumn(tr("Battles and sieges this turn"));
    ImGui::TableHeadersRow();
    for (const auto& side : data.sides) {
      const auto& id = side.id;
      const std::int64_t infantry = read.number("infantry." + id), cavalry = read.number("cavalry." + id);
      const std::int64_t fleets = read.number("war_fleets." + id);
      const bool atWar = read.number("conflict." + id) > 0;
      std::vector<std::string> stacks;
      for (const auto& slot : armies->items) {
        if (read.text("army_owner." + slot) == id) stacks.push_back(armyText(read, slot));
      }
      for (const auto& slot : squadrons->items) {
        if (read.text("squadron_owner." + slot) == id) stacks.push_back(squadronText(read, slot));
      }
      if (!atWar && infantry + cavalry + fleets == 0 && stacks.empty()) continue;
      ++shown;
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::ColorButton(("##colour" + id).c_str(), ImGui::ColorConvertU32ToFloat4(parseHexColor(side.color)),
                         ImGuiColorEditFlags_NoTooltip, ImVec2(14.0f * scale, 14.0f * scale));
      ImGui::SameLine();
      ImGui::TextUnformatted(side.name.c_str());
      if (atWar) {
        ImGui::SameLine();
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(alarm), "C%lld%s", static_cast<long long>(read.number("conflict." + id)),
                           read.text("camp." + id) == "b" ? "B" : "A");
      }
      ImGui::TableNextColumn();
      ImGui::Text("%lld", static_cast<long long>(infantry));
      ImGui::TableNextColumn();
      ImGui::Text("%lld (%lld)", static_cast<long long>(cavalry), static_cast<long long>(read.number("feudal." + id)));
      ImGui::TableNextColumn();
      ImGui::Text("%lld", static_cast<long long>(read.number("artillery." + id)));
      ImGui::TableNextColumn();
      ImGui::Text("%lld", static_cast<long long>(read.number("depots." + id)));
      ImGui::TableNextColumn();
      ImGui::Text("%lld", static_cast<long long>(fleets));
      ImGui::TableNextColumn();
      std::string joined;
      for (const auto& stack : stacks) joined += (joined.empty() ? "" : " · ") + stack;
      if (joined.empty()) ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(muted), "%s", tr("none noted"));
      else ImGui::TextWrapped("%s", joined.c_str());
      ImGui::TableNextColumn();
      const std::int64_t lost = read.number("regiments_lost_turn." + id), sunk = read.number("fleets_lost_turn." + id);
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(lost + sunk > 0 ? alarm : light), "%s",
                         trf("{} reg. / {} fleets", lost, sunk).c_str());
      ImGui::TableNextColumn();
      const std::int64_t won = read.number("victories_turn." + id), defeats = read.number("defeats_turn." + id);
      const std::int64_t sieges = read.number("sieges_won_turn." + id);
      if (won + defeats + sieges == 0) {
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(muted), "%s", tr("no battle yet"));
      } else {
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(won + sieges > 0 ? gold : alarm), "%s",
                           trf("won {} · lost {} · fortresses {}", won, defeats, sieges).c_str());
      }
    }
    ImGui::EndTable();
  }
  if (shown == 0) ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(muted), "%s", tr("No power at war or with forces noted."));

  // The battles of this turn, as the log recorded them (24.14, 20.13, 25.1).
  const auto& session = ui.controller.session();
  const std::int64_t turn = read.number("turn");
  std::vector<std::string> lines;
  for (std::size_t i = 0; i < session.cursor() && i < session.log().size(); ++i) {
    const auto& entry = session.log()[i];
    if (entry.turn != turn || entry.action.type != "resolve") continue;
    auto procedure = entry.action.arg("procedure");
    if (!procedure || !isWarProcedure(toDisplayString(*procedure))) continue;
    lines.push_back(boundedText(entry.summary));
  }
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(tr("Battles of the turn"));
  ImGui::PopFont();
  if (lines.empty()) ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(muted), "%s", tr("No battle or siege yet this turn."));
  for (const auto& line : lines) ImGui::BulletText("%s", line.c_str());
}

}  // namespace adc::gui
