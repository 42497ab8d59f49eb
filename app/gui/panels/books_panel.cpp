#include "panels/books_panel.hpp"

#include "translate.hpp"

#include "adc/display_names.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <set>

namespace adc::gui {

void BooksPanel::valueCell(Ui& ui, std::size_t slot) {
  const auto& data = ui.controller.data();
  const auto& key = data.schema.slots()[slot].key;
  const Value& value = ui.controller.state().values[slot];
  const std::string text = valueText(data, value);
  // Numbers to the right of their cells, so that their digits line up down a column.
  ImVec2 size(0.0f, 0.0f);
  if (std::holds_alternative<std::int64_t>(value)) {
    const float width = ImGui::CalcTextSize(text.c_str()).x;
    const float room = ImGui::GetContentRegionAvail().x;
    if (room > width) {
      ImGui::SetCursorPosX(ImGui::GetCursorPosX() + room - width);
      size.x = width;
    }
  }
  if (ImGui::Selectable((text + "##" + key).c_str(), m_key == key && m_openPopup, 0, size)) {
    m_key = key;
    m_value = toDisplayString(value);  // as the engine reads it back; shown by its name
    m_reason.clear();
    m_error.clear();
    m_openPopup = true;
  }
  if (ImGui::IsItemHovered()) {
    const auto& def = data.schema.defOf(slot);
    std::string range;
    if (def.min || def.max) range = " " + std::to_string(def.min.value_or(0)) + "…" + std::to_string(def.max.value_or(0));
    ImGui::SetTooltip("%s%s (%s %s) — %s", data.schema.slots()[slot].name.c_str(), range.c_str(), tr("rule"),
                      def.rule.c_str(), tr("click to correct"));
  }
}

void BooksPanel::draw(Ui& ui) {
  const auto& data = ui.controller.data();
  const auto& schema = data.schema;
  // Groups in the order the data declares them.
  std::vector<std::string> groups;
  for (const auto& def : schema.defs()) {
    if (std::find(groups.begin(), groups.end(), def.group) == groups.end()) groups.push_back(def.group);
  }
  auto slotOf = [&](const ValueDef& def, const std::string& item) {
    return schema.find(item.empty() ? def.id : def.id + "." + item);
  };
  for (const auto& group : groups) {
    ImGui::PushFont(ui.fonts.large);
    ImGui::TextUnformatted(group.empty() ? tr("Values") : group.c_str());
    ImGui::PopFont();
    // Per-side values: one row per value, one column per side.
    std::vector<const ValueDef*> perSide, single;
    std::map<std::string, std::vector<const ValueDef*>> perCollection;
    for (const auto& def : schema.defs()) {
      if (def.group != group) continue;
      if (def.per == "side") perSide.push_back(&def);
      else if (def.per.empty()) single.push_back(&def);
      else perCollection[def.per].push_back(&def);
    }
    const auto flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchSame;
    // The names' column fits the longest name (up to a third of the width).
    auto nameColumn = [&](const std::vector<const ValueDef*>& defs) {
      float width = 0.0f;
      for (const auto* def : defs) width = std::max(width, ImGui::CalcTextSize(def->name.c_str()).x);
      ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthFixed,
                              std::min(width + 12.0f, ImGui::GetContentRegionAvail().x / 3.0f));
    };
    if (!perSide.empty() && ImGui::BeginTable(("side-" + group).c_str(), static_cast<int>(data.sides.size()) + 1, flags)) {
      nameColumn(perSide);
      // Each side's column shares the room in proportion to its name ("Provinces-Unies"
      // wider than "Suède"), so that the names fit whole where the room allows: the
      // values under them are short (numbers, Oui/Non).
      for (const auto& side : data.sides) {
        const float weight = std::max(ImGui::CalcTextSize(side.name.c_str()).x, ImGui::CalcTextSize("0000").x);
        ImGui::TableSetupColumn(side.id.c_str(), ImGuiTableColumnFlags_WidthStretch, weight);
      }
      ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
      ImGui::TableNextColumn();
      for (const auto& side : data.sides) {
        ImGui::TableNextColumn();
        const float width = ImGui::GetContentRegionAvail().x;
        fittedText(side.name, width);
        sideColorBar(side.color, width);
      }
      for (const auto* def : perSide) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        fittedText(def->name);
        for (const auto& side : data.sides) {
          ImGui::TableNextColumn();
          if (auto slot = slotOf(*def, side.id)) valueCell(ui, *slot);
        }
      }
      ImGui::EndTable();
    }
    for (const auto& [collectionId, defs] : perCollection) {
      auto collection = std::find_if(data.collections.begin(), data.collections.end(),
                                     [&](const Collection& item) { return item.id == collectionId; });
      if (collection == data.collections.end()) continue;
      if (ImGui::BeginTable(("coll-" + group + collectionId).c_str(), static_cast<int>(defs.size()) + 1, flags)) {
        ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
        ImGui::TableNextColumn();
        fittedText(collection->name);
        for (const auto* def : defs) {
          ImGui::TableNextColumn();
          fittedText(def->name);
        }
        for (std::size_t i = 0; i < collection->items.size(); ++i) {
          ImGui::TableNextRow();
          ImGui::TableNextColumn();
          fittedText(i < collection->itemNames.size() ? collection->itemNames[i] : collection->items[i]);
          for (const auto* def : defs) {
            ImGui::TableNextColumn();
            if (auto slot = slotOf(*def, collection->items[i])) valueCell(ui, *slot);
          }
        }
        ImGui::EndTable();
      }
    }
    if (!single.empty() && ImGui::BeginTable(("one-" + group).c_str(), 2, flags)) {
      nameColumn(single);
      ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch);
      for (const auto* def : single) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        fittedText(def->name);
        ImGui::TableNextColumn();
        if (auto slot = slotOf(*def, "")) valueCell(ui, *slot);
      }
      ImGui::EndTable();
    }
    ImGui::Spacing();
  }

  const std::string popup = std::string(tr("Correct a value")) + "###correct-value";
  if (m_openPopup) {
    ImGui::OpenPopup(popup.c_str());
    m_openPopup = false;
  }
  if (ImGui::BeginPopupModal(popup.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    if (m_closePopup) {
      ImGui::CloseCurrentPopup();
      m_closePopup = false;
    }
    auto slot = schema.find(m_key);
    ImGui::TextUnformatted(trf("Correct {}", slot ? schema.slots()[*slot].name : m_key).c_str());
    // The value's kind decides the widget: a list of its words, yes/no, or typed text.
    const ValueDef* def = slot ? &schema.defOf(*slot) : nullptr;
    if (def && !def->choices.empty()) {
      if (ImGui::BeginCombo(label("New value", "value").c_str(), wordName(ui.controller.data(), m_value).c_str())) {
        for (const auto& choice : def->choices) {
          if (ImGui::Selectable(wordName(ui.controller.data(), choice).c_str(), choice == m_value)) m_value = choice;
        }
        ImGui::EndCombo();
      }
    } else if (def && def->kind == ValueKind::Flag) {
      bool on = m_value == "true";
      if (ImGui::Checkbox(label("New value", "value").c_str(), &on)) m_value = on ? "true" : "false";
    } else {
      if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
      limitedInput(label("New value", "value").c_str(), nullptr, m_value, longestText);
      if (def && (def->min || def->max)) {
        ImGui::SameLine();
        textWrappedMuted(trf("{} to {}", def->min.value_or(0), def->max.value_or(0)));
      }
    }
    if (def && (!def->choices.empty() || def->kind == ValueKind::Flag) && ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    limitedInput(label("Reason (required)", "reason").c_str(), nullptr, m_reason, longestReason);
    errorText(m_error);
    if (ImGui::Button(label("Correct", "ok").c_str()) || ui.enterPressed) {
      if (correct(ui, m_error)) ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ImGui::Button(label("Cancel", "cancel").c_str()) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
}

bool BooksPanel::correct(Ui& ui, std::string& error) {
  const auto& schema = ui.controller.data().schema;
  auto slot = schema.find(m_key);
  if (!slot) {
    error = trf("No value named '{}'", m_key);
    return false;
  }
  if (isBlank(m_reason)) {
    error = tr("A correction needs a reason: it goes in the log.");
    return false;
  }
  auto value = parseValue(m_value, schema.defOf(*slot).kind);
  if (!value) {
    error = trf("'{}' is not a {}", m_value, kindName(schema.defOf(*slot).kind));
    return false;
  }
  auto applied = ui.controller.perform(Action{"set", "", {{"key", m_key}, {"value", *value}}, m_reason, 0});
  if (!applied && ui.controller.asking()) return error.clear(), true;  // the undone actions' question first
  if (!applied) {
    error = applied.error().message;
    return false;
  }
  error.clear();
  return true;
}

bool BooksPanel::setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) {
  if (name == "key") m_key = value;
  else if (name == "value") m_value = value;
  else if (name == "reason") m_reason = value;
  else return Panel::setField(ui, name, value, error);
  return true;
}

bool BooksPanel::press(Ui& ui, const std::string& button, std::string& error) {
  if (button == "edit") {
    // Opens the correction window for the value named by the `key` field, as a click does.
    auto slot = ui.controller.data().schema.find(m_key);
    if (!slot) return error = "no value named '" + m_key + "'", false;
    m_value = toDisplayString(ui.controller.state().values[*slot]);
    m_reason.clear();
    m_error.clear();
    m_openPopup = true;
    m_closePopup = false;
    return true;
  }
  if (button != "correct") return Panel::press(ui, button, error);
  bool ok = correct(ui, error);
  if (ok) m_closePopup = true;
  return ok;
}

}  // namespace adc::gui
