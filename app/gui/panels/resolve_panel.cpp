#include "panels/resolve_panel.hpp"

#include "panels/form_in_sight.hpp"

#include "panels/book_change_lines.hpp"

#include "dice_tray.hpp"
#include "translate.hpp"

#include "adc/display_names.hpp"
#include "adc/input_words.hpp"
#include "adc/limit.hpp"
#include "adc/refusal.hpp"
#include "adc/rules.hpp"
#include "drawn_text.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cctype>

namespace adc::gui {
namespace {

constexpr ImU32 oddsBarColor = IM_COL32(0x3C, 0xA0, 0x5A, 0xFF);     // a known outcome
constexpr ImU32 oddsUnknownColor = IM_COL32(0xE0, 0x9A, 0x20, 0xFF); // lands on an unprinted cell
constexpr ImU32 oddsErrorColor = IM_COL32(0x80, 0x80, 0x80, 0xFF);
constexpr ImU32 oddsRolledColor = IM_COL32(0xFF, 0xD0, 0x40, 0xFF);  // the outcome the roll fell on

// "43" typed for 2d6 reads as 4 and 3: digits for dice, no separator needed.
std::string spreadDigits(const std::string& text, const DiceSpec& spec) {
  if (spec.count < 2 || spec.highest > 9 || text.size() != static_cast<std::size_t>(spec.count)) return text;
  std::string spread;
  for (char digit : text) {
    if (!std::isdigit(static_cast<unsigned char>(digit))) return text;
    spread += (spread.empty() ? "" : ",") + std::string(1, digit);
  }
  return spread;
}

// The faces typed in a dice field, when they read as that many dice.
std::optional<DiceFaces> typedFaces(const std::string& text, const DiceSpec& spec) {
  auto value = parseValue(spreadDigits(text, spec), ValueKind::Dice);
  if (!value) return std::nullopt;
  DiceFaces faces;
  if (auto dice = std::get_if<DiceFaces>(&*value)) faces = *dice;
  else if (auto number = std::get_if<std::int64_t>(&*value)) faces = {*number};
  if (faces.size() != static_cast<std::size_t>(spec.count)) return std::nullopt;
  return faces;
}

std::string sideLabel(const Setup& setup, const Side& side) {
  std::string text = side.name;
  for (const auto& player : setup.players) {
    if (player.side == side.id) text += " (" + player.name + ")";
  }
  return text;
}

}  // namespace

const Procedure* ResolvePanel::procedure(Ui& ui) {
  const auto& data = ui.controller.data();
  if (!ui.requestedProcedure.empty()) {
    choose(ui, ui.requestedProcedure);
    ui.requestedProcedure.clear();
    m_scrollToTop = true;  // the step's button opens the form at its first field
  }
  if (m_procedure.empty() || !data.findProcedure(m_procedure)) {
    const SequenceStep* step = currentStep(data, ui.controller.state());
    if (step && !step->leaf().procedures.empty()) choose(ui, step->leaf().procedures.front());
    else if (!data.procedures.empty()) choose(ui, data.procedures.front().id);
  }
  return data.findProcedure(m_procedure);
}

void ResolvePanel::choose(Ui& ui, const std::string& procedureId) {
  if (procedureId == m_procedure) return;
  m_procedure = procedureId;
  m_text.clear();
  m_flags.clear();
  m_error.clear();
  m_kept.reset();
  m_focusFirst = true;
  const auto& data = ui.controller.data();
  const SequenceStep* step = currentStep(data, ui.controller.state());
  m_side = step && !step->leaf().side.empty() ? step->leaf().side : data.sides.empty() ? "" : data.sides.front().id;
  if (const Procedure* chosen = data.findProcedure(procedureId)) {
    for (const auto& input : chosen->inputs) {
      if (!input.defaultValue) continue;
      if (input.kind == InputKind::Flag) m_flags[input.id] = std::get_if<bool>(&*input.defaultValue) && std::get<bool>(*input.defaultValue);
      else m_text[input.id] = toDisplayString(*input.defaultValue);
    }
  }
}

void ResolvePanel::sync(Ui& ui) {
  auto& controller = ui.controller;
  if (m_seenUndone != controller.undoneResolutionSerial()) {
    m_seenUndone = controller.undoneResolutionSerial();
    const auto& log = controller.session().log();
    if (const auto& undone = controller.undoneResolution()) {
      refill(ui, undone->action, undone->index);
    } else if (m_kept && m_kept->index < controller.session().cursor() && m_kept->index < log.size() &&
               log[m_kept->index].action == m_kept->action) {
      // Redone: the resolution stands again, so its dice are used, as after any resolution.
      for (const auto& [id, dice] : m_kept->dice) m_text[id].clear();
      m_kept.reset();
    }
    // Discarded by another action: the dice stay in the form, still the table's dice.
  }
  if (m_seenResolutions != controller.resolutionCount()) {
    // A resolution went through (here or after the chart prompt): its dice are used,
    // the other inputs stay for the next one; the odds it was asked on mark its outcome.
    m_seenResolutions = controller.resolutionCount();
    const auto& result = controller.lastResolution();
    m_rollOdds.reset();
    if (m_oddsAsked && result && result->procedure && result->procedure->id == m_oddsAsked->first) {
      m_rollOdds = std::move(m_oddsAsked->second);
      m_rollOddsCount = m_seenResolutions;
    }
    m_oddsAsked.reset();
    m_scrollToResult = true;
    if (const Procedure* chosen = controller.data().findProcedure(m_procedure)) {
      for (const auto& input : chosen->inputs) {
        if (input.kind == InputKind::Dice) m_text[input.id].clear();
      }
    }
    m_kept.reset();
    m_error.clear();
  }
}

void ResolvePanel::refill(Ui& ui, const Action& action, std::size_t index) {
  const auto& data = ui.controller.data();
  auto procedureId = action.text("procedure");
  const Procedure* undone = procedureId ? data.findProcedure(*procedureId) : nullptr;
  if (!undone) return;
  // The form as it was when the resolution was asked for: the same procedure, side and
  // inputs, the dice rolled at the table among them.
  choose(ui, undone->id);
  m_text.clear();
  m_flags.clear();
  m_error.clear();
  m_side = action.side;
  Kept kept{index, action, {}};
  for (const auto& input : undone->inputs) {
    const Value* value = action.arg(input.id);
    if (!value) continue;
    if (input.kind == InputKind::Flag) {
      if (auto flag = std::get_if<bool>(value)) m_flags[input.id] = *flag;
      continue;
    }
    m_text[input.id] = toDisplayString(*value);
    if (input.kind == InputKind::Dice) kept.dice[input.id] = m_text[input.id];
  }
  m_kept = std::move(kept);
  m_focusFirst = false;
}

bool ResolvePanel::diceKept() const {
  // The kept dice belong to the procedure the form shows: choose() forgets them.
  if (!m_kept || m_kept->dice.empty()) return false;
  for (const auto& [id, dice] : m_kept->dice) {
    auto typed = m_text.find(id);
    if (typed == m_text.end() || typed->second != dice) return false;
  }
  return true;
}

Expected<std::map<std::string, Value>, std::string> ResolvePanel::typedInputs(const Procedure& procedure, bool withDice) const {
  std::map<std::string, Value> typed;
  for (const auto& input : procedure.inputs) {
    if (input.kind == InputKind::Flag) {
      auto flag = m_flags.find(input.id);
      if (flag != m_flags.end()) typed[input.id] = flag->second;
      continue;
    }
    auto found = m_text.find(input.id);
    if (found == m_text.end() || found->second.empty()) continue;
    if (input.kind == InputKind::Dice) {
      if (!withDice) continue;
      auto faces = parseValue(spreadDigits(found->second, input.dice), ValueKind::Dice);
      if (!faces) return unexpected(trf("{}: '{}' is not dice (type the faces, e.g. 3,5)", input.name, found->second));
      typed[input.id] = *faces;
    } else if (input.kind == InputKind::Number) {
      auto number = parseValue(found->second, ValueKind::Integer);
      if (!number) return unexpected(trf("{}: '{}' is not a whole number", input.name, found->second));
      typed[input.id] = *number;
    } else {
      typed[input.id] = guessValue(found->second);
      if (input.kind == InputKind::Choice || input.kind == InputKind::Side) typed[input.id] = found->second;
    }
  }
  return typed;
}

void ResolvePanel::drawInputs(Ui& ui, const Procedure& procedure) {
  const auto& data = ui.controller.data();
  // A two-column form: what to type on the left, the field on the right; Tab walks it.
  if (!ImGui::BeginTable("form", 2, ImGuiTableFlags_SizingFixedFit)) return;
  // Long names wrap in their column rather than squeezing the fields.
  // The acting side's label is measured too: "Camp qui agit" is longer than some inputs'
  // names and wrapped on three lines in a column cut to them.
  float nameWidth = ImGui::CalcTextSize(tr("Acting side")).x;
  for (const auto& input : procedure.inputs) nameWidth = std::max(nameWidth, ImGui::CalcTextSize(input.name.c_str()).x);
  nameWidth = std::min(nameWidth + ImGui::CalcTextSize("7.3.1").x + 12.0f, ImGui::GetContentRegionAvail().x * 0.42f);
  ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthFixed, nameWidth);
  ImGui::TableSetupColumn("field", ImGuiTableColumnFlags_WidthStretch);
  m_order.begin();
  m_lastInputOutOfSight.clear();
  // True when the name was clicked (a check box's words tick it).
  auto row = [&](const std::string& name, const std::string& rule) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(name.c_str());
    ImGui::PopTextWrapPos();
    const bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
    if (!rule.empty()) {
      // Beside the name when it fits, else under it, wrapped in the column.
      ImGui::SameLine();
      if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(rule.c_str()).x) ImGui::NewLine();
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.55f, 0.75f, 1.0f, 1.0f));
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextUnformatted(rule.c_str());
      ImGui::PopTextWrapPos();
      ImGui::PopStyleColor();
    }
    ImGui::TableNextColumn();
    ImGui::SetNextItemWidth(-FLT_MIN);
    return clicked;
  };
  row(tr("Acting side"), "");
  {
    // Typing part of a power's name finds it, however long the list (ten powers at 1280x720).
    std::vector<ListChoice> sides;
    for (const auto& side : data.sides) sides.push_back({side.id, sideLabel(ui.controller.session().setup(), side)});
    m_order.dropDown(ui, "##side", sides, m_side, nullptr, ImGui::GetContentRegionAvail().x);
  }
  bool first = true;
  // An input the data asks only of some sides (a Company's size, 4.0) is left out for the
  // others, and what was typed in it goes: the engine keeps its default for them.
  const NameLookup stateNames = ui.controller.state().lookup(data);
  std::string notAsked;
  for (const auto& input : procedure.inputs) {
    if (!m_side.empty() && !Procedure::asks(input, m_side, stateNames)) {
      m_text.erase(input.id);
      m_flags.erase(input.id);
      notAsked += (notAsked.empty() ? "" : ", ") + input.name;
      continue;
    }
    ImGui::PushID(input.id.c_str());
    const bool nameClicked = row(input.name, input.rule);
    if (first && m_focusFirst) {
      m_order.focusNext();
      m_focusFirst = false;
    }
    first = false;
    switch (input.kind) {
      case InputKind::Dice: {
        // The field, then the dice it reads as, drawn as they lie on the table (pips on a
        // d6): a typo shows at a glance.
        const float die = ImGui::GetFrameHeight();
        const float gap = ImGui::GetStyle().ItemInnerSpacing.x;
        const float shown = static_cast<float>(std::min(input.dice.count, 6)) * (die + gap);
        ImGui::SetNextItemWidth(std::max(60.0f, ImGui::GetContentRegionAvail().x - shown - ImGui::GetStyle().ItemSpacing.x));
        m_order.textField("##value", expectedText(ui.controller.data(), input).c_str(), m_text[input.id]);
        if (auto faces = typedFaces(m_text[input.id], input.dice)) {
          ImGui::SameLine();
          ImVec2 at = ImGui::GetCursorScreenPos();
          ImDrawList* draw = ImGui::GetWindowDrawList();
          for (std::size_t i = 0; i < faces->size() && i < 6; ++i) {
            drawDieFace(draw, ImVec2(at.x + die / 2 + static_cast<float>(i) * (die + gap), at.y + die / 2), die * 0.9f, 0.0f,
                        (*faces)[i], input.dice.highest, diePaint(input.dice.color), dieInk(input.dice.color));
          }
          ImGui::Dummy(ImVec2(shown, die));
        }
        break;
      }
      case InputKind::Number:
        m_order.textField("##value", expectedText(ui.controller.data(), input).c_str(), m_text[input.id], ImGuiInputTextFlags_CharsDecimal);
        break;
      case InputKind::Choice: {
        // "Choose …" until chosen, never blank.
        std::vector<ListChoice> words;
        for (const auto& choice : input.choices) words.push_back({choice, wordName(data, choice)});
        m_order.dropDown(ui, "##value", words, m_text[input.id], nullptr, ImGui::GetContentRegionAvail().x);
        break;
      }
      case InputKind::Flag:
        m_order.checkBox("##value", m_flags[input.id]);
        if (nameClicked) m_flags[input.id] = !m_flags[input.id];
        break;
      case InputKind::Side: {
        std::vector<ListChoice> sides;
        for (const auto& item : data.sides) sides.push_back({item.id, item.name});
        m_order.dropDown(ui, "##value", sides, m_text[input.id], nullptr, ImGui::GetContentRegionAvail().x);
        break;
      }
      case InputKind::Card: {
        auto& current = m_text[input.id];
        const Deck* deck = data.findDeck(input.deck);
        if (deck && !deck->cards.empty()) {
          std::vector<ListChoice> cards;
          for (const auto& card : deck->cards) cards.push_back({card.id, card.name});
          m_order.dropDown(ui, "##value", cards, current, nullptr, ImGui::GetContentRegionAvail().x);
        } else {
          m_order.textField("##value", expectedText(ui.controller.data(), input).c_str(), current);
        }
        break;
      }
    }
    m_lastInputOutOfSight = outOfSight(input.name);  // the last one asked stays
    if (!input.prompt.empty()) textWrappedMuted(input.prompt);
    ImGui::PopID();
  }
  ImGui::EndTable();
  m_order.end();
  const Side* acting = data.findSide(m_side);
  if (!notAsked.empty() && acting) textWrappedMuted(trf("Not asked of {}: {}", acting->name, notAsked));
}

