#include "panels/module_action_form.hpp"

#include "panels/action_fields.hpp"
#include "panels/form_in_sight.hpp"
#include "panels/way_forward.hpp"
#include "translate.hpp"

#include "adc/built_in_actions.hpp"
#include "adc/display_names.hpp"
#include "adc/input_words.hpp"

#include "adc/rule_module.hpp"
#include "adc/rules.hpp"
#include "adc/typed_words.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string_view>
#include <utility>

namespace adc::gui {

namespace {

using Kind = ArgumentDescription::Kind;

// The first letter in capitals, for ASCII and the accented lowercase letters of Latin-1
// (é → É, à → À: UTF-8 C3 A0..BE → C3 80..9E).
std::string firstLetterUpper(std::string text) {
  if (text.empty()) return text;
  const auto first = static_cast<unsigned char>(text[0]);
  if (first < 0x80) {
    text[0] = static_cast<char>(std::toupper(first));
  } else if (first == 0xC3 && text.size() > 1) {
    const auto second = static_cast<unsigned char>(text[1]);
    if (second >= 0xA0 && second <= 0xBE && second != 0xB7) text[1] = static_cast<char>(second - 0x20);
  }
  return text;
}

// The argument's name on the form, in the language shown: its meaning up to its first
// "(" or ";" ("the Protestant roll", "le jet du protestant"; capitalised as a field's
// label); the whole meaning is in its tooltip. Not its id's words ("Die protestant"),
// which are English and the code's.
std::string labelOf(const ArgumentDescription& argument) {
  std::string text = argument.meaning;
  const auto cut = text.find_first_of("(;");
  if (cut != std::string::npos) text = text.substr(0, cut);
  // The blanks before the cut go, French's no-break spaces before ';' among them.
  for (bool trimmed = true; trimmed;) {
    trimmed = false;
    for (const std::string_view blank : {" ", ",", "\u202f", "\u00a0"}) {
      if (text.size() >= blank.size() && text.compare(text.size() - blank.size(), blank.size(), blank) == 0) {
        text.erase(text.size() - blank.size());
        trimmed = true;
      }
    }
  }
  if (text.empty()) {
    text = argument.name;
    std::replace(text.begin(), text.end(), '_', ' ');
  }
  return text;
}

void tooltip(const std::string& text) {
  if (!text.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text.c_str());
}

std::string sideName(const GameData& data, const std::string& id) {
  const Side* side = data.findSide(id);
  if (!side) return id;
  auto cut = side->name.find(" (");
  return cut == std::string::npos ? side->name : side->name.substr(0, cut);
}

// The built-in `next`, told as a module action is, for the list.
const ActionDescription& nextStep() {
  static const ActionDescription next{"Next step", "sequence", ActionDescription::SideActs::No, "", {}};
  return next;
}

}  // namespace

ModuleActionForm::ModuleActionForm(std::string id, std::string firstAction)
    : m_id(std::move(id)), m_type(std::move(firstAction)) {}

const ActionDescription* ModuleActionForm::described(const Ui& ui) const {
  if (offerNext && m_type == "next") return &nextStep();
  if (!findRuleModule(ui.controller.data().id)) return nullptr;
  return findActionDescription(ui.controller.data(), m_type);
}

bool ModuleActionForm::refreshOffered(const Ui& ui) {
  if (m_offeredRevision == ui.controller.revision()) return false;
  m_offeredRevision = ui.controller.revision();
  const auto& data = ui.controller.data();
  const auto& state = ui.controller.state();
  // The step's own actions first: the form opens on the first of them.
  std::vector<std::string> offered = actionsOfferedNow(data, state, true);
  if (offerNext) {
    GameState copy = state;
    if (applyAction(data, copy, Action{"next", "", {}, "", 0})) offered.push_back("next");
  }
  if (offered == m_offered) return false;
  m_offered = std::move(offered);
  return true;
}

std::vector<ModuleActionForm::Choice> ModuleActionForm::choices(const Ui& ui,
                                                                const ArgumentDescription& argument) const {
  if (choicesFor) {
    auto offered = choicesFor(ui, argument);
    if (!offered.empty()) return offered;
  }
  // The game's own list (typed_words.hpp): the acting faction's hand first, the objectives
  // a side may declare, the pieces a combat's loser may lose.
  std::vector<Choice> found;
  if (argument.kind == Kind::Flag) return {{"no", tr("No")}, {"yes", tr("Yes")}};
  for (auto& word : argumentChoices(ui.controller.data(), ui.controller.state(), action(ui), argument)) {
    found.push_back({std::move(word.id), std::move(word.name)});
  }
  return found;
}

std::string ModuleActionForm::actingSide(const Ui& ui) const {
  if (!m_side.empty()) return m_side == "none" ? std::string() : m_side;
  return suggestedSide ? suggestedSide(ui) : std::string();
}

Action ModuleActionForm::action(const Ui& ui) const {
  const ActionDescription* description = described(ui);
  if (!description) return Action{m_type, "", {}, "", 0};
  return actionOfFields(m_type, actingSide(ui), m_fields, *description);
}

void ModuleActionForm::refillFromUndone(Ui& ui, const RuleModule& module) {
  if (!ui.controller.hasGame()) return;
  auto& session = ui.controller.session();
  const auto& log = session.log();
  // The earliest undone action this form makes (the next one a redo would apply).
  std::optional<std::size_t> undone;
  for (std::size_t i = session.cursor(); i < log.size(); ++i) {
    if (module.descriptions.count(log[i].action.type)) {
      undone = i;
      break;
    }
  }
  // Redone (or discarded): the form it filled in empties again, unless the players
  // changed it since.
  if (m_refilled && (!undone || *undone != m_refilled->first || !(log[*undone].action == m_refilled->second))) {
    if (action(ui) == m_refilled->second) {
      m_fields.clear();
      m_side.clear();
    }
    m_refilled.reset();
  }
  if (!undone || (m_refilled && m_refilled->first == *undone)) return;
  const Action& made = log[*undone].action;
  const ActionDescription* description = findActionDescription(ui.controller.data(), made.type);
  if (!description) return;
  m_type = made.type;
  m_fields = fieldsOfAction(made, *description);
  m_side = made.side.empty() ? (description->side == ActionDescription::SideActs::Optional ? "none" : "") : made.side;
  m_refilled = std::make_pair(*undone, made);
}

// The argument's label with "(optional)" when the action may go without it.
static std::string headingOf(const ArgumentDescription& argument) {
  std::string heading = firstLetterUpper(labelOf(argument));
  if (!argument.required) heading += " " + std::string(tr("(optional)"));
  return heading;
}

bool ModuleActionForm::drawLabel(const GameData& data, const ArgumentDescription& argument) {
  const std::string heading = headingOf(argument);
  // A label is a phrase of the meaning: wrapped in the form's width, never cut.
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("%s", heading.c_str());
  ImGui::PopTextWrapPos();
  const bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
  tooltip(argument.meaning + " — " + expectedText(data, argument));
  return clicked;
}

void ModuleActionForm::drawArgument(Ui& ui, const ArgumentDescription& argument, float width) {
  auto& text = m_fields[argument.name];
  ImGui::PushID(argument.name.c_str());
  const std::string tip = argument.meaning + " — " + expectedText(ui.controller.data(), argument);
  ImGui::SetNextItemWidth(width);
  auto offered = choices(ui, argument);
  if (argument.kind == Kind::Flag) {
    // A yes/no is ticked (its words above tick it too): unticked, the action goes without
    // it (every flag is false when absent).
    bool ticked = text == "yes";
    if (m_order.checkBox("##flag-" + argument.name, ticked)) text = ticked ? "yes" : "";
    tooltip(tip);
  } else if (argument.kind == Kind::Number) {
    // The range, short enough for the narrow field beside its label ("0 to 9"); the
    // whole of what is expected in the tooltip.
    std::string hint = argument.meaning;
    if (argument.min && argument.max) hint = trf("{} to {}", *argument.min, *argument.max);
    else if (argument.min || argument.max) hint = expectedText(ui.controller.data(), argument);
    m_order.textField("##number", hint.c_str(), text, ImGuiInputTextFlags_CharsDecimal);
    tooltip(tip);
  } else if (argument.kind == Kind::List && !offered.empty()) {
    // A list of items is picked by name: each chosen item a chip (a click takes it out
    // again), "+" adds one, found by typing part of its name.
    std::vector<std::string> items;
    for (std::size_t start = 0; start < text.size();) {
      auto comma = text.find(',', start);
      if (comma == std::string::npos) comma = text.size();
      if (comma > start) items.push_back(text.substr(start, comma - start));
      start = comma + 1;
    }
    // "+" first, then the chips, wrapped within the field's column.
    if (m_order.beginDropDown("##add", "+", std::max(60.0f * ui.settings.uiScale, ImGui::CalcTextSize("+").x * 4))) {
      for (const auto& choice : offered) {
        if (m_order.entry(choice.label + "##" + choice.id, false)) text += (text.empty() ? "" : ",") + choice.id;
      }
      m_order.endDropDown(ui);
    }
    tooltip(tip.empty() ? std::string(tr("Add an item to the list")) : tip);
    const float right = ImGui::GetCursorScreenPos().x + width;
    std::string kept;
    bool removed = false;
    for (std::size_t i = 0; i < items.size(); ++i) {
      std::string shown = items[i];
      for (const auto& choice : offered) {
        if (choice.id == items[i]) shown = choice.label;
      }
      const std::string chip = shown + " ×##item" + std::to_string(i);
      const float chipWidth = ImGui::CalcTextSize((shown + " ×").c_str()).x + ImGui::GetStyle().FramePadding.x * 2;
      ImGui::SameLine();
      if (ImGui::GetCursorScreenPos().x + chipWidth > right) ImGui::NewLine();
      if (ImGui::SmallButton(chip.c_str()) && !removed) {
        removed = true;  // one a click
      } else {
        kept += (kept.empty() ? "" : ",") + items[i];
      }
    }
    if (removed) text = kept;
  } else if (argument.kind == Kind::List || offered.empty()) {
    // A list of numbers or words the rules do not list (1,4,6) is typed.
    m_order.textField("##text", argument.meaning.c_str(), text);
    tooltip(tip);
  } else {
    // "Choose …" until chosen; a long list (a battle's units) is found by typing part of a name.
    std::vector<ListChoice> listed;
    for (const auto& choice : offered) listed.push_back({choice.id, choice.label});
    m_order.dropDown(ui, "##choice", listed, text, argument.required ? nullptr : tr("(none)"));
    tooltip(tip);
  }
  ImGui::PopID();
}

void ModuleActionForm::draw(Ui& ui) {
  const auto& data = ui.controller.data();
  const RuleModule* module = findRuleModule(data.id);
  if (!module || module->actions.empty()) return;
  if (m_outcomeRevision != ui.controller.revision()) m_outcome.clear();
  // The turn moved on: an action no longer offered gives way to the first that is.
  const bool moved = refreshOffered(ui);
  const bool chosenOffered = std::find(m_offered.begin(), m_offered.end(), m_type) != m_offered.end();
  if ((moved && !chosenOffered && !m_offered.empty()) || !described(ui)) {
    const std::string first = !m_offered.empty()                ? m_offered.front()
                              : module->descriptions.empty() ? std::string()
                                                             : module->descriptions.begin()->first;
    if (first != m_type) m_fields.clear();
    m_type = first;
  }
  // An action undone: its form filled in again as it was done, to fix and do again.
  if (m_undoneSeen != ui.controller.revision()) {
    m_undoneSeen = ui.controller.revision();
    refillFromUndone(ui, *module);
  }
  // A step's button on the Sequence panel asked for this action: the form opens on it, in
  // sight.
  bool requested = false;
  if (!ui.requestedAction.empty() && module->descriptions.count(ui.requestedAction)) {
    if (ui.requestedAction != m_type) m_fields.clear();
    m_type = ui.requestedAction;
    ui.requestedAction.clear();
    requested = true;
  }
  if (requested) ImGui::SetScrollHereY(0.0f);
  const float scale = ui.settings.uiScale;
  const float field = 220.0f * scale;
  ImGui::PushID(m_id.c_str());
  m_order.begin();
  m_whole = {};

  // The action, by its title; who acts and its rule beside it. Tables keep each label
  // above its field, every field of a row on one line.
  const ActionDescription* description = described(ui);
  const bool sideField = description && description->side != ActionDescription::SideActs::No;
  // In a narrow column (beside a board) the action and the acting side go one above the
  // other, each the column's width, the rule beside the word "Action".
  const bool narrow = ImGui::GetContentRegionAvail().x < field * 3.6f;
  // In the narrow column each line is a label and its field side by side (as the Resolve
  // panel's), so that a long action (Paris's melee, eleven fields) is whole at 1280x720:
  // the labels' column as wide as the longest label, within a third to 60% of the column
  // (a label on one line saves more than a wide field: a choice shortened shows whole in
  // its tooltip).
  float labelWidth = 0.0f;
  if (narrow) {
    const float avail = ImGui::GetContentRegionAvail().x;
    labelWidth = std::max(ImGui::CalcTextSize(tr("Action")).x, ImGui::CalcTextSize(tr("Acting side")).x);
    if (description) {
      for (const auto& argument : description->arguments) labelWidth = std::max(labelWidth, ImGui::CalcTextSize(headingOf(argument).c_str()).x);
    }
    labelWidth = std::clamp(labelWidth + ImGui::GetStyle().CellPadding.x * 2, avail * 0.33f, avail * 0.6f);
  }
  const auto beginLabelled = [&](const char* id) {
    if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_SizingFixedFit)) return false;
    ImGui::TableSetupColumn("label", ImGuiTableColumnFlags_WidthFixed, labelWidth);
    ImGui::TableSetupColumn("field", ImGuiTableColumnFlags_WidthStretch);
    return true;
  };
  const auto labelCell = [](const char* text) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", text);
    ImGui::PopTextWrapPos();
  };
  if (narrow) {
    if (beginLabelled("##head-narrow")) {
      labelCell(tr("Action"));
      if (description && !description->rule.empty()) {
        // Beside the word when it fits, else under it.
        ImGui::SameLine();
        if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(description->rule.c_str()).x + 8.0f) ImGui::NewLine();
        ruleTag(description->rule);
      }
      ImGui::TableNextColumn();
      ImGui::SetNextItemWidth(-FLT_MIN);
      drawActionList(ui);
      description = described(ui);
      if (description && description->side != ActionDescription::SideActs::No) {
        labelCell(tr("Acting side"));
        tooltip(description->actor);
        ImGui::TableNextColumn();
        ImGui::SetNextItemWidth(-FLT_MIN);
        drawSideChoice(ui, *description);
      }
      ImGui::EndTable();
    }
  } else if (ImGui::BeginTable("##head", 3, ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn("action", ImGuiTableColumnFlags_WidthFixed, field * 1.8f);  // "Title  (type)"
    ImGui::TableSetupColumn("side", ImGuiTableColumnFlags_WidthFixed, field * 1.25f);
    ImGui::TableSetupColumn("rule", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextDisabled("%s", tr("Action"));
    ImGui::TableNextColumn();
    if (sideField) ImGui::TextDisabled("%s", tr("Acting side"));
    tooltip(description && sideField ? description->actor : std::string());
    ImGui::TableNextColumn();
    ImGui::TextDisabled("%s", tr("Rule"));
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::SetNextItemWidth(-1.0f);
    drawActionList(ui);
    description = described(ui);
    ImGui::TableNextColumn();
    if (description && description->side != ActionDescription::SideActs::No) {
      ImGui::SetNextItemWidth(-1.0f);
      drawSideChoice(ui, *description);
    }
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    if (description) ImGui::TextUnformatted(description->rule.c_str());
    ImGui::EndTable();
  }

  // One field per argument, as many to a line as fit. In a column beside a board the
  // fields scroll in a region of their own and Do with the engine's answer stays under
  // it in sight: room is kept for them (and the last action's result the column shows
  // under the form), the region as tall as last frame's fields when they fit.
  bool fieldsRegion = false;
  if (narrow && description && !description->arguments.empty()) {
    // The room kept under them is what Do, the engine's answer and its way forward took
    // last frame (two lines and a button before the first frame), no more.
    const float line = ImGui::GetTextLineHeightWithSpacing();
    const float footer = m_footerHeight > 0.0f ? m_footerHeight : ImGui::GetFrameHeightWithSpacing() * 2.0f + line * 2.0f;
    const float room = ImGui::GetContentRegionAvail().y - footer;
    if (room > line * 4.0f && m_fieldsHeight > room) {
      // They scroll anyway: the last action's result under the form stays in sight too.
      fieldsRegion = true;
      ImGui::BeginChild("##fields", ImVec2(0, std::max(line * 4.0f, room - line * 3.0f)), false);
    }
  }
  const float fieldsTop = ImGui::GetCursorPosY();
  if (narrow && description && !description->arguments.empty()) {
    // Each field beside its label; then the yes/no, each a check box and its words across
    // the column, one line where a label and its box took two. The lines a little closer
    // than elsewhere: Paris's melee and 1793's offensive are whole at 1280x720.
    const auto& arguments = description->arguments;
    const ImGuiStyle& style = ImGui::GetStyle();
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(style.ItemSpacing.x, std::floor(style.ItemSpacing.y * 0.5f)));
    ImGui::PushStyleVar(ImGuiStyleVar_CellPadding, ImVec2(style.CellPadding.x, 1.0f));
    if (beginLabelled("##arguments-narrow")) {
      for (std::size_t i = 0; i < arguments.size(); ++i) {
        if (arguments[i].kind == Kind::Flag) continue;
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::AlignTextToFramePadding();
        drawLabel(data, arguments[i]);
        ImGui::TableNextColumn();
        drawArgument(ui, arguments[i], ImGui::GetContentRegionAvail().x);
        m_whole.lastField = outOfSight(labelOf(arguments[i]));
      }
      ImGui::EndTable();
    }
    for (std::size_t i = 0; i < arguments.size(); ++i) {
      if (arguments[i].kind != Kind::Flag) continue;
      auto& flag = m_fields[arguments[i].name];
      bool ticked = flag == "yes";
      ImGui::PushID(arguments[i].name.c_str());
      if (m_order.checkBox("##flag", ticked)) flag = ticked ? "yes" : "";
      tooltip(arguments[i].meaning + " — " + expectedText(data, arguments[i]));
      const std::string whole = outOfSight(labelOf(arguments[i]));
      ImGui::SameLine();
      // Its words tick it too.
      if (drawLabel(data, arguments[i])) flag = flag == "yes" ? "" : "yes";
      ImGui::PopID();
      m_whole.lastField = whole;
    }
    ImGui::PopStyleVar(2);
  } else if (description && !description->arguments.empty()) {
    const float avail = ImGui::GetContentRegionAvail().x;
    const float cell = field + ImGui::GetStyle().CellPadding.x * 2;
    const int perLine = std::clamp(static_cast<int>(avail / cell), 1, static_cast<int>(description->arguments.size()));
    // One to a line (a narrow column beside a board): each field takes the column's width.
    const float fieldWidth =
        perLine == 1 ? std::clamp(avail - ImGui::GetStyle().CellPadding.x * 2, field * 0.5f, field * 2.0f) : field;
    if (ImGui::BeginTable("##arguments", perLine, ImGuiTableFlags_SizingFixedFit)) {
      for (int column = 0; column < perLine; ++column) {
        ImGui::TableSetupColumn(nullptr, ImGuiTableColumnFlags_WidthFixed, fieldWidth);
      }
      // A row of labels, then a row of fields, so every label sits level with its neighbours.
      const auto& arguments = description->arguments;
      for (std::size_t first = 0; first < arguments.size(); first += static_cast<std::size_t>(perLine)) {
        const std::size_t last = std::min(arguments.size(), first + static_cast<std::size_t>(perLine));
        ImGui::TableNextRow();
        for (std::size_t i = first; i < last; ++i) {
          ImGui::TableNextColumn();
          // A check box's words tick it too.
          if (drawLabel(data, arguments[i]) && arguments[i].kind == Kind::Flag) {
            auto& flag = m_fields[arguments[i].name];
            flag = flag == "yes" ? "" : "yes";
          }
        }
        ImGui::TableNextRow();
        for (std::size_t i = first; i < last; ++i) {
          ImGui::TableNextColumn();
          drawArgument(ui, arguments[i], fieldWidth);
          if (i + 1 == arguments.size()) m_whole.lastField = outOfSight(labelOf(arguments[i]));
        }
      }
      ImGui::EndTable();
    }
  }
  if (fieldsRegion) {
    m_fieldsHeight = ImGui::GetCursorPosY() - fieldsTop + ImGui::GetStyle().ItemSpacing.y;
    ImGui::EndChild();
  } else {
    m_fieldsHeight = ImGui::GetCursorPosY() - fieldsTop;
  }

  // The engine's answer on a copy of the state, before anything is logged; while the
  // form still lacks what the action needs, the fields to fill in, by their labels.
  Action current = action(ui);
  if (m_previewRevision != ui.controller.revision() || !(m_previewAction == current)) {
    // A refusal was for the form as it stood: once a field changes, the preview speaks.
    if (!(m_previewAction == current)) m_outcome.clear();
    m_previewRevision = ui.controller.revision();
    m_previewAction = current;
    const std::string missing = missingFields(ui);
    GameState copy = ui.controller.state();
    m_previewLimit = limitReached(data, copy, current);
    auto applied = applyAction(data, copy, current);
    m_previewWay = applied ? std::nullopt : applied.error().way;
    // A refusal with a way forward is about where the turn stands, whatever the fields
    // hold: it is said first, with its button, before anyone fills the form in.
    if (!missing.empty() && !m_previewWay) {
      m_previewOk = false;
      m_previewMissing = true;
      m_previewText = missing;
    } else {
      m_previewMissing = false;
      m_previewOk = static_cast<bool>(applied);
      m_previewText = applied ? applied->summary : applied.error().message;
    }
  }
  std::string error;
  // Enter does it too once something is filled in, so a stray Enter does not start a round.
  bool filled = !m_side.empty();
  for (const auto& [name, text] : m_fields) filled = filled || !text.empty();
  const float footerTop = ImGui::GetCursorPosY();
  ImGui::BeginDisabled(m_previewLimit.has_value());
  if (ImGui::Button(label("Do", "module-do").c_str()) || (ui.enterPressed && filled && !m_previewLimit)) perform(ui, error);
  m_whole.doButton = outOfSight(tr("Do"));
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::PushTextWrapPos(0.0f);
  if (m_previewLimit && m_outcome.empty()) {
    // "Already done this turn (18.2)"; the whole refusal, with what was done, on hover.
    ImGui::TextColored(ImVec4(0.66f, 0.68f, 0.72f, 1.0f), "%s", m_previewLimit->shortText.c_str());
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", m_previewLimit->message.c_str());
  } else if (!m_outcome.empty()) {
    ImGui::TextColored(ImVec4(1.0f, 0.55f, 0.45f, 1.0f), "%s", m_outcome.c_str());
  } else {
    ImGui::TextColored(m_previewOk ? ImVec4(0.6f, 0.85f, 0.6f, 1.0f) : ImVec4(0.66f, 0.68f, 0.72f, 1.0f), "%s",
                       (std::string(m_previewOk ? tr("Would do: ") : m_previewMissing ? "" : tr("Not now: ")) + m_previewText).c_str());
  }
  ImGui::PopTextWrapPos();
  // The refusal's way forward, under it: the button that gets there.
  const auto& way = !m_outcome.empty() ? m_outcomeWay : m_previewWay;
  if (way) wayForwardButton(ui, *way);
  m_footerHeight = ImGui::GetCursorPosY() - footerTop;
  m_order.end();
  ImGui::PopID();
}

