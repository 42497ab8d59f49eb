// Paris vaut bien une Messe!'s orders helper: one form for the rule module's actions.
// The form offers the actions of the stage the turn is at, the wings and units in play,
// the dice as typed; the engine's answer on a copy of the state is shown before the
// players commit, and its refusal after. Nothing here decides a rule.

#include "boards/paris_messe_board.hpp"

#include "translate.hpp"

#include "adc/rules.hpp"

#include <imgui.h>

#include <algorithm>
#include <map>
#include <vector>

namespace adc::gui {
namespace {

enum class Arg { Wing, Unit, Die, Number, Flag, Order };

struct ArgSpec {
  const char* name;
  Arg kind;
  const char* label;
};

struct ActionSpec {
  const char* type;
  const char* label;
  const char* rule;
  bool side;                        // the acting side matters
  std::vector<const char*> stages;  // where the helper offers it
  std::vector<ArgSpec> args;
};

const std::vector<ActionSpec>& specs() {
  static const std::vector<ActionSpec> all{
      {"next", "Next step", "3", false, {"activation", "turn_over"}, {}},
      {"pm_reveal_orders", "Reveal the sealed orders", "3.1", false, {"orders"}, {}},
      {"pm_initiative", "Initiative", "4.1", false, {"initiative", "turn_over"},
       {{"die_protestant", Arg::Die, "Protestant roll (ties only)"}, {"die_catholic", Arg::Die, "Catholic roll (ties only)"}}},
      {"pm_activate", "Activate a wing", "4.2", true, {"activation"}, {{"wing", Arg::Wing, "Wing"}}},
      {"pm_pass", "Pass", "3.2", true, {"activation"}, {}},
      {"pm_preempt", "Pre-empt", "4.4", true, {"activation"},
       {{"wing", Arg::Wing, "Pre-empting wing"}, {"die", Arg::Die, "Die"}, {"adjacent_enemy", Arg::Flag, "Commander next to a non-broken enemy"}}},
      {"pm_change_order", "Change the order", "6.3", true, {"activation"},
       {{"order", Arg::Order, "New order"}, {"die", Arg::Die, "Die"}}},
      {"pm_fire", "Fire", "10", false, {"activation"},
       {{"firer", Arg::Unit, "Firing unit"}, {"target", Arg::Unit, "Target"}, {"die", Arg::Die, "Die"},
        {"defensive", Arg::Flag, "Defensive fire"}, {"extra_mp", Arg::Number, "Extra MP (0-2)"},
        {"flank", Arg::Flag, "Into flank or rear"}, {"distance", Arg::Number, "Distance (artillery)"},
        {"target_in_cover", Arg::Flag, "Target infantry in woods/village"}, {"village", Arg::Flag, "Firer in a village"},
        {"line", Arg::Flag, "Further hex of a plunging fire"}, {"grouped", Arg::Unit, "Unit grouped with the target"}}},
      {"pm_morale", "Morale check", "12.1", false, {"activation", "retreat"},
       {{"unit", Arg::Unit, "Unit"}, {"die", Arg::Die, "Die"}, {"margin", Arg::Number, "Excess (blank: the pending one)"},
        {"leader", Arg::Flag, "Leader grouped with it"}}},
      {"pm_rally", "Rally", "13", false, {"activation"},
       {{"unit", Arg::Unit, "Unit"}, {"die", Arg::Die, "Die (not when grouped)"}, {"grouped", Arg::Flag, "Grouped with its commander"},
        {"adjacent", Arg::Flag, "Next to its commander"}}},
      {"pm_intercept", "Intercept", "8.3", false, {"activation"},
       {{"unit", Arg::Unit, "Cavalry"}, {"die", Arg::Die, "Die"}, {"target", Arg::Unit, "Intercepted unit"},
        {"leader", Arg::Flag, "Commander grouped with it"}}},
      {"pm_charge", "Attack marker (charge)", "11.5", false, {"activation"}, {{"unit", Arg::Unit, "Unit"}}},
      {"pm_command", "Out of command", "5.1", false, {"activation"},
       {{"unit", Arg::Unit, "Unit"}, {"out", Arg::Flag, "Out of command (untick: back in command)"}}},
      {"pm_melee", "Melee", "11", false, {"activation"},
       {{"attacker", Arg::Unit, "Leading attacker"}, {"defender", Arg::Unit, "Defender"}, {"die", Arg::Die, "Die"},
        {"supporters", Arg::Number, "Supporting units"}, {"flank_hexes", Arg::Number, "Flank/rear hexes"},
        {"att_leader", Arg::Flag, "Attacking leader in the melee"}, {"def_leader", Arg::Flag, "Defending leader in the melee"},
        {"defender_in_cover", Arg::Flag, "Defender in woods/village"}, {"reaction", Arg::Flag, "Reaction melee"},
        {"grouped", Arg::Unit, "E or gun grouped with the defender"}}},
      {"pm_retreat_impossible", "Retreat impossible", "9.3", false, {"activation", "retreat"},
       {{"unit", Arg::Unit, "Unit"}, {"die", Arg::Die, "Die"}}},
      {"pm_commander_death", "Commander's fate", "5.2.1", false, {"activation"},
       {{"wing", Arg::Wing, "Wing"}, {"die", Arg::Die, "Die"}, {"grouped_unit_destroyed", Arg::Flag, "His unit destroyed in melee"}}},
      {"pm_enter_cover", "Enter woods/village", "TET", false, {"activation", "retreat"}, {{"unit", Arg::Unit, "Unit"}}},
      {"pm_plunder", "Coligny's reiters", "14.1", false, {"activation"}, {{"unit", Arg::Unit, "Reiter"}, {"die", Arg::Die, "Die"}}},
      {"pm_reactivate", "Re-activate", "4.3", true, {"activation"},
       {{"die", Arg::Die, "Die"}, {"adjacent_enemy", Arg::Flag, "Commander next to a non-broken enemy"}}},
      {"pm_finish", "Finish the activation", "3.2 F", true, {"activation"}, {}},
      {"pm_exit", "Broken unit leaves the map", "13.2", false, {"retreat", "activation"}, {{"unit", Arg::Unit, "Unit"}}},
      {"pm_end_turn", "End of turn", "3.4", false, {"retreat"}, {}},
  };
  return all;
}

const ActionSpec* findSpec(const std::string& type) {
  for (const auto& spec : specs()) {
    if (spec.type == type) return &spec;
  }
  return nullptr;
}

std::string readText(const Ui& ui, const std::string& key) {
  auto value = ui.controller.state().read(ui.controller.data(), key);
  return value ? toDisplayString(*value) : std::string();
}

struct Option {
  std::string id, label;
};

// The scenario's wings, or its units on the board, as the tables list them.
std::vector<Option> options(const Ui& ui, Arg kind) {
  std::vector<Option> found;
  const auto& data = ui.controller.data();
  const std::string scenario = readText(ui, "scenario_id");
  if (kind == Arg::Wing) {
    if (const Table* wings = data.findTable("wings")) {
      for (std::size_t r = 0; r < wings->rows.keys.size(); ++r) {
        const auto& id = wings->rows.keys[r].text;
        if (readText(ui, "wing_state." + id) == "absent") continue;
        const auto& cell = wings->cell(r, 0);
        std::string commander = cell.known ? toDisplayString(cell.values[*wings->fieldIndex("commander")]) : id;
        found.push_back({id, commander + " (" + id + ")"});
      }
    }
  } else if (kind == Arg::Unit) {
    if (const Table* roster = data.findTable("roster")) {
      for (std::size_t r = 0; r < roster->rows.keys.size(); ++r) {
        const auto& id = roster->rows.keys[r].text;
        const std::string level = readText(ui, "level." + id);
        if (level == "absent" || level == "destroyed" || level == "exited" || level == "removed") continue;
        const auto& cell = roster->cell(r, 0);
        std::string name = cell.known ? toDisplayString(cell.values[*roster->fieldIndex("name")]) : id;
        found.push_back({id, name + " (" + id + ", " + level + ")"});
      }
    }
  } else if (kind == Arg::Order) {
    found = {{"attack", "Attack!"}, {"march", "March"}, {"rally", "Rally"}};
  }
  return found;
}

}  // namespace

Action ParisMesseBoardView::buildAction(const Ui& ui) const {
  Action action;
  action.type = m_action;
  const ActionSpec* spec = findSpec(m_action);
  if (!spec) return action;
  if (spec->side) {
    action.side = m_side;
    if (action.side.empty()) {
      // The side the situation names: whose turn to activate, the active wing's owner, or
      // the inactive player for a pre-emption.
      std::string next = readText(ui, "to_activate");
      std::string active = readText(ui, "active_wing");
      std::string activeSide;
      if (const Table* wings = ui.controller.data().findTable("wings")) {
        for (std::size_t r = 0; r < wings->rows.keys.size(); ++r) {
          if (wings->rows.keys[r].text == active) activeSide = toDisplayString(wings->cell(r, 0).values[*wings->fieldIndex("side")]);
        }
      }
      if (m_action == "pm_preempt" && !activeSide.empty()) {
        action.side = activeSide == "protestant" ? "catholic" : "protestant";
      } else if (!activeSide.empty()) {
        action.side = activeSide;
      } else if (next == "protestant" || next == "catholic") {
        action.side = next;
      }
    }
  }
  for (const auto& arg : spec->args) {
    auto typed = m_fields.find(arg.name);
    if (typed == m_fields.end() || typed->second.empty()) continue;
    const std::string& text = typed->second;
    if (arg.kind == Arg::Flag) {
      if (text == "yes") action.args[arg.name] = Value{true};
    } else if (arg.kind == Arg::Die || arg.kind == Arg::Number) {
      auto parsed = parseValue(text, ValueKind::Integer);
      action.args[arg.name] = parsed ? *parsed : Value{text};
    } else {
      action.args[arg.name] = Value{text};
    }
  }
  return action;
}

bool ParisMesseBoardView::perform(Ui& ui, std::string& error) {
  auto applied = ui.controller.perform(buildAction(ui));
  if (applied) {
    m_outcome = applied->summary;
    m_outcomeError = false;
    // Dice are facts of one roll: cleared for the next.
    for (const auto& spec : specs()) {
      for (const auto& arg : spec.args) {
        if (arg.kind == Arg::Die) m_fields[arg.name].clear();
      }
    }
    return true;
  }
  const auto& refusal = applied.error();
  if (refusal.cell) {
    // The chart prompt asks for the printed value, then performs the action again.
    m_outcome = trf("Read it on your copy: {}", refusal.message);
    m_outcomeError = false;
    return true;
  }
  m_outcome = describeError(refusal);
  m_outcomeError = true;
  error = m_outcome;
  return false;
}

void ParisMesseBoardView::drawActions(Ui& ui) {
  const std::string stage = readText(ui, "stage");
  // When the sequence moves on, the form offers the step's own action.
  const auto* step = currentStep(ui.controller.data(), ui.controller.state());
  const std::string stepId = step ? step->id : std::string();
  if (stepId != m_lastStep) {
    m_lastStep = stepId;
    static const std::map<std::string, std::string> natural{
        {"orders.orders", "pm_reveal_orders"},       {"initiative.initiative", "pm_initiative"},
        {"activation.choose", "pm_activate"},        {"activation.preempt", "pm_preempt"},
        {"activation.change", "pm_change_order"},    {"activation.actions", "pm_fire"},
        {"activation.melee", "pm_melee"},            {"activation.reactivate", "pm_reactivate"},
        {"retreat.retreat", "pm_end_turn"},          {"end.end", "next"}};
    if (auto found = natural.find(stepId); found != natural.end()) m_action = found->second;
  }
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(tr("Orders helper"));
  ImGui::PopFont();
  // The actions of this stage, as buttons that choose the form.
  for (const auto& spec : specs()) {
    if (std::find(spec.stages.begin(), spec.stages.end(), stage) == spec.stages.end()) continue;
    const bool chosen = m_action == spec.type;
    if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (ImGui::SmallButton((std::string(tr(spec.label)) + "##" + spec.type).c_str())) m_action = spec.type;
    if (chosen) ImGui::PopStyleColor();
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < 160.0f * ui.settings.uiScale) ImGui::NewLine();
  }
  ImGui::NewLine();
  if (stage == "orders") {
    textWrappedMuted(tr("3.1: each player seals the order of each of his wings, one by one, in the Sealed entries "
                        "panel (Order of wing 1, 2, ... in the order of the wings below); then reveal them together here."));
  }
  const ActionSpec* spec = findSpec(m_action);
  if (!spec) return;
  const float field = 230.0f * ui.settings.uiScale;
  int shown = 0;
  for (const auto& arg : spec->args) {
    auto& text = m_fields[arg.name];
    ImGui::PushID(arg.name);
    if (shown++ % 3 != 0) ImGui::SameLine();
    ImGui::BeginGroup();
    ImGui::TextDisabled("%s", tr(arg.label));
    ImGui::SetNextItemWidth(field);
    if (arg.kind == Arg::Flag) {
      bool on = text == "yes";
      if (ImGui::Checkbox("##flag", &on)) text = on ? "yes" : "";
    } else if (arg.kind == Arg::Die || arg.kind == Arg::Number) {
      char buffer[16] = {};
      std::snprintf(buffer, sizeof buffer, "%s", text.c_str());
      if (ImGui::InputText("##number", buffer, sizeof buffer, ImGuiInputTextFlags_CharsDecimal)) text = buffer;
    } else {
      auto choices = options(ui, arg.kind);
      std::string preview = text.empty() ? std::string(tr("(choose)")) : text;
      for (const auto& option : choices) {
        if (option.id == text) preview = option.label;
      }
      if (ImGui::BeginCombo("##choice", preview.c_str())) {
        for (const auto& option : choices) {
          if (ImGui::Selectable(option.label.c_str(), option.id == text)) text = option.id;
        }
        ImGui::EndCombo();
      }
    }
    ImGui::EndGroup();
    ImGui::PopID();
  }
  // What the engine would answer, on a copy of the state.
  Action action = buildAction(ui);
  std::string key = action.type + "|" + action.side;
  for (const auto& [name, value] : action.args) key += "|" + name + "=" + toDisplayString(value);
  if (m_previewRevision != ui.controller.revision() || m_previewKey != key) {
    m_previewRevision = ui.controller.revision();
    m_previewKey = key;
    GameState copy = ui.controller.state();
    auto applied = applyAction(ui.controller.data(), copy, action);
    m_previewOk = static_cast<bool>(applied);
    m_previewText = applied ? applied->summary : applied.error().message;
  }
  std::string button = trf("{} ({})", tr(spec->label), spec->rule);
  if (!action.side.empty()) button += " — " + readText(ui, "side_label." + action.side);
  if (ImGui::Button((button + "##do").c_str())) {
    std::string error;
    perform(ui, error);
  }
  ImGui::SameLine();
  if (m_previewOk) textWrappedMuted(m_previewText);
  else textWrappedMuted(trf("Not now: {}", m_previewText));
  if (!m_outcome.empty()) {
    if (m_outcomeError) errorText(m_outcome);
    else textWrappedMuted(m_outcome);
  }
  ImGui::Separator();
}

bool ParisMesseBoardView::setField(Ui&, const std::string& name, const std::string& value, std::string& error) {
  if (name == "action") {
    if (!findSpec(value)) return error = "no helper action '" + value + "'", false;
    m_action = value;
    return true;
  }
  if (name == "side") {
    if (value != "protestant" && value != "catholic" && !value.empty()) return error = "side is protestant or catholic", false;
    m_side = value;
    return true;
  }
  const ActionSpec* spec = findSpec(m_action);
  for (const auto& arg : spec->args) {
    if (arg.name == name) {
      m_fields[name] = value == "no" ? std::string() : value;
      return true;
    }
  }
  error = "the helper's " + m_action + " has no field '" + name + "'";
  return false;
}

bool ParisMesseBoardView::press(Ui& ui, const std::string& button, std::string& error) {
  if (button == "do") return perform(ui, error);
  error = "no button '" + button + "' on this board (the helper has 'do')";
  return false;
}

}  // namespace adc::gui