void ResolvePanel::drawOdds(Ui& ui, const Procedure& procedure) {
  // Dice already typed narrow the odds; the others are enumerated face by face.
  auto known = typedInputs(procedure, true);
  std::string key = std::to_string(ui.controller.revision()) + "|" + m_procedure + "|" + m_side;
  if (known) {
    for (const auto& [name, value] : *known) key += "|" + name + "=" + toDisplayString(value);
  }
  if (key != m_oddsKey) {
    m_oddsKey = key;
    m_odds.reset();
    m_oddsError.clear();
    if (!known) {
      m_oddsError = known.error();
    } else {
      auto report = computeOdds(ui.controller.data(), procedure, *known, m_side, ui.controller.state(), ui.controller.charts());
      if (report) m_odds = *report;
      else if (report.error().code == ActionError::Code::MissingArgument)
        m_oddsError = std::string(tr("Fill in the inputs other than the dice to see the odds.")) + "\n" + report.error().message;
      else m_oddsError = report.error().message;
    }
  }
  // Once a resolution is in, and until the next dice are typed, the bars are those the
  // players saw before it, the outcome the roll fell on marked.
  const auto& result = ui.controller.lastResolution();
  bool diceTyped = false;
  for (const auto& input : procedure.inputs) {
    if (input.kind == InputKind::Dice && m_text.count(input.id) && !m_text.at(input.id).empty()) diceTyped = true;
  }
  const bool showRoll = m_rollOdds && m_rollOddsCount == ui.controller.resolutionCount() && result && result->procedure &&
                        result->procedure->id == m_procedure && !diceTyped;
  const OddsReport* report = showRoll ? &*m_rollOdds : m_odds ? &*m_odds : nullptr;
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(showRoll ? tr("Odds before this roll") : tr("Odds before the roll"));
  ImGui::PopFont();
  if (!report) {
    textWrappedMuted(m_oddsError);
    return;
  }
  if (report->rolled.empty()) {
    textWrappedMuted(tr("No dice left to roll: the result is certain."));
  }
  // The line the roll fell on: its outcome, or the unprinted cell it was read on.
  std::size_t rolled = report->lines.size();
  if (showRoll) {
    for (std::size_t i = 0; i < report->lines.size() && rolled == report->lines.size(); ++i) {
      if (report->lines[i].error.empty() && !report->lines[i].unknownCell && report->lines[i].label == result->headline(ui.controller.data())) rolled = i;
    }
    for (std::size_t i = 0; i < report->lines.size() && rolled == report->lines.size(); ++i) {
      if (report->lines[i].unknownCell && result->cell && *report->lines[i].unknownCell == *result->cell) rolled = i;
    }
  }
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float percentWidth = ImGui::CalcTextSize("100.0%").x + 8.0f;
  const float barWidth = ImGui::GetContentRegionAvail().x * 0.35f;
  const float barHeight = ImGui::GetTextLineHeight();
  for (std::size_t i = 0; i < report->lines.size(); ++i) {
    const auto& line = report->lines[i];
    const bool isRolled = i == rolled;
    double share = line.probability(report->totalWays);
    ImVec2 at = ImGui::GetCursorScreenPos();
    const std::string percent = percentText(share, 5);  // right-aligned: the bars start at the same x
    drawText(draw, at, isRolled ? oddsRolledColor : ImGui::GetColorU32(ImGuiCol_Text), percent.c_str());
    // The unprinted cell the roll fell on is known now (the players typed it): its share
    // reads as the outcome it gave.
    const bool nowKnown = isRolled && line.unknownCell;
    ImU32 color = !line.error.empty() ? oddsErrorColor : line.unknownCell && !nowKnown ? oddsUnknownColor : oddsBarColor;
    ImVec2 bar(at.x + percentWidth, at.y + 1.0f);
    draw->AddRectFilled(bar, ImVec2(bar.x + barWidth, bar.y + barHeight), IM_COL32(0x30, 0x30, 0x36, 0xFF), 2.0f);
    draw->AddRectFilled(bar, ImVec2(bar.x + std::max(2.0f, static_cast<float>(share) * barWidth), bar.y + barHeight), color, 2.0f);
    if (isRolled) draw->AddRect(ImVec2(bar.x - 2, bar.y - 2), ImVec2(bar.x + barWidth + 2, bar.y + barHeight + 2), oddsRolledColor, 3.0f, 0, 3.0f);
    ImGui::Dummy(ImVec2(percentWidth + barWidth, barHeight));
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%llu / %llu", static_cast<unsigned long long>(line.ways),
                                                  static_cast<unsigned long long>(report->totalWays));
    ImGui::SameLine();
    std::string text = line.label;
    if (line.unknownCell) text = trf("not printed ({}): your chart will say", cellName(ui.controller.data(), *line.unknownCell));
    if (nowKnown) text = result->headline(ui.controller.data());
    if (isRolled) text = trf("{}  ← rolled", text);
    ImGui::PushTextWrapPos(0.0f);
    if (isRolled) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(oddsRolledColor));
    ImGui::TextUnformatted(text.c_str());
    if (isRolled) ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
  }
}