void ModuleActionForm::drawSideChoice(Ui& ui, const ActionDescription& description) {
  const auto& data = ui.controller.data();
  const std::string acting = actingSide(ui);
  std::string preview = acting.empty() ? std::string(tr("Choose …")) : sideName(data, acting);
  if (m_side.empty() && !acting.empty()) preview += " " + std::string(tr("(whose turn)"));
  if (m_order.beginDropDown("##side", preview)) {
    if (description.side == ActionDescription::SideActs::Optional &&
        m_order.entry(std::string(tr("(nobody)")) + "##nobody", m_side == "none")) {
      m_side = "none";
    }
    for (const auto& side : data.sides) {
      if (m_order.entry(sideName(data, side.id) + "##" + side.id, side.id == m_side)) m_side = side.id;
    }
    m_order.endDropDown(ui);
  }
  tooltip(trf("Who acts: {}", description.actor));
}

// The actions offered now; below them, on request, every other one (a correction), greyed.
void ModuleActionForm::drawActionList(Ui& ui) {
  const RuleModule* module = findRuleModule(ui.controller.data().id);
  const ActionDescription* description = described(ui);
  const std::string shown = description ? description->title : m_type == "next" ? std::string(tr("Next step")) : m_type;
  if (!m_order.beginDropDown("##action", shown)) return;
  const auto entry = [&](const std::string& type, const ActionDescription& each) {
    std::string text = each.title + (each.rule.empty() ? "" : "  (" + std::string(tr("rule")) + " " + each.rule + ")");
    if (m_order.entry(text + "##" + type, type == m_type) && type != m_type) {
      m_type = type;
      m_fields.clear();
    }
  };
  // Each group by title, as players look for them; `next` last.
  std::vector<std::pair<std::string, const ActionDescription*>> offered, others;
  if (module) {
    for (const auto& [type, moduleEach] : module->descriptions) {
      const ActionDescription* translated = findActionDescription(ui.controller.data(), type);
      const ActionDescription& each = translated ? *translated : moduleEach;
      const bool now = std::find(m_offered.begin(), m_offered.end(), type) != m_offered.end();
      (now ? offered : others).push_back({type, &each});
    }
  }
  const auto byTitle = [](const auto& a, const auto& b) { return a.second->title < b.second->title; };
  std::sort(offered.begin(), offered.end(), byTitle);
  std::sort(others.begin(), others.end(), byTitle);
  for (const auto& [type, each] : offered) entry(type, *each);
  if (std::find(m_offered.begin(), m_offered.end(), "next") != m_offered.end()) entry("next", nextStep());
  if (!others.empty()) {
    ImGui::Separator();
    const std::string toggle = m_showAll ? trf("Hide the {} actions not offered now", others.size())
                                         : trf("Every action ({} more, not offered now)", others.size());
    if (ImGui::Selectable((toggle + "##all").c_str(), false, ImGuiSelectableFlags_DontClosePopups)) {
      m_showAll = !m_showAll;
    }
    if (m_showAll) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      for (const auto& [type, each] : others) entry(type, *each);
      ImGui::PopStyleColor();
    }
  }
  m_order.endDropDown(ui);
}

