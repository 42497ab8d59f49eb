#include "panels/sealed_panel.hpp"

#include "players_phones.hpp"
#include "translate.hpp"

#include "adc/display_names.hpp"

#include "adc/rule_module.hpp"
#include "adc/rules.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <fstream>

namespace adc::gui {

namespace {
// The sides that write this entry now, as the engine reads the entry's `when`.
std::vector<std::string> entrants(Ui& ui, const SealedDef& def) {
  auto sides = sidesEnteringNow(ui.controller.data(), ui.controller.state(), def);
  return sides ? *sides : def.sides;
}

// The first side still to enter this round's value, or none (all entered, or revealed).
std::string waitingSide(Ui& ui, std::size_t entry) {
  const auto& def = ui.controller.data().sealed[entry];
  const auto& state = ui.controller.state().sealed[entry];
  if (state.revealed) return {};
  for (const auto& side : entrants(ui, def)) {
    if (!state.entries.count(side)) return side;
  }
  return {};
}
}  // namespace

void SealedPanel::moveToWaitingEntry(Ui& ui) {
  const auto count = ui.controller.data().sealed.size();
  if (!waitingSide(ui, m_entry).empty()) return;
  // The next entry, in the data's order, that someone still has to seal: a side seals its
  // wings' orders one after the other without looking for them (Paris 3.1).
  for (std::size_t step = 1; step < count; ++step) {
    auto index = (m_entry + step) % count;
    if (!waitingSide(ui, index).empty()) {
      m_entry = index;
      return;
    }
  }
}

std::string SealedPanel::nextSide(Ui& ui) const {
  const auto& def = ui.controller.data().sealed[m_entry];
  const auto& state = ui.controller.state().sealed[m_entry];
  auto sides = entrants(ui, def);
  if (state.revealed) return sides.empty() ? "" : sides.front();  // a new round starts
  for (const auto& side : sides) {
    if (!state.entries.count(side)) return side;
  }
  return {};
}

bool SealedPanel::seal(Ui& ui, std::string& error) {
  auto side = nextSide(ui);
  if (side.empty()) return error = tr("Every side has entered its value."), false;
  if (!m_entering) return error = tr("Hand the screen over first."), false;
  Action action{"seal", side, {{"entry", ui.controller.data().sealed[m_entry].id}, {"value", guessValue(m_value)}}, "", 0};
  // Once sealed (now, or when the players agreed to discard undone actions), the hidden
  // value leaves the screen.
  auto applied = ui.controller.perform(action, [this, &ui](const Applied&) {
    m_value.clear();
    m_entering = false;
    moveToWaitingEntry(ui);
  });
  if (!applied && !ui.controller.asking()) return error = applied.error().message, false;
  error.clear();
  return true;
}

std::vector<std::size_t> SealedPanel::stepEntries(Ui& ui) const {
  const auto& data = ui.controller.data();
  std::vector<std::size_t> entries;
  const SequenceStep* step = currentStep(data, ui.controller.state());
  if (!step) return entries;
  for (const auto& id : step->leaf().sealed) {
    if (auto index = data.findSealed(id)) entries.push_back(*index);
  }
  return entries;
}

void SealedPanel::followStep(Ui& ui) {
  const auto& state = ui.controller.state();
  const SequenceStep* step = currentStep(ui.controller.data(), state);
  const std::string seen = std::to_string(state.turn) + "/" + (step ? step->id : std::string());
  if (seen == m_stepSeen) return;
  m_stepSeen = seen;
  const auto entries = stepEntries(ui);
  if (entries.empty()) return;
  std::size_t chosen = entries.front();
  bool found = false;
  for (const auto index : entries) {
    if (!waitingSide(ui, index).empty()) {
      chosen = index;
      found = true;
      break;
    }
  }
  for (std::size_t i = 0; !found && i < entries.size(); ++i) {
    if (!state.sealed[entries[i]].revealed && !state.sealed[entries[i]].entries.empty()) {
      chosen = entries[i];
      found = true;
    }
  }
  if (chosen != m_entry) {
    m_entry = chosen;
    m_entering = false;
    m_value.clear();
  }
}

bool SealedPanel::reveal(Ui& ui, std::string& error) {
  const auto& data = ui.controller.data();
  // Every entry the step had the players write, revealed together (Paris 3.1: the orders of
  // all the wings at once); an entry the step does not name, on its own.
  std::vector<std::string> ids;
  const auto entries = stepEntries(ui);
  if (std::find(entries.begin(), entries.end(), m_entry) != entries.end()) {
    for (const auto index : entries) {
      if (!ui.controller.state().sealed[index].revealed) ids.push_back(data.sealed[index].id);
    }
  }
  if (ids.empty()) ids.push_back(data.sealed[m_entry].id);
  // One reveal logged per entry: the first may ask about undone actions, and the others
  // follow once it is done (then nothing is left to discard).
  const auto revealEntry = [](const std::string& id) { return Action{"reveal", "", {{"entry", Value{id}}}, "", 0}; };
  auto applied = ui.controller.perform(revealEntry(ids.front()), [&ui, ids, revealEntry](const Applied&) {
    for (std::size_t i = 1; i < ids.size(); ++i) {
      if (!ui.controller.perform(revealEntry(ids[i]))) break;  // the status line says why
    }
  });
  if (!applied && !ui.controller.asking()) return error = applied.error().message, false;
  error.clear();
  return true;
}

void SealedPanel::draw(Ui& ui) {
  const auto& data = ui.controller.data();
  if (data.sealed.empty()) {
    ImGui::TextUnformatted(tr("This game has no sealed entries."));
    return;
  }
  if (m_entry >= data.sealed.size()) m_entry = 0;
  followStep(ui);
  if (!ui.requestedSealed.empty()) {
    // A refusal's way forward ("Seal: Order of Condé's Left wing") opens that entry.
    if (auto index = data.findSealed(ui.requestedSealed)) {
      m_entry = *index;
      m_entering = false;
      m_value.clear();
    }
    ui.requestedSealed.clear();
  }
  if (data.sealed.size() > 1) {
    if (beginFittedCombo(label("Entry", "entry"), data.sealed[m_entry].name, 300.0f * ui.settings.uiScale)) {
      for (std::size_t i = 0; i < data.sealed.size(); ++i) {
        if (ImGui::Selectable((data.sealed[i].name + "##" + data.sealed[i].id).c_str(), i == m_entry)) {
          m_entry = i;
          m_entering = false;
          m_value.clear();
        }
      }
      ImGui::EndCombo();
    }
  }
  const auto& def = data.sealed[m_entry];
  const auto& state = ui.controller.state().sealed[m_entry];
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(def.name.c_str());
  ImGui::PopFont();
  ruleTag(def.rule);
  // Who has entered (never what); once revealed, what each entered.
  for (const auto& sideId : state.revealed ? def.sides : entrants(ui, def)) {
    const Side* side = data.findSide(sideId);
    auto entry = state.entries.find(sideId);
    if (state.revealed && entry == state.entries.end()) continue;
    sideColorSwatch(side ? side->color : "");
    bool entered = entry != state.entries.end();
    if (state.revealed) {
      ImGui::PushFont(ui.fonts.large);
      ImGui::Text("%s: %s", side ? side->name.c_str() : sideId.c_str(), boundedText(valueText(data, entry->second)).c_str());
      ImGui::PopFont();
    } else {
      ImGui::Text("%s: %s", side ? side->name.c_str() : sideId.c_str(), entered ? tr("sealed") : tr("waiting"));
    }
  }
  ImGui::Separator();
  auto side = nextSide(ui);
  const Side* next = data.findSide(side);
  std::string player;
  for (const auto& item : ui.controller.session().setup().players) {
    if (item.side == side) player = item.name;
  }
  // The side as this scenario calls it when the game keeps that name (Paris's
  // `side_label`: "Huguenots", not "Huguenots (Dreux) / Royalists (Ivry)").
  std::string sideName = next ? next->name : side;
  if (auto label = ui.controller.state().read(data, "side_label." + side)) {
    if (auto named = toDisplayString(*label); !named.empty()) sideName = named;
  }
  std::string who = sideName + (player.empty() ? "" : " (" + player + ")");
  if (state.revealed) {
    ImGui::TextUnformatted(tr("Revealed. A new entry starts a new round."));
  }
  if (!side.empty()) {
    if (!m_entering) {
      ImGui::PushFont(ui.fonts.large);
      ImGui::TextUnformatted(trf("Hand the screen to {}", who).c_str());
      ImGui::PopFont();
      textWrappedMuted(tr("Everyone else looks away."));
      if (ImGui::Button((trf("I am {}: let me enter", who) + "##handover").c_str()) || ui.enterPressed) m_entering = true;
    } else {
      // The entry as this side knows it (Paris: the order of Condé's Left wing).
      const RuleModule* module = findRuleModule(data.id);
      std::optional<std::string> named;
      if (module && module->sealedName) named = module->sealedName(data, ui.controller.state(), def.id, side);
      if (named) {
        ImGui::PushFont(ui.fonts.large);
        ImGui::TextUnformatted(named->c_str());
        ImGui::PopFont();
      }
      if (!def.choices.empty()) {
        // A choice is chosen, not typed: one large button each, which seals it at once.
        ImGui::TextUnformatted(trf("{}, choose; nobody else should look.", who).c_str());
        // As many to a line as the panel holds, each as wide as the longest name; a long
        // list (Grand Siècle's eighteen minors, 8.2) in the body's font, whole at 1280x720.
        const bool many = def.choices.size() > 6;
        ImGui::PushFont(many ? ImGui::GetFont() : ui.fonts.large);
        float widest = 220.0f * ui.settings.uiScale;
        for (const auto& choice : def.choices) {
          widest = std::max(widest, ImGui::CalcTextSize(wordName(data, choice).c_str()).x + ImGui::GetStyle().FramePadding.x * 4);
        }
        const ImVec2 size(widest, ImGui::GetFrameHeight() * (many ? 1.4f : 2.2f));
        const float gap = ImGui::GetStyle().ItemSpacing.x;
        const auto perLine = std::max<std::size_t>(1, static_cast<std::size_t>((ImGui::GetContentRegionAvail().x + gap) / (size.x + gap)));
        for (std::size_t i = 0; i < def.choices.size(); ++i) {
          if (i % perLine != 0) ImGui::SameLine();
          if (ImGui::Button((wordName(data, def.choices[i]) + "##choice-" + def.choices[i]).c_str(), size)) {
            m_value = def.choices[i];
            seal(ui, m_error);
          }
        }
        ImGui::PopFont();
      } else {
        ImGui::TextUnformatted(trf("{}, type your value; nobody else should look.", who).c_str());
        std::string range;
        if (def.min || def.max) range = trf("from {} to {}", def.min.value_or(0), def.max.value_or(0));
        if (ImGui::IsWindowAppearing() || !ImGui::IsAnyItemActive()) ImGui::SetKeyboardFocusHere();
        ImGui::SetNextItemWidth(200.0f * ui.settings.uiScale);
        limitedInput("##sealed-value", range.c_str(), m_value, longestText, ImGuiInputTextFlags_Password);
        ImGui::SameLine();
        if (ImGui::Button(label("Seal", "seal").c_str()) || ui.enterPressed) seal(ui, m_error);
      }
    }
  } else if (!state.revealed) {
    ImGui::PushFont(ui.fonts.large);
    ImGui::TextUnformatted(tr("Every side has entered its value."));
    ImGui::PopFont();
    if (ImGui::Button(label("Reveal all together", "reveal").c_str()) || ui.enterPressed) reveal(ui, m_error);
  }
  errorText(m_error);
  // Each seat may seal from its own phone instead of taking the laptop.
  if (ui.phones) {
    ImGui::Spacing();
    ImGui::Separator();
    ui.phones->draw(ui);
  }
}

bool SealedPanel::setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) {
  const auto& data = ui.controller.data();
  if (name == "entry") {
    auto found = data.findSealed(value);
    if (!found) return error = "no sealed entry '" + value + "'", false;
    m_entry = *found;
    m_entering = false;
    return true;
  }
  if (name == "value") {
    m_value = value;
    return true;
  }
  // The players' phones, for the tests: on or off, the port, each seat's link written to
  // a file (a seat and its link a line), a seat's phone sent away.
  if (ui.phones && name == "phones-port") {
    try {
      ui.settings.phonesPort = std::stoi(value);
    } catch (const std::exception&) {
      return error = "the port is a number", false;
    }
    return true;
  }
  if (ui.phones && name == "phones") {
    if (value == "off") return ui.phones->turnOff(ui), true;
    return ui.phones->turnOn(ui, error);
  }
  if (ui.phones && name == "phones-links") {
    std::ofstream out(value);
    for (const auto& [seat, link] : ui.phones->links()) out << seat << '\t' << link << '\n';
    return static_cast<bool>(out) || (error = "cannot write " + value, false);
  }
  if (ui.phones && name == "phones-send-away") return ui.phones->sendAway(ui, value, error);
  return Panel::setField(ui, name, value, error);
}

bool SealedPanel::press(Ui& ui, const std::string& button, std::string& error) {
  if (ui.controller.data().sealed.empty()) return error = "this game has no sealed entries", false;
  if (button == "handover") {
    if (nextSide(ui).empty()) return error = "every side has entered", false;
    m_entering = true;
    return true;
  }
  if (button == "seal") return seal(ui, error);
  if (button == "reveal") return reveal(ui, error);
  return Panel::press(ui, button, error);
}

}  // namespace adc::gui