void ResolvePanel::drawPreview(Ui& ui, const Procedure& procedure) {
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(tr("Modifiers"));
  ImGui::PopFont();
  auto typed = typedInputs(procedure, true);
  bool diceIn = typed.hasValue();
  if (typed) {
    for (const auto& input : procedure.inputs) {
      if (input.kind == InputKind::Dice && !typed->count(input.id)) diceIn = false;
    }
  }
  std::string key;
  if (diceIn) {
    key = std::to_string(ui.controller.revision()) + "|" + m_procedure + "|" + m_side;
    for (const auto& [name, value] : *typed) key += "|" + name + "=" + toDisplayString(value);
  }
  if (key != m_previewKey) {
    m_previewKey = key;
    m_preview.reset();
    m_previewError.clear();
    if (diceIn) {
      // resolve() is pure: this is what the engine will do, shown before confirming.
      auto preview = resolve(ui.controller.data(), procedure, *typed, m_side, ui.controller.state(), ui.controller.charts());
      if (preview) m_preview = *preview;
      else m_previewError = preview.error().message;
    }
  }
  if (m_preview) {
    if (m_preview->modifiers.empty()) textWrappedMuted(tr("No modifier applies."));
    for (const auto& modifier : m_preview->modifiers) {
      ImGui::TextWrapped("%+lld  %s", static_cast<long long>(modifier.value), modifier.name.c_str());
      ruleTag(modifier.rule);
    }
    if (m_preview->total) ImGui::Text("%s %lld", tr("Total:"), static_cast<long long>(*m_preview->total));
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.9f, 0.8f, 0.4f, 1));
    ImGui::TextWrapped("%s %s", tr("If confirmed:"), m_preview->headline(ui.controller.data()).c_str());
    ImGui::PopStyleColor();
  } else {
    // Before the dice are in: what the engine found to apply whatever the roll (counted
    // from the odds), then the modifiers that depend on the roll, with their conditions.
    if (m_odds) {
      for (const auto& modifier : m_odds->steadyModifiers) {
        ImGui::TextWrapped("%+lld  %s", static_cast<long long>(modifier.value), modifier.name.c_str());
        ruleTag(modifier.rule);
      }
      if (m_odds->steadyModifiers.empty() && !procedure.modifiers.empty()) {
        textWrappedMuted(tr("No modifier applies whatever the roll."));
      }
    }
    for (const auto& modifier : procedure.modifiers) {
      bool steady = m_odds && std::any_of(m_odds->steadyModifiers.begin(), m_odds->steadyModifiers.end(),
                                          [&](const AppliedModifier& a) { return a.name == modifier.name; });
      bool dependsOnRoll = m_odds && std::find(m_odds->rollDependentModifiers.begin(),
                                               m_odds->rollDependentModifiers.end(),
                                               modifier.name) != m_odds->rollDependentModifiers.end();
      if (steady || (m_odds && !dependsOnRoll)) continue;
      bulletWrapped(modifier.name);
      ruleTag(modifier.rule);
      if (!modifier.when.empty()) {
        ImGui::SameLine();
        // The condition itself is the data's expression: players read whether it applies.
        textWrappedMuted(dependsOnRoll ? tr("(depends on the roll)") : tr("(when it applies)"));
      }
    }
    if (procedure.modifiers.empty()) textWrappedMuted(tr("This procedure has no modifiers."));
    if (!m_previewError.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.6f, 0.3f, 1));
      ImGui::TextWrapped("%s", m_previewError.c_str());
      ImGui::PopStyleColor();
    }
  }
}