std::string ModuleActionForm::missingFields(const Ui& ui) const {
  const ActionDescription* description = described(ui);
  if (!description) return {};
  std::string names;
  if (description->side == ActionDescription::SideActs::Required && actingSide(ui).empty()) names = tr("the acting side");
  for (const auto& argument : description->arguments) {
    auto typed = m_fields.find(argument.name);
    if (!argument.required || argument.kind == Kind::Flag || (typed != m_fields.end() && !typed->second.empty())) continue;
    names += (names.empty() ? "" : ", ") + labelOf(argument);
  }
  return names.empty() ? std::string() : trf("To fill in: {}", names);
}

bool ModuleActionForm::perform(Ui& ui, std::string& error) {
  m_outcomeWay.reset();
  if (auto missing = missingFields(ui); !missing.empty()) {
    m_outcome = missing;
    m_outcomeRevision = ui.controller.revision();
    error = missing;
    return false;
  }
  // Once done (now, or when the players agreed to discard undone actions): the status
  // line shows the summary and the next action starts from empty fields.
  auto applied = ui.controller.perform(action(ui), [this, &ui](const Applied&) {
    m_outcomeRevision = ui.controller.revision();
    m_outcome.clear();
    m_fields.clear();
    m_side.clear();
  });
  m_outcomeRevision = ui.controller.revision();
  if (applied) return true;
  if (ui.controller.asking()) {
    m_outcome.clear();
    return true;
  }
  const auto& refusal = applied.error();
  if (refusal.cell) {
    // The engine needs a printed value: the chart prompt asks for it, then performs the
    // action again.
    m_outcome = trf("Read it on your copy: {}", refusal.message);
    return true;
  }
  m_outcome = describeError(refusal);
  m_outcomeWay = refusal.way;
  error = m_outcome;
  return false;
}

