// Vendée Militaire's battle helper: a form per stage of the module (set-up, draw,
// designate, outbid, end of round) that builds the module's actions. Legality is the
// engine's: hexes are offered when the action on a copy of the state is not refused for
// that hex, the play form shows the engine's answer before it is confirmed, and every
// refusal is shown with its message.

#include "boards/vendee_board.hpp"

#include "boards/vendee_state.hpp"
#include "translate.hpp"

#include "adc/display_names.hpp"
#include "adc/rule_module.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <set>

namespace adc::gui {

using namespace vendee_view;

namespace {

const std::array<std::string, 4> seatIds{"s1", "s2", "s3", "s4"};

// Seats clockwise alternate Blue and White, seat 1 Blue [L250] (game.toml's seat names).
std::string seatSide(const std::string& seat) { return seat == "s1" || seat == "s3" ? "blue" : "white"; }

std::optional<std::int64_t> parseNumber(const std::string& text) {
  std::int64_t value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::string typeName(const std::string& type) {
  if (type == "military") return tr("Military");
  if (type == "territory") return tr("Territory");
  if (type == "both") return tr("Military/Territory");
  return tr("none");
}

ImVec4 sideButton(const GameData& data, const std::string& side) {
  const Side* found = data.findSide(side);
  return ImGui::ColorConvertU32ToFloat4(found ? parseHexColor(found->color) : 0xFF808080u);
}

// Widths of the next item, for flow(): a button, a checkbox, a text.
float buttonWidth(const std::string& text) {
  return ImGui::CalcTextSize(text.c_str(), nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2.0f;
}
float checkboxWidth(const std::string& text) {
  return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(text.c_str(), nullptr, true).x;
}
float textWidth(const std::string& text) { return ImGui::CalcTextSize(text.c_str(), nullptr, true).x; }

// The next item on the same line if it fits in the column, else on the next line.
void flow(float width) {
  float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width;
  if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
}

// A toggle drawn as a button that stays lit while chosen.
bool choiceButton(const std::string& text, bool chosen, ImVec2 size = ImVec2(0, 0)) {
  if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.55f, 0.15f, 1.0f));
  bool pressed = ImGui::Button(text.c_str(), size);
  if (chosen) ImGui::PopStyleColor();
  return pressed;
}

}  // namespace

std::string VendeeBoardView::actingSide(const Ui& ui) const {
  // Four players: the chosen seat's side (seats alternate, s1 Blue [L250]); the engine
  // says whether that player may play now.
  if (!m_seat.empty() && flag(ui.controller, "four_player")) return seatSide(m_seat);
  return text(ui.controller, "to_play");
}

void VendeeBoardView::addSetAside(Action& action) const {
  for (const auto& side : m_askSetAside) {
    auto found = m_setAside.find(side);
    action.args["set_aside_" + side] = Value{found != m_setAside.end() ? found->second : std::int64_t{0}};
  }
}

Action VendeeBoardView::playAction(const Ui& ui) const {
  Action action{"vm_play", actingSide(ui), {}, "", 0};
  if (m_normalBonus > 0) {
    action.args["normal_bonus"] = Value{m_normalBonus};
  } else {
    if (m_value > 0) action.args["value"] = Value{m_value};
    action.args["type"] = Value{m_type};
  }
  if (m_bonus > 0) action.args["bonus"] = Value{m_bonus};
  if (m_plusRound) action.args["plus_round"] = Value{true};
  if (m_minusRound) action.args["minus_round"] = Value{true};
  if (m_unique > 0) action.args["unique"] = Value{m_unique};
  if (m_text != "none") action.args["text"] = Value{m_text};
  if (!m_seat.empty()) action.args["seat"] = Value{m_seat};
  return action;
}

void VendeeBoardView::resetPlay() {
  m_value = 0;
  m_normalBonus = 0;
  m_bonus = 0;
  m_plusRound = false;
  m_minusRound = false;
  m_unique = 0;
  m_text = "none";
  m_cancelUnique = false;
  m_die = 0;
  m_seat.clear();  // four players: each play names its seat again
}

const std::vector<VendeeBoardView::Choice>& VendeeBoardView::accepted(Ui& ui, const std::string& type,
                                                                      const std::vector<std::string>& sides) {
  std::string key = type;
  for (const auto& side : sides) key += ":" + side;
  auto& cached = m_accepted[key];
  if (cached.revision == ui.controller.revision()) return cached.choices;
  cached.revision = ui.controller.revision();
  cached.choices.clear();
  cached.refusals.clear();
  const auto& data = ui.controller.data();
  for (std::int64_t hex = firstHex; hex <= lastHex; ++hex) {
    for (const auto& side : sides) {
      GameState copy = ui.controller.state();
      Action action{type, side, {{"hex", Value{hex}}}, "", 0};
      auto applied = applyAction(data, copy, action);
      // Refused for the hex itself (or the side): not offered. A refusal for something
      // else (a printed value to type in, a reshuffle to count) still lets the players
      // choose the hex; the engine then asks for what it needs.
      bool offered = applied || (applied.error().argument != "hex" && applied.error().argument != "side" &&
                                 applied.error().code != ActionError::Code::NotAllowed);
      if (offered) {
        cached.choices.push_back(Choice{hex, side});
        cached.refusals.erase(hex);
        break;
      }
      // With two sides tried, the refusal kept is the one for the hex's own side.
      if (!cached.refusals.count(hex) || side == text(ui.controller, hexKey("control", hex))) {
        cached.refusals[hex] = applied.error().message;
      }
    }
  }
  return cached.choices;
}

std::string VendeeBoardView::refusal(Ui& ui, const std::string& type, const std::vector<std::string>& sides,
                                     std::int64_t hex) {
  accepted(ui, type, sides);
  std::string key = type;
  for (const auto& side : sides) key += ":" + side;
  const auto& refusals = m_accepted[key].refusals;
  auto found = refusals.find(hex);
  return found != refusals.end() ? found->second : std::string();
}

std::string VendeeBoardView::preview(Ui& ui, const Action& action, bool& ok) {
  if (m_previewRevision != ui.controller.revision() || !(m_previewAction == action)) {
    m_previewRevision = ui.controller.revision();
    m_previewAction = action;
    GameState copy = ui.controller.state();
    auto applied = applyAction(ui.controller.data(), copy, action);
    m_previewOk = static_cast<bool>(applied);
    m_previewText = applied ? applied->summary : applied.error().message;
  }
  ok = m_previewOk;
  return m_previewText;
}

bool VendeeBoardView::perform(Ui& ui, Action action, std::string& error) {
  // Once done (now, or when the players agreed to discard undone actions): the status
  // line shows the summary and the forms start again.
  auto applied = ui.controller.perform(std::move(action), [this, &ui](const Applied&) {
    m_outcomeRevision = ui.controller.revision();
    m_outcome.clear();
    m_outcomeError = false;
    m_askSetAside.clear();
    m_setAside.clear();
    resetPlay();
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
    m_outcomeError = false;
    return true;
  }
  if (refusal.code == ActionError::Code::MissingArgument && refusal.argument.starts_with("set_aside_")) {
    m_askSetAside.insert(refusal.argument.substr(std::string("set_aside_").size()));
  }
  m_outcome = describeError(refusal);
  m_outcomeError = true;
  error = m_outcome;
  return false;
}

bool VendeeBoardView::setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) {
  auto numberIn = [&](std::int64_t low, std::int64_t high, std::int64_t& into) {
    auto parsed = parseNumber(value);
    if (!parsed || *parsed < low || *parsed > high) {
      error = trf("{}: '{}' is not a number from {} to {}", name, value, low, high);
      return false;
    }
    into = *parsed;
    return true;
  };
  auto yesNo = [&](bool& into) {
    if (value == "true" || value == "yes" || value == "1") into = true;
    else if (value == "false" || value == "no" || value == "0") into = false;
    else {
      error = trf("{}: '{}' is not true or false", name, value);
      return false;
    }
    return true;
  };
  if (name == "value") {
    if (!numberIn(0, 5, m_value)) return false;
    if (m_value > 0) m_normalBonus = 0;
    return true;
  }
  if (name == "normal_bonus") {
    if (!numberIn(0, 2, m_normalBonus)) return false;
    if (m_normalBonus > 0) m_value = 0;
    return true;
  }
  if (name == "type") {
    static const std::map<std::string, std::string> types{{"military", "military"}, {"m", "military"},
                                                         {"territory", "territory"}, {"t", "territory"},
                                                         {"both", "both"}, {"mt", "both"}};
    auto found = types.find(value);
    if (found == types.end()) {
      error = trf("type: '{}' is not military, territory or both", value);
      return false;
    }
    m_type = found->second;
    return true;
  }
  if (name == "bonus") return numberIn(0, 2, m_bonus);
  if (name == "plus_round") return yesNo(m_plusRound);
  if (name == "minus_round") return yesNo(m_minusRound);
  if (name == "unique") return numberIn(0, 2, m_unique);
  if (name == "text") {
    static const std::set<std::string> texts{"none", "diplomacy", "epidemie", "viree_de_galerne", "extra_general"};
    if (!texts.count(value)) {
      error = trf("text: '{}' is not none, diplomacy, epidemie, viree_de_galerne or extra_general", value);
      return false;
    }
    m_text = value;
    return true;
  }
  if (name == "cancel_unique") return yesNo(m_cancelUnique);
  if (name == "die") return numberIn(1, 6, m_die);
  if (name == "hex") return numberIn(firstHex, lastHex, m_hex);
  if (name == "white") {
    m_white = value;
    return true;
  }
  if (name == "seat") {
    if (!value.empty() && std::find(seatIds.begin(), seatIds.end(), value) == seatIds.end()) {
      error = trf("seat: '{}' is not s1, s2, s3 or s4", value);
      return false;
    }
    m_seat = value;
    return true;
  }
  if (name == "set_aside_white" || name == "set_aside_blue") {
    std::string side = name.substr(std::string("set_aside_").size());
    m_askSetAside.insert(side);
    return numberIn(0, 52, m_setAside[side]);
  }
  return BoardView::setField(ui, name, value, error);
}

bool VendeeBoardView::press(Ui& ui, const std::string& button, std::string& error) {
  return pressButton(ui, button, error);
}

bool VendeeBoardView::pressButton(Ui& ui, const std::string& button, std::string& error) {
  auto& controller = ui.controller;
  const std::string attacker = text(controller, "attacker");
  const std::string standSide = text(controller, "stand_side");
  auto withSeat = [&](Action action) {
    if (!m_seat.empty()) action.args["seat"] = Value{m_seat};
    return action;
  };
  if (button == "setup") {
    Action action{"vm_setup", "", {}, "", 0};
    if (!m_white.empty()) {
      auto faces = parseValue(m_white, ValueKind::Dice);
      if (!faces) {
        error = trf("white: '{}' is not a list of hexes such as 1,4,6,7,9,12,13", m_white);
        m_outcome = error;
        m_outcomeError = true;
        return false;
      }
      action.args["white"] = *faces;
    }
    return perform(ui, action, error);
  }
  if (button == "fortify") {
    // The side whose hex it is; the engine says when it is not their turn to place.
    std::string side = text(controller, hexKey("control", m_hex));
    return perform(ui, Action{"vm_fortify", side == "white" || side == "blue" ? side : "blue", {{"hex", Value{m_hex}}}, "", 0}, error);
  }
  if (button == "draw") {
    Action action{"vm_draw", "", {}, "", 0};
    addSetAside(action);
    return perform(ui, action, error);
  }
  if (button == "designate") {
    Action action{"vm_designate", attacker, {{"hex", Value{m_hex}}}, "", 0};
    addSetAside(action);
    return perform(ui, action, error);
  }
  if (button == "pass") return perform(ui, Action{"vm_pass", attacker, {}, "", 0}, error);
  if (button == "play") return perform(ui, playAction(ui), error);
  if (button == "cancel") {
    Action action = withSeat(Action{"vm_cancel", actingSide(ui), {}, "", 0});
    if (m_cancelUnique) action.args["unique"] = Value{std::int64_t{1}};
    return perform(ui, action, error);
  }
  if (button == "general" || button == "extra_general") {
    Action action{"vm_general", actingSide(ui), {}, "", 0};
    if (m_die > 0) action.args["die"] = Value{m_die};
    if (button == "extra_general") action.args["extra"] = Value{true};
    return perform(ui, action, error);
  }
  if (button == "cannot_outbid") return perform(ui, Action{"vm_cannot_outbid", actingSide(ui), {}, "", 0}, error);
  if (button == "convert" || button == "remove_fortress" || button == "add_hex") {
    return perform(ui, Action{"vm_" + button, standSide, {{"hex", Value{m_hex}}}, "", 0}, error);
  }
  if (button == "discard_random") return perform(ui, withSeat(Action{"vm_discard_random", standSide, {}, "", 0}), error);
  if (button == "gain_extra_general") return perform(ui, Action{"vm_extra_general", standSide, {}, "", 0}, error);
  if (button == "next_round") return perform(ui, Action{"next", "", {}, "", 0}, error);
  return BoardView::press(ui, button, error);
}

void VendeeBoardView::drawOutcome() {
  // Refusals, and what the engine waits for; a success is in the status line.
  if (m_outcome.empty()) return;
  if (m_outcomeError) errorText(m_outcome);
  else textWrappedMuted(m_outcome);
}

bool VendeeBoardView::accepts(Ui& ui, const Action& action) {
  auto& cached = m_accepts.try_emplace(action.type, ~std::uint64_t{0}, false).first->second;
  if (cached.first != ui.controller.revision()) {
    GameState copy = ui.controller.state();
    auto applied = applyAction(ui.controller.data(), copy, action);
    // A reshuffle to count is asked for by the engine when the action is performed.
    cached = {ui.controller.revision(), applied || (applied.error().code == ActionError::Code::MissingArgument &&
                                                    applied.error().argument.starts_with("set_aside_"))};
  }
  return cached.second;
}

void VendeeBoardView::drawActions(Ui& ui) {
  // The engine's last answer stays until something else happens (undo, another panel).
  if (m_outcomeRevision != ui.controller.revision() && !m_outcome.empty()) {
    m_outcome.clear();
    m_askSetAside.clear();
  }
  const std::string stage = text(ui.controller, "stage");
  ImGui::Separator();
  if (ui.controller.state().gameOver) {
    // The rule module's victory count says who won and how it was decided.
    const auto& data = ui.controller.data();
    const RuleModule* module = findRuleModule(data.id);
    ImGui::PushFont(ui.fonts.large);
    if (module && module->victory) {
      const VictoryReport report = module->victory(data, ui.controller.state());
      const Side* winner = data.findSide(report.winner);
      ImGui::TextWrapped("%s", trf("The game is over: {} win", winner ? winner->name : report.winner).c_str());
      ImGui::PopFont();
      ImGui::TextWrapped("%s", (report.explanation + " (" + trf("rule {}", report.rule) + ")").c_str());
    } else {
      ImGui::TextUnformatted(tr("The game is over."));
      ImGui::PopFont();
    }
  } else if (stage == "setup") {
    drawSetup(ui);
  } else if (stage == "fortresses") {
    drawFortify(ui);
  } else if (stage == "draw") {
    drawDraw(ui);
  } else if (stage == "designate") {
    drawDesignate(ui);
  } else if (stage == "bidding") {
    drawBidding(ui);  // with the engine's answer above the card texts
    return;
  } else if (stage == "round_over") {
    // A new round's draw, once the round is closed (the engine says when it takes it).
    if (accepts(ui, Action{"vm_draw", "", {}, "", 0})) drawDraw(ui);
    else drawRoundOver(ui);
  }
  drawOutcome();
}

void VendeeBoardView::drawSetAsideFields(Ui& ui) {
  // Only when the engine asked: a pile ran out and the discard is reshuffled [L124].
  for (const auto& side : m_askSetAside) {
    ImGui::SetNextItemWidth(120.0f * ui.settings.uiScale);
    int count = static_cast<int>(m_setAside[side]);
    if (ImGui::InputInt(trf("Unique Events {} set aside at the reshuffle##vm-set-aside-{}", sideWord(ui.controller, side), side).c_str(), &count)) {
      m_setAside[side] = std::clamp<std::int64_t>(count, 0, 52);
    }
  }
}

void VendeeBoardView::drawSetup(Ui& ui) {
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(tr("Set-up"));
  ImGui::PopFont();
  std::string error;
  if (text(ui.controller, "setup_mode") == "random") {
    ImGui::TextWrapped("%s", tr("Random Setup: type the 7 hexes you placed White side up, or leave it empty for the app to draw them."));
    ImGui::SetNextItemWidth(260.0f * ui.settings.uiScale);
    limitedInput(label("White side up", "vm-white").c_str(), nullptr, m_white, longestText);
  } else {
    ImGui::TextWrapped("%s", tr("Place hexes 1-14, Fortress tokens on 3 and 11 (Blue) and 5 and 10 (White). The app asks for each starting face it does not know."));
  }
  if (ImGui::Button(label("Place the hexes (Enter)", "vm-setup").c_str(), ImVec2(0, ImGui::GetFrameHeight() * 1.4f)) || ui.enterPressed) {
    pressButton(ui, "setup", error);
  }
}

void VendeeBoardView::drawFortify(Ui& ui) {
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(tr("Place the Fortress tokens (Blue first)"));
  ImGui::PopFont();
  textWrappedMuted(tr("Click a green-rimmed hex on the map, or a button:"));
  std::string error;
  for (const auto& choice : accepted(ui, "vm_fortify", {"blue", "white"})) {
    ImGui::PushStyleColor(ImGuiCol_Button, sideButton(ui.controller.data(), choice.side));
    ImGui::PushStyleColor(ImGuiCol_Text, choice.side == "blue" ? ImVec4(1, 1, 1, 1) : ImVec4(0.1f, 0.1f, 0.1f, 1));
    if (ImGui::Button(trf("{} {}##vm-fortify", sideWord(ui.controller, choice.side), choice.hex).c_str())) {
      m_hex = choice.hex;
      pressButton(ui, "fortify", error);
    }
    ImGui::PopStyleColor(2);
    ImGui::SameLine();
  }
  ImGui::NewLine();
}

void VendeeBoardView::drawDraw(Ui& ui) {
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(trf("Round {}: draw", ui.controller.state().turn).c_str());
  ImGui::PopFont();
  drawSetAsideFields(ui);
  std::string error;
  if (ImGui::Button(label("Both players draw (Enter)", "vm-draw").c_str(), ImVec2(0, ImGui::GetFrameHeight() * 1.4f)) || ui.enterPressed) {
    pressButton(ui, "draw", error);
  }
}

void VendeeBoardView::drawDesignate(Ui& ui) {
  auto& controller = ui.controller;
  const std::string attacker = text(controller, "attacker");
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(trf("{} attacks: choose the battle hex", sideWord(ui.controller, attacker)).c_str());
  ImGui::PopFont();
  textWrappedMuted(tr("Click a green-rimmed hex on the map or a button; hover another hex to see why it cannot be chosen."));
  drawSetAsideFields(ui);
  std::string error;
  const auto& choices = accepted(ui, "vm_designate", {attacker});
  const float size = ImGui::GetFrameHeight() * 1.5f;
  // The hexes the engine accepts, the enemy's (to take or to raze a Fortress) apart from
  // the Attacker's own (to build one).
  for (const bool own : {false, true}) {
    bool first = true;
    for (const auto& choice : choices) {
      const std::string control = text(controller, hexKey("control", choice.hex));
      if ((control == attacker) != own) continue;
      if (first) {
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(own ? tr("Fortify:") : tr("Attack:"));
        first = false;
      }
      ImGui::SameLine();
      ImGui::PushFont(ui.fonts.large);
      ImGui::PushStyleColor(ImGuiCol_Button, sideButton(controller.data(), control));
      ImGui::PushStyleColor(ImGuiCol_Text, control == "blue" ? ImVec4(1, 1, 1, 1) : ImVec4(0.1f, 0.1f, 0.1f, 1));
      if (ImGui::Button((std::to_string(choice.hex) + "##vm-designate").c_str(), ImVec2(size, size))) {
        m_hex = choice.hex;
        pressButton(ui, "designate", error);
      }
      ImGui::PopStyleColor(2);
      ImGui::PopFont();
      if (ImGui::IsItemHovered()) {
        ImGui::SetTooltip("%s", text(controller, hexKey("fortress", choice.hex)) != "none" ? tr("with a Fortress token")
                                : own ? tr("your hex: win to build a Fortress")
                                      : tr("enemy hex"));
      }
    }
  }
  if (choices.empty()) {
    // The engine allows a pass only when no hex may be designated (A18).
    bool ok = false;
    std::string answer = preview(ui, Action{"vm_pass", attacker, {}, "", 0}, ok);
    textWrappedMuted(answer);
    if (ok && ImGui::Button(label("No hex may be designated: pass", "vm-pass").c_str())) pressButton(ui, "pass", error);
  }
}

// The battle as it stands, large: who plays, the total to beat and the last card's
// type, the hex and the attacker: the bidding form's head (the Table view says the same
// in its column: underWay).
void VendeeBoardView::drawBattleStanding(Ui& ui) {
  auto& controller = ui.controller;
  const auto& data = controller.data();
  const std::string attacker = text(controller, "attacker");
  const std::string toPlay = text(controller, "to_play");
  const std::int64_t total = number(controller, "stand_total");
  const std::string standType = text(controller, "stand_type");
  const std::string standSide = text(controller, "stand_side");
  // What the side to play must do, large: the total to beat and the last card's type.
  {
    ImGui::PushFont(ui.fonts.large);
    ImVec2 at = ImGui::GetCursorScreenPos();
    const float h = ImGui::GetTextLineHeight();
    const Side* side = data.findSide(toPlay);
    ImGui::GetWindowDrawList()->AddRectFilled(at, ImVec2(at.x + h, at.y + h), parseHexColor(side ? side->color : ""), 4.0f);
    ImGui::GetWindowDrawList()->AddRect(at, ImVec2(at.x + h, at.y + h), IM_COL32(0x90, 0x90, 0x90, 0xFF), 4.0f);
    ImGui::Dummy(ImVec2(h, h));
    ImGui::SameLine();
    if (standSide == "none") {
      ImGui::TextUnformatted(trf("{} to play: any card opens", sideWord(ui.controller, toPlay)).c_str());
    } else {
      ImGui::TextUnformatted(trf("{} to play: beat {}", sideWord(ui.controller, toPlay), total).c_str());
    }
    ImGui::PopFont();
    if (standSide != "none") {
      const std::string last = trf("last card: {}", typeName(standType));
      flow(textWidth(last));
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(last.c_str());
    }
  }
  std::string situation = trf("Battle on hex {}, {} attacking", number(controller, "battle_hex"), sideWord(ui.controller, attacker));
  if (standSide != "none") {
    situation += trf(" · standing play: {}'s, total {}{}{}", sideWord(ui.controller, standSide), total,
                     flag(controller, "stand_plus_round") ? tr(", +1 Round") : "",
                     flag(controller, "stand_minus_round") ? tr(", -1 Round") : "");
  }
  textWrappedMuted(situation);
}

void VendeeBoardView::drawBidding(Ui& ui) {
  auto& controller = ui.controller;
  const auto& data = controller.data();
  const bool four = flag(controller, "four_player");
  std::string error;

  drawBattleStanding(ui);
  // The standing play's card text comes first: it is resolved before the answer (A7, A40).
  drawEffects(ui);

  // Four players: who plays (a partner may raise) and from which seat.
  if (four) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr("Seat:"));
    for (std::size_t i = 0; i < seatIds.size(); ++i) {
      ImGui::SameLine();
      const std::string side = seatSide(seatIds[i]);
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(m_seat == seatIds[i] ? 0xFF000000u : 0xFFFFFFFFu));
      ImGui::PushStyleColor(ImGuiCol_Button, m_seat == seatIds[i] ? ImVec4(0.85f, 0.55f, 0.15f, 1.0f) : sideButton(data, side));
      if (side == "white" && m_seat != seatIds[i]) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.1f, 0.1f, 0.1f, 1));
      if (ImGui::Button(trf("{} ({})##vm-seat", seatIds[i], number(controller, "seat_hand." + seatIds[i])).c_str())) m_seat = seatIds[i];
      if (side == "white" && m_seat != seatIds[i]) ImGui::PopStyleColor();
      ImGui::PopStyleColor(2);
    }
    textWrappedMuted(tr("The seat's player plays (a partner may raise: choose the partner's seat)."));
  }

  // The play: one card (value and type, or a Bonus card as a card), one Bonus card.
  const float big = ImGui::GetFrameHeight() * 1.3f;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Card"));
  ImGui::PushFont(ui.fonts.large);
  for (std::int64_t v = 1; v <= 5; ++v) {
    flow(big);
    if (choiceButton(std::to_string(v) + "##vm-value", m_value == v, ImVec2(big, big))) {
      m_value = v;
      m_normalBonus = 0;
    }
  }
  for (std::int64_t v = 1; v <= 2; ++v) {
    const std::string text = trf("+{} as {}##vm-normal-bonus", v, v);
    flow(buttonWidth(text));
    if (choiceButton(text, m_normalBonus == v, ImVec2(0, big))) {
      m_normalBonus = v;
      m_value = 0;
    }
  }
  ImGui::PopFont();
  // The card's text, when it is one the engine resolves after the play (A40), on the
  // card's row: a list, so that the form keeps its rows.
  const auto textName = [&](const std::string& cardText) {
    if (cardText == "none") return std::string(tr("none"));
    if (cardText == "extra_general") return std::string(tr("Extra general"));
    return wordName(data, cardText);
  };
  const std::string textLabel = tr("  Text:");
  const float comboWidth = textWidth(textName("viree_de_galerne")) + ImGui::GetFrameHeight() + ImGui::GetStyle().FramePadding.x * 2;
  flow(textWidth(textLabel) + ImGui::GetStyle().ItemSpacing.x + comboWidth);
  ImGui::TextUnformatted(textLabel.c_str());
  ImGui::SameLine();
  ImGui::SetNextItemWidth(comboWidth);
  if (ImGui::BeginCombo("##vm-text", textName(m_text).c_str())) {
    for (const std::string cardText : {"none", "diplomacy", "epidemie", "viree_de_galerne", "extra_general"}) {
      if (ImGui::Selectable((textName(cardText) + "##vm-text-" + cardText).c_str(), m_text == cardText)) m_text = cardText;
    }
    ImGui::EndCombo();
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Type"));
  ImGui::BeginDisabled(m_normalBonus > 0);
  for (const std::string type : {"military", "territory", "both"}) {
    const std::string text = typeName(type) + "##vm-type-" + type;
    flow(buttonWidth(text));
    if (choiceButton(text, m_normalBonus == 0 && m_type == type)) m_type = type;
  }
  ImGui::EndDisabled();
  flow(textWidth(tr("  Bonus")));
  ImGui::TextUnformatted(tr("  Bonus"));
  for (std::int64_t v = 0; v <= 2; ++v) {
    const std::string text = v == 0 ? std::string(tr("none")) + "##vm-bonus" : trf("+{}##vm-bonus", v);
    flow(buttonWidth(text));
    if (choiceButton(text, m_bonus == v)) m_bonus = v;
  }
  ImGui::Checkbox(label("+1 Round", "vm-plus-round").c_str(), &m_plusRound);
  flow(checkboxWidth(label("-1 Round", "vm-minus-round")));
  ImGui::Checkbox(label("-1 Round", "vm-minus-round").c_str(), &m_minusRound);
  flow(textWidth(tr("Unique Events:")));
  ImGui::TextUnformatted(tr("Unique Events:"));
  for (std::int64_t v = 0; v <= 2; ++v) {
    const std::string text = std::to_string(v) + "##vm-unique";
    flow(buttonWidth(text));
    if (choiceButton(text, m_unique == v)) m_unique = v;
  }

  // The engine's answer to this play, before it is confirmed.
  bool ok = false;
  const Action play = playAction(ui);
  const bool chosen = m_value > 0 || m_normalBonus > 0;
  std::string answer = chosen ? preview(ui, play, ok) : std::string(tr("Choose the card's value, or a Bonus card played as a card."));
  ImGui::PushStyleColor(ImGuiCol_Button, ok ? ImVec4(0.18f, 0.52f, 0.28f, 1) : ImVec4(0.35f, 0.35f, 0.38f, 1));
  ImGui::PushFont(ui.fonts.large);
  if (ImGui::Button(trf("Play ({})##vm-play", sideWord(ui.controller, play.side)).c_str()) || (ui.enterPressed && chosen)) pressButton(ui, "play", error);
  ImGui::PopFont();
  ImGui::PopStyleColor();
  ImGui::SameLine();
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextColored(!chosen ? ImVec4(0.7f, 0.72f, 0.75f, 1) : ok ? ImVec4(0.55f, 0.9f, 0.6f, 1) : ImVec4(1.0f, 0.6f, 0.45f, 1), "%s",
                     answer.c_str());
  ImGui::PopTextWrapPos();

  // Answers to the play just made: a Cancellation card, the general's d6; or give up.
  ImGui::Separator();
  if (ImGui::Button(label("Cancellation card", "vm-cancel").c_str())) pressButton(ui, "cancel", error);
  flow(checkboxWidth(label("Unique Event", "vm-cancel-unique")));
  ImGui::Checkbox(label("Unique Event", "vm-cancel-unique").c_str(), &m_cancelUnique);
  const std::string giveUp = trf("{} cannot outbid##vm-cannot-outbid", sideWord(ui.controller, actingSide(ui)));
  flow(buttonWidth(giveUp));
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.6f, 0.22f, 0.18f, 1));
  if (ImGui::Button(giveUp.c_str())) pressButton(ui, "cannot_outbid", error);
  ImGui::PopStyleColor();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("General's d6:"));
  for (std::int64_t v = 1; v <= 6; ++v) {
    const std::string text = std::to_string(v) + "##vm-die";
    flow(buttonWidth(text));
    if (choiceButton(text, m_die == v)) m_die = v;
  }
  flow(buttonWidth(label("Use the general", "vm-general")));
  if (ImGui::Button(label("Use the general", "vm-general").c_str())) pressButton(ui, "general", error);
  flow(buttonWidth(label("Extra general", "vm-extra-general")));
  if (ImGui::Button(label("Extra general", "vm-extra-general").c_str())) pressButton(ui, "extra_general", error);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("The extra general a card gave this round, Strategic Value 4 (Card Notes)"));
  drawOutcome();
}