void ResolvePanel::drawResult(Ui& ui) {
  const auto& result = ui.controller.lastResolution();
  if (!result || result->procedure == nullptr) return;
  ImGui::PushFont(ui.fonts.large);
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.85f, 0.35f, 1));
  ImGui::TextWrapped("→ %s", result->headline(ui.controller.data()).c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::TextWrapped("%s", trf("{} (rule {})", result->procedure->name, result->procedure->rule).c_str());
  // The inputs by their names, the dice as they lay.
  std::string inputs;
  for (const auto& [id, value] : result->inputs) {
    const InputDef* input = result->procedure->findInput(id);
    if (input && input->kind == InputKind::Dice) continue;
    std::string shown = valueText(ui.controller.data(), value);
    inputs += (inputs.empty() ? "" : ", ") + (input ? input->name : id) + " " + shown;
  }
  for (const auto& input : result->procedure->inputs) {
    if (input.kind != InputKind::Dice) continue;
    auto found = result->inputs.find(input.id);
    if (found == result->inputs.end()) continue;
    DiceFaces faces;
    if (auto dice = std::get_if<DiceFaces>(&found->second)) faces = *dice;
    else if (auto number = std::get_if<std::int64_t>(&found->second)) faces = {*number};
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted((input.name + ":").c_str());
    const float die = ImGui::GetFrameHeight();
    const float gap = ImGui::GetStyle().ItemInnerSpacing.x;
    ImGui::SameLine();
    ImVec2 at = ImGui::GetCursorScreenPos();
    for (std::size_t i = 0; i < faces.size(); ++i) {
      drawDieFace(ImGui::GetWindowDrawList(), ImVec2(at.x + die / 2 + static_cast<float>(i) * (die + gap), at.y + die / 2),
                  die * 0.9f, 0.0f, faces[i], input.dice.highest, diePaint(input.dice.color), dieInk(input.dice.color));
    }
    ImGui::Dummy(ImVec2(static_cast<float>(faces.size()) * (die + gap), die));
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(toDisplayString(found->second).c_str());
  }
  if (!inputs.empty()) textWrappedMuted(inputs);
  for (const auto& modifier : result->modifiers) {
    ImGui::TextWrapped("%+lld  %s", static_cast<long long>(modifier.value), modifier.name.c_str());
    ruleTag(modifier.rule);
  }
  if (result->total) ImGui::Text("%s %lld", tr("Total:"), static_cast<long long>(*result->total));
  if (result->cell) {
    const Table* table = ui.controller.data().findTable(result->cell->table);
    std::string where = trf("Table: {}", cellName(ui.controller.data(), *result->cell));
    if (result->rowClamped || result->columnClamped) where += std::string(" ") + tr("(read at the end of the table)");
    ImGui::TextWrapped("%s", where.c_str());
    if (table) ruleTag(table->rule);
    for (const auto& [field, value] : result->fields) {
      std::string name = field;
      if (table) {
        if (auto index = table->fieldIndex(field)) name = table->fields[*index].name;
      }
      bulletWrapped(name + ": " + valueText(ui.controller.data(), value));
    }
    // One click to the table as printed, this cell outlined in gold (Tables panel).
    if (table && ImGui::Button(label("See it in the table", "see-in-table").c_str())) seeInTable(ui);
  }
  // The changes to the books as the action made them (every book, turn and step, each in
  // the players' words), while the result shown is the last action's; else the effects.
  const auto* changes = ui.controller.lastActionChanges();
  const auto& session = ui.controller.session();
  if (changes && session.log()[session.cursor() - 1].action.type == "resolve") {
    if (!changes->empty()) {
      ImGui::TextUnformatted(tr("Books changed:"));
      for (const auto& line : bookChangeLines(*changes)) bulletWrapped(line);
    }
    for (const auto& change : result->changes) {
      if (change.clamped) bulletWrapped(trf("{}: stopped at the end of the track", slotName(ui.controller.data(), change.key)));
    }
  } else if (!result->changes.empty()) {
    ImGui::TextUnformatted(tr("Books changed:"));
    for (const auto& change : result->changes) {
      const auto& schema = ui.controller.data().schema;
      auto slot = schema.find(change.key);
      const std::string& name = slot ? schema.slots()[*slot].name : change.key;
      bulletWrapped(name + ": " + valueText(ui.controller.data(), change.before) + " → " +
                    valueText(ui.controller.data(), change.after) + (change.clamped ? tr(" (end of the track)") : ""));
      ruleTag(change.rule);
    }
  }
  if (!result->board.empty()) {
    ImGui::TextUnformatted(tr("On the board:"));
    for (const auto& line : result->board) bulletWrapped(line);
  }
}