bool ModuleActionForm::setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) {
  const RuleModule* module = findRuleModule(ui.controller.data().id);
  if (name == "action") {
    const bool builtInNext = offerNext && value == "next";
    if (!builtInNext && (!module || !module->descriptions.count(value))) {
      error = "no action '" + value + "' in this game's rules (adc actions " + ui.controller.data().id + " lists them)";
      return false;
    }
    // Chosen on this state: the next frame keeps it even when it is not offered now.
    refreshOffered(ui);
    if (value != m_type) m_fields.clear();
    m_type = value;
    return true;
  }
  if (name == "side") {
    if (!value.empty() && value != "none" && !ui.controller.data().findSide(value)) {
      error = "no side '" + value + "'";
      return false;
    }
    m_side = value;
    return true;
  }
  const ActionDescription* description = described(ui);
  if (description && description->findArgument(name)) {
    m_fields[name] = value;
    return true;
  }
  std::string names = "action, side";
  if (description) {
    for (const auto& argument : description->arguments) names += ", " + argument.name;
  }
  error = m_type + " has no field '" + name + "'; its fields: " + names;
  return false;
}

void ModuleActionForm::dump(std::map<std::string, std::string>& dump) const {
  // "yes" when the last field and Do were in sight without scrolling last frame, else
  // what was out of sight ("no: Die, Do").
  std::string hidden = m_whole.lastField;
  if (!m_whole.doButton.empty()) hidden += (hidden.empty() ? "" : ", ") + m_whole.doButton;
  dump["board_form.whole"] = hidden.empty() ? "yes" : "no: " + hidden;
  dump["board_form.action"] = m_type;
  dump["board_form.side"] = m_side;
  for (const auto& [name, text] : m_fields) {
    if (!text.empty()) dump["board_form." + name] = text;
  }
}

bool ModuleActionForm::press(Ui& ui, const std::string& button, std::string& error) {
  if (button == "do") return perform(ui, error);
  error = "no button '" + button + "' on the action form (it has 'do')";
  return false;
}

}  // namespace adc::gui