void VendeeBoardView::drawEffects(Ui& ui) {
  // The texts of the standing play's cards the rulebook describes [L202, L208, L220, L232],
  // entered by their player; other texts are applied on the board. One row: a hex-taking
  // text opens the hexes the engine accepts for it.
  auto& controller = ui.controller;
  const std::string standSide = text(controller, "stand_side");
  // Only the text the standing play brought and has not resolved (A40).
  const std::string pending = text(controller, "stand_text");
  if (standSide == "none" || pending == "none") return;
  std::string error;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(trf("{}'s card text:", sideWord(ui.controller, standSide)).c_str());
  struct Effect {
    const char* type;
    const char* button;
    const char* name;
  };
  for (const Effect& effect : {Effect{"vm_convert", "convert", translatable("Convert…")},
                               Effect{"vm_remove_fortress", "remove_fortress", translatable("Remove Fortress…")},
                               Effect{"vm_add_hex", "add_hex", translatable("Galerne hex…")}}) {
    const auto& choices = accepted(ui, effect.type, {standSide});
    if (choices.empty()) continue;
    const std::string popup = std::string("vm-popup-") + effect.button;
    const std::string button = std::string(tr(effect.name)) + "##vm-" + effect.button;
    flow(buttonWidth(button));
    if (ImGui::Button(button.c_str())) ImGui::OpenPopup(popup.c_str());
    if (ImGui::BeginPopup(popup.c_str())) {
      ImGui::TextUnformatted(tr(effect.name));
      ImGui::PushFont(ui.fonts.large);
      for (const auto& choice : choices) {
        const std::string control = text(controller, hexKey("control", choice.hex));
        ImGui::SameLine();
        ImGui::PushStyleColor(ImGuiCol_Button, sideButton(controller.data(), control == "none" ? "" : control));
        ImGui::PushStyleColor(ImGuiCol_Text, control == "white" ? ImVec4(0.1f, 0.1f, 0.1f, 1) : ImVec4(1, 1, 1, 1));
        if (ImGui::Button((std::to_string(choice.hex) + "##" + effect.button).c_str())) {
          m_hex = choice.hex;
          pressButton(ui, effect.button, error);
          ImGui::CloseCurrentPopup();
        }
        ImGui::PopStyleColor(2);
      }
      ImGui::PopFont();
      ImGui::EndPopup();
    }
  }
  if (pending == "epidemie") {
    const std::string epidemic = label("Épidémie", "vm-discard");
    flow(buttonWidth(epidemic));
    if (ImGui::Button(epidemic.c_str())) pressButton(ui, "discard_random", error);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", trf("{} discards a card at random from hand (Example of Play)", sideWord(ui.controller, standSide == "white" ? "blue" : "white")).c_str());
    }
  }
  if (pending == "extra_general") {
    const std::string extra = label("Extra general", "vm-gain-extra");
    flow(buttonWidth(extra));
    if (ImGui::Button(extra.c_str())) pressButton(ui, "gain_extra_general", error);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Representative of the People / Commander-in-Chief: a general of Strategic Value 4 for this round (Card Notes)"));
  }
  ImGui::Separator();
}

void VendeeBoardView::drawRoundOver(Ui& ui) {
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(trf("Round {} is over", ui.controller.state().turn).c_str());
  ImGui::PopFont();
  textWrappedMuted(tr("The player with cards left discards them; the General markers go back to their symbols."));
  std::string error;
  if (ImGui::Button(label("End the round (Enter)", "vm-next-round").c_str(), ImVec2(0, ImGui::GetFrameHeight() * 1.4f)) || ui.enterPressed) {
    pressButton(ui, "next_round", error);
  }
}

std::vector<std::string> VendeeBoardView::underWay(Ui& ui) const {
  const auto& controller = ui.controller;
  if (controller.state().gameOver || text(controller, "stage") != "bidding") return {};
  const std::string toPlay = text(controller, "to_play");
  const std::int64_t total = number(controller, "stand_total");
  return {trf("Battle on hex {}, {} attacking", number(controller, "battle_hex"), sideWord(controller, text(controller, "attacker"))),
          text(controller, "stand_side") == "none" ? trf("{} to play: any card opens", sideWord(controller, toPlay))
                                                   : trf("{} to play: beat {}", sideWord(controller, toPlay), total)};
}

}  // namespace adc::gui