void ResolvePanel::draw(Ui& ui) {
  const auto& data = ui.controller.data();
  sync(ui);
  const Procedure* chosen = procedure(ui);
  if (!chosen) {
    ImGui::TextUnformatted(tr("This game has no procedures."));
    return;
  }
  // The procedure list: the current step's own first.
  const SequenceStep* step = currentStep(data, ui.controller.state());
  std::vector<const Procedure*> list;
  if (step) {
    for (const auto& id : step->leaf().procedures) {
      if (const Procedure* item = data.findProcedure(id)) list.push_back(item);
    }
  }
  std::size_t ownCount = list.size();
  for (const auto& item : data.procedures) {
    if (std::find(list.begin(), list.end(), &item) == list.end()) list.push_back(&item);
  }
  if (beginFittedCombo(label("Procedure", "procedure"), chosen->name, 360.0f * ui.settings.uiScale)) {
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (i == ownCount && ownCount > 0) ImGui::Separator();
      std::string text = list[i]->name + (i < ownCount ? std::string("  ★ ") + tr("this step") : "") + "##" + list[i]->id;
      if (ImGui::Selectable(text.c_str(), list[i] == chosen)) choose(ui, list[i]->id);
    }
    ImGui::EndCombo();
  }
  ruleTag(chosen->rule);
  if (!chosen->description.empty()) textWrappedMuted(chosen->description);
  ImGui::Separator();

  // Left: the form, Roll and Resolve, the result right under them (scrolled into view
  // when it comes in), the modifiers. Right: the odds, the outcome rolled marked, and
  // the dice tray under them once the app's dice were thrown.
  const float half = ImGui::GetContentRegionAvail().x * 0.5f;
  ImGui::BeginChild("form", ImVec2(half, 0));
  if (m_scrollToTop) {
    ImGui::SetScrollY(0.0f);
    m_scrollToTop = false;
  }
  drawInputs(ui, *chosen);
  ImGui::Spacing();
  // A limit already reached (18.2's one declaration a turn) or a prohibition the inputs
  // already decide (22.13: no reaction without a general) is said before anyone rolls,
  // and Roll and Resolve are disabled; the engine would refuse the resolution anyway.
  std::optional<LimitReached> reached;
  std::optional<std::string> forbidden;
  {
    Action asked{"resolve", m_side, {}, "", 0};
    if (auto withoutDice = typedInputs(*chosen, false)) asked.args = *withoutDice;
    forbidden = refusalBeforeRoll(data, *chosen, asked.args, m_side, ui.controller.state());
    asked.args["procedure"] = m_procedure;
    reached = limitReached(data, ui.controller.state(), asked);
  }
  if (reached) {
    textWrappedMuted(reached->shortText);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", reached->message.c_str());
  } else if (forbidden) {
    textWrappedMuted(*forbidden);
  }
  const bool blocked = reached.has_value() || forbidden.has_value();
  ImGui::BeginDisabled(blocked);
  const auto diceInputs = std::count_if(chosen->inputs.begin(), chosen->inputs.end(),
                                        [](const InputDef& input) { return input.kind == InputKind::Dice; });
  if (diceInputs > 0) {
    const bool oneDie = diceInputs == 1 && std::any_of(chosen->inputs.begin(), chosen->inputs.end(), [](const InputDef& input) {
                          return input.kind == InputKind::Dice && input.dice.count == 1;
                        });
    if (ImGui::Button(label(oneDie ? "Roll the die" : "Roll the dice", "roll").c_str())) rollAll(ui, m_error);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", tr("The app rolls every die of this procedure in the tray (logged like dice typed in)"));
    }
    // Resolve beside it when it fits the form's column, else under it: never cut by the
    // odds.
    const float resolveWidth = ImGui::CalcTextSize(tr("Resolve (Enter)")).x + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < resolveWidth) ImGui::NewLine();
  }
  if (ImGui::Button(label("Resolve (Enter)", "resolve").c_str()) || (ui.enterPressed && !blocked)) resolveNow(ui, m_error);
  m_resolveOutOfSight = outOfSight(tr("Resolve (Enter)"));
  ImGui::EndDisabled();
  // A printed value the players are asked for is a request, not a mistake: not in red.
  if (m_error == tr("The table does not print this cell: type it from your chart.")) textWrappedMuted(m_error);
  else errorText(m_error);
  if (diceKept()) {
    textWrappedMuted(tr("The dice of the undone resolution are kept: fix what was wrong and resolve again. The log "
                        "will say the dice were kept, not rolled again."));
  }
  if (ui.controller.lastResolution() && ui.controller.lastResolution()->procedure) {
    ImGui::Separator();
    const float top = ImGui::GetCursorPosY();
    drawResult(ui);
    if (m_scrollToResult) {
      // A long form pushes the result down: once, it comes into view, its top first.
      m_scrollToResult = false;
      const float bottom = ImGui::GetCursorPosY();
      if (bottom > ImGui::GetScrollY() + ImGui::GetWindowHeight()) ImGui::SetScrollY(std::min(top, bottom - ImGui::GetWindowHeight()));
    }
    ImGui::Separator();
  }
  ImGui::Spacing();
  drawPreview(ui, *chosen);
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginChild("odds-and-tray");
  const float trayHeight = ui.diceTray.empty() ? 0.0f : ImGui::GetContentRegionAvail().y * 0.4f;
  ImGui::BeginChild("odds", ImVec2(0, -trayHeight));
  drawOdds(ui, *chosen);
  ImGui::EndChild();
  if (!ui.diceTray.empty()) ui.diceTray.draw(ImGui::GetContentRegionAvail().x, ImGui::GetContentRegionAvail().y - 4.0f);
  ImGui::EndChild();
}

