#include "panels/ledger_panel.hpp"

#include "translate.hpp"

#include "adc/display_names.hpp"

#include <imgui.h>

#include <algorithm>
#include <limits>
#include <map>

namespace adc::gui {
namespace {

// The books a ledger is kept of: numbers kept per side.
std::vector<const ValueDef*> ledgerValues(const GameData& data) {
  std::vector<const ValueDef*> values;
  for (const auto& def : data.schema.defs()) {
    if (def.per == "side" && def.kind == ValueKind::Integer) values.push_back(&def);
  }
  return values;
}

std::string signedNumber(std::int64_t number) { return (number > 0 ? "+" : "") + std::to_string(number); }

}  // namespace

void LedgerPanel::draw(Ui& ui) {
  const auto& data = ui.controller.data();
  const auto values = ledgerValues(data);
  if (values.empty()) {
    ImGui::TextUnformatted(tr("This game keeps no numbers per side."));
    return;
  }
  auto known = [&](const std::string& id) {
    return std::any_of(values.begin(), values.end(), [&](const ValueDef* def) { return def->id == id; });
  };
  if (!known(m_value)) m_value = known("treasury") ? "treasury" : values.front()->id;
  const ValueDef* chosen = *std::find_if(values.begin(), values.end(), [&](const ValueDef* def) { return def->id == m_value; });

  if (beginFittedCombo(label("Book", "value"), chosen->name, 300.0f * ui.settings.uiScale)) {
    for (const auto* def : values) {
      if (ImGui::Selectable((def->name + "##" + def->id).c_str(), def == chosen)) m_value = def->id;
    }
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  const Side* side = data.findSide(m_side);
  if (beginFittedCombo(label("Side", "side"), side ? side->name : std::string(tr("all")), 200.0f * ui.settings.uiScale)) {
    if (ImGui::Selectable(tr("all"), !side)) m_side.clear();
    for (const auto& each : data.sides) {
      if (ImGui::Selectable((each.name + "##" + each.id).c_str(), each.id == m_side)) m_side = each.id;
    }
    ImGui::EndCombo();
  }
  const std::string key = m_value + "/" + m_side;
  if (m_revision != ui.controller.revision() || m_builtFor != key) {
    m_lines = readLedger(ui.controller.session(), LedgerQuery{{m_value}, m_side});
    m_revision = ui.controller.revision();
    m_builtFor = key;
  }
  ImGui::SameLine();
  ruleTag(chosen->rule);
  ImGui::Separator();

  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollY |
                                ImGuiTableFlags_SizingStretchProp;
  if (!ImGui::BeginTable("ledger", 6, flags)) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  // The first column also heads each turn ("Round 12"): as wide as that heading.
  const float turnWidth = ImGui::CalcTextSize((data.sequence.turnName + " 99").c_str()).x;
  ImGui::TableSetupColumn(tr("#"), ImGuiTableColumnFlags_WidthFixed, std::max(50.0f * ui.settings.uiScale, turnWidth));
  ImGui::TableSetupColumn(tr("Side"), ImGuiTableColumnFlags_WidthFixed, 120.0f * ui.settings.uiScale);
  ImGui::TableSetupColumn(tr("Before → after"), ImGuiTableColumnFlags_WidthFixed, 140.0f * ui.settings.uiScale);
  ImGui::TableSetupColumn(tr("Change"), ImGuiTableColumnFlags_WidthFixed, 80.0f * ui.settings.uiScale);
  ImGui::TableSetupColumn(tr("Rule"), ImGuiTableColumnFlags_WidthFixed, 70.0f * ui.settings.uiScale);
  ImGui::TableSetupColumn(tr("What"), ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableHeadersRow();
  const ImVec4 turnColour(0.9f, 0.75f, 0.35f, 1), gain(0.55f, 0.85f, 0.55f, 1), loss(1.0f, 0.5f, 0.45f, 1);
  // Each turn opens with its net change per side, so the books of a turn can be checked at a glance.
  std::size_t i = 0;
  while (i < m_lines.size()) {
    const std::int64_t turn = m_lines[i].turn;
    std::size_t end = i;
    std::map<std::string, std::int64_t> net;
    while (end < m_lines.size() && m_lines[end].turn == turn) {
      if (m_lines[end].change) net[m_lines[end].item] += *m_lines[end].change;
      ++end;
    }
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    ImGui::TextColored(turnColour, "%s %lld", data.sequence.turnName.c_str(), static_cast<long long>(turn));
    ImGui::TableSetColumnIndex(5);
    std::string totals;
    for (const auto& each : data.sides) {
      auto found = net.find(each.id);
      if (found == net.end()) continue;
      if (!totals.empty()) totals += "   ";
      totals += each.name + " " + signedNumber(found->second);
    }
    ImGui::PushStyleColor(ImGuiCol_Text, turnColour);
    ImGui::TextWrapped("%s", (std::string(tr("net: ")) + totals).c_str());
    ImGui::PopStyleColor();
    for (; i < end; ++i) {
      const auto& line = m_lines[i];
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      ImGui::Text("%zu", line.action);
      ImGui::TableSetColumnIndex(1);
      const Side* owner = data.findSide(line.item);
      if (owner) {
        sideColorSwatch(owner->color);
        fittedText(owner->name);
      } else {
        fittedText(line.item);
      }
      ImGui::TableSetColumnIndex(2);
      ImGui::TextUnformatted((valueText(data, line.before) + " → " + valueText(data, line.after)).c_str());
      ImGui::TableSetColumnIndex(3);
      if (line.change) ImGui::TextColored(*line.change >= 0 ? gain : loss, "%s", signedNumber(*line.change).c_str());
      ImGui::TableSetColumnIndex(4);
      ImGui::TextWrapped("%s", line.rule.c_str());
      ImGui::TableSetColumnIndex(5);
      ImGui::TextWrapped("%s", boundedText(line.summary).c_str());
    }
  }
  if (m_lines.empty()) {
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(5);
    textWrappedMuted(tr("No change of this book yet."));
  }
  ImGui::EndTable();
}

bool LedgerPanel::setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) {
  const auto& data = ui.controller.data();
  if (name == "value") {
    auto values = ledgerValues(data);
    if (std::none_of(values.begin(), values.end(), [&](const ValueDef* def) { return def->id == value; })) {
      error = "value: " + data.name + " keeps no number per side named '" + value + "'";
      return false;
    }
    m_value = value;
    return true;
  }
  if (name == "side") {
    if (!value.empty() && value != "all" && !data.findSide(value)) {
      error = "side: no side named '" + value + "' (or 'all')";
      return false;
    }
    m_side = value == "all" ? "" : value;
    return true;
  }
  return Panel::setField(ui, name, value, error);
}

}  // namespace adc::gui
