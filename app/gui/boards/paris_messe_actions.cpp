// Paris vaut bien une Messe!'s orders helper: the shared action form (ModuleActionForm)
// built from the rule module's descriptions, which offer each pm_ action in the stage of
// the turn it belongs to (3). What this view adds is what only it knows how to read: the
// wings and units in play as the choices of a `wing` or `unit` argument, and the side the
// situation names as the acting side. Nothing here decides a rule.

#include "boards/paris_messe_board.hpp"

#include "translate.hpp"

#include "adc/display_names.hpp"

#include "adc/rules.hpp"

#include <imgui.h>

namespace adc::gui {
namespace {

std::string readText(const Ui& ui, const std::string& key) {
  auto value = ui.controller.state().read(ui.controller.data(), key);
  return value ? toDisplayString(*value) : std::string();
}

std::string field(const Table& table, std::size_t row, const char* name) {
  const auto& cell = table.cell(row, 0);
  auto index = table.fieldIndex(name);
  return cell.known && index ? toDisplayString(cell.values[*index]) : std::string();
}

// The wings in play by their commander, the units on the board with their morale state,
// as the tables list them (tables/wings.toml, tables/roster.toml).
std::vector<ModuleActionForm::Choice> inPlay(const Ui& ui, const ArgumentDescription& argument) {
  std::vector<ModuleActionForm::Choice> found;
  if (argument.kind != ArgumentDescription::Kind::Item) return found;
  const auto& data = ui.controller.data();
  if (argument.collection == "wing") {
    if (const Table* wings = data.findTable("wings")) {
      for (std::size_t r = 0; r < wings->rows.keys.size(); ++r) {
        const auto& id = wings->rows.keys[r].text;
        if (readText(ui, "wing_state." + id) == "absent") continue;
        const std::string commander = field(*wings, r, "commander"), name = field(*wings, r, "name");
        found.push_back({id, commander.empty() ? wordName(data, id) : name.empty() ? commander : commander + "'s " + name});
      }
    }
  } else if (argument.collection == "unit") {
    if (const Table* roster = data.findTable("roster")) {
      for (std::size_t r = 0; r < roster->rows.keys.size(); ++r) {
        const auto& id = roster->rows.keys[r].text;
        const std::string level = readText(ui, "level." + id);
        if (level == "absent" || level == "destroyed" || level == "exited" || level == "removed") continue;
        // Units of two wings may share a name (Reiters 1): the wing's commander tells them apart.
        std::string name = field(*roster, r, "name"), commander;
        if (const Table* wings = data.findTable("wings")) {
          const std::string wing = field(*roster, r, "wing");
          for (std::size_t w = 0; w < wings->rows.keys.size(); ++w) {
            if (wings->rows.keys[w].text == wing) commander = field(*wings, w, "commander");
          }
        }
        found.push_back({id, (name.empty() ? wordName(data, id) : name) + (commander.empty() ? "" : " (" + commander + ")") +
                                 ", " + wordName(data, level)});
      }
    }
  }
  return found;
}

// The side the situation names: the inactive player for a pre-emption (4.4), else the
// active wing's owner, else whose turn it is to activate (4.2).
std::string sideNamed(const Ui& ui, const std::string& type) {
  const std::string active = readText(ui, "active_wing");
  std::string activeSide;
  if (const Table* wings = ui.controller.data().findTable("wings")) {
    for (std::size_t r = 0; r < wings->rows.keys.size(); ++r) {
      if (wings->rows.keys[r].text == active) activeSide = field(*wings, r, "side");
    }
  }
  if (type == "pm_preempt" && !activeSide.empty()) return activeSide == "protestant" ? "catholic" : "protestant";
  if (!activeSide.empty()) return activeSide;
  const std::string next = readText(ui, "to_activate");
  return next == "protestant" || next == "catholic" ? next : std::string();
}

}  // namespace

ParisMesseBoardView::ParisMesseBoardView() : m_form("pm-form", "pm_reveal_orders") {
  m_form.offerNext = true;  // `next` walks the activation's steps A-D and ends the turn (3)
  m_form.choicesFor = inPlay;
  m_form.suggestedSide = [this](const Ui& ui) { return sideNamed(ui, m_form.actionType()); };
}

void ParisMesseBoardView::drawActions(Ui& ui) {
  if (displayOnly()) return;  // the shared screen: orders are entered on the Board panel
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(tr("Orders helper"));
  ImGui::PopFont();
  if (readText(ui, "stage") == "orders") {
    textWrappedMuted(tr("3.1: each player seals the order of each of his wings, one by one, in the Sealed entries "
                        "panel (Order of wing 1, 2, ... in the order of the wings below); then reveal them together here."));
  }
  m_form.draw(ui);
}

bool ParisMesseBoardView::setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) {
  return m_form.setField(ui, name, value, error);
}

bool ParisMesseBoardView::press(Ui& ui, const std::string& button, std::string& error) {
  return m_form.press(ui, button, error);
}

}  // namespace adc::gui