bool ResolvePanel::resolveNow(Ui& ui, std::string& error) {
  const Procedure* chosen = ui.controller.data().findProcedure(m_procedure);
  if (!chosen) {
    error = trf("No procedure named '{}'", m_procedure);
    return false;
  }
  auto typed = typedInputs(*chosen, true);
  if (!typed) {
    error = typed.error();
    return false;
  }
  Action action{"resolve", m_side, *typed, "", 0};
  action.args["procedure"] = m_procedure;
  // The dice of an undone resolution, resolved again after a fix: a logged fact.
  if (diceKept()) action.args[std::string(keptDiceArgument)] = true;
  // The odds as the players saw them, to mark the outcome once the result is in.
  m_oddsAsked.reset();
  if (auto withoutDice = typedInputs(*chosen, false)) {
    auto odds = computeOdds(ui.controller.data(), *chosen, *withoutDice, m_side, ui.controller.state(), ui.controller.charts());
    if (odds) m_oddsAsked = std::make_pair(m_procedure, *odds);
  }
  auto applied = ui.controller.perform(action);
  if (!applied && ui.controller.asking()) {
    error.clear();  // the question about the undone actions comes first
    return true;
  }
  if (!applied) {
    // An unprinted cell opens the chart prompt; anything else is shown here.
    error = applied.error().cell ? std::string(tr("The table does not print this cell: type it from your chart."))
                                 : applied.error().message;
    return false;
  }
  error.clear();
  return true;
}

bool ResolvePanel::rollAll(Ui& ui, std::string& error) {
  const Procedure* chosen = ui.controller.data().findProcedure(m_procedure);
  std::vector<std::string> inputs;
  if (chosen) {
    for (const auto& input : chosen->inputs) {
      if (input.kind == InputKind::Dice) inputs.push_back(input.id);
    }
  }
  if (inputs.empty()) {
    error = tr("This procedure has no dice to roll.");
    return false;
  }
  m_error.clear();
  m_throw.clear();
  rollFrom(ui, m_procedure, std::move(inputs), 0);
  error = m_error;
  return m_error.empty();
}

void ResolvePanel::rollFrom(Ui& ui, const std::string& procedureId, std::vector<std::string> inputs, std::size_t next) {
  const Procedure* chosen = ui.controller.data().findProcedure(procedureId);
  if (!chosen || next >= inputs.size()) {
    // Every die is logged: they are thrown together.
    if (!m_throw.empty()) {
      ui.diceTray.throwDice(m_throw, static_cast<std::uint32_t>(ui.controller.session().cursor() * 7919u));
    }
    m_throw.clear();
    return;
  }
  const InputDef* input = chosen->findInput(inputs[next]);
  if (!input) return;
  // The engine rolls with its seeded generator; each input's roll is logged like typed dice.
  const NamedDie* named = nullptr;
  for (const auto& die : ui.controller.data().dice) {
    if (die.spec.label == input->dice.label || die.id == input->dice.label) named = &die;
  }
  Action action{"roll", m_side, {{"dice", named ? named->id : input->dice.label}}, "", 0};
  const DiceSpec spec = input->dice;
  const std::string id = input->id;
  // Performed now, or after the players agreed to discard undone actions: either way the
  // faces go in the form and the next input is rolled.
  auto applied = ui.controller.perform(action, [this, &ui, procedureId, inputs, next, spec, id](const Applied& done) {
    if (const Value* result = done.recorded.arg("result")) {
      m_text[id] = toDisplayString(*result);
      if (auto faces = std::get_if<DiceFaces>(result)) m_throw.push_back(ThrownDice{*faces, spec.highest, spec.color});
      else if (auto number = std::get_if<std::int64_t>(result)) m_throw.push_back(ThrownDice{{*number}, spec.highest, spec.color});
    }
    rollFrom(ui, procedureId, inputs, next + 1);
  });
  if (!applied && !ui.controller.asking()) m_error = applied.error().message;
}

bool ResolvePanel::setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) {
  const auto& data = ui.controller.data();
  sync(ui);
  if (name == "procedure") {
    if (!data.findProcedure(value)) {
      error = trf("No procedure named '{}'", value);
      return false;
    }
    choose(ui, value);
    return true;
  }
  const Procedure* chosen = procedure(ui);
  if (name == "side") {
    if (!data.findSide(value)) {
      error = trf("No side named '{}'", value);
      return false;
    }
    m_side = value;
    return true;
  }
  const InputDef* input = chosen ? chosen->findInput(name) : nullptr;
  if (!input) return Panel::setField(ui, name, value, error);
  if (input->kind == InputKind::Flag) {
    auto flag = parseValue(value, ValueKind::Flag);
    if (!flag) {
      error = trf("'{}' is not yes or no", value);
      return false;
    }
    m_flags[name] = std::get<bool>(*flag);
  } else {
    m_text[name] = value;
  }
  return true;
}

bool ResolvePanel::press(Ui& ui, const std::string& button, std::string& error) {
  sync(ui);
  const Procedure* chosen = procedure(ui);
  if (button == "resolve") return resolveNow(ui, error);
  if (button == "roll" && chosen) return rollAll(ui, error);
  if (button == "see-in-table") {
    if (!ui.controller.lastResolution() || !ui.controller.lastResolution()->cell) return error = "no resolution read a table", false;
    seeInTable(ui);
    return true;
  }
  return Panel::press(ui, button, error);
}

void ResolvePanel::seeInTable(Ui& ui) {
  const auto& result = ui.controller.lastResolution();
  if (!result || !result->cell) return;
  ui.requestedCell = result->cell;
  ui.showPanel("tables");
}

void ResolvePanel::dumpForm(std::map<std::string, std::string>& dump) const {
  dump["form.procedure"] = m_procedure;
  dump["form.side"] = m_side;
  for (const auto& [id, text] : m_text) dump["form." + id] = text;
  for (const auto& [id, flag] : m_flags) dump["form." + id] = flag ? "true" : "false";
  dump["form.dice_kept"] = diceKept() ? "true" : "false";
  // "yes" when the last input and Resolve were in sight without scrolling last frame.
  std::string hidden = m_lastInputOutOfSight;
  if (!m_resolveOutOfSight.empty()) hidden += (hidden.empty() ? "" : ", ") + m_resolveOutOfSight;
  dump["form.whole"] = hidden.empty() ? "yes" : "no: " + hidden;
}

}  // namespace adc::gui
