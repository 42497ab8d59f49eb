#include "players_phones.hpp"

#include "controller.hpp"
#include "panels/timers_panel.hpp"
#include "settings.hpp"
#include "translate.hpp"

#include "phone_page.hpp"
#include "seat_token.hpp"

#include "adc/display_names.hpp"
#include "adc/rule_module.hpp"
#include "adc/rules.hpp"

#include <imgui.h>
#include <qrencode.h>

#include <chrono>
#include <ctime>

namespace adc::gui {

namespace {

std::int64_t steadyMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

std::string clockTime() {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  char text[8];
  std::strftime(text, sizeof text, "%H:%M", &local);
  return text;
}

// The side as this game calls it now (Paris's "Huguenots" rather than its two armies).
std::string sideName(const GameData& data, const GameState& state, const std::string& side) {
  if (auto label = state.read(data, "side_label." + side)) {
    if (auto named = toDisplayString(*label); !named.empty()) return named;
  }
  const Side* found = data.findSide(side);
  return found ? found->name : side;
}

std::vector<std::string> entrants(const GameData& data, const GameState& state, const SealedDef& def) {
  auto sides = sidesEnteringNow(data, state, def);
  return sides ? *sides : def.sides;
}

// One QR code per link, encoded once.
struct QrPicture {
  int width = 0;
  std::vector<bool> dark;
};

const QrPicture& qrPicture(const std::string& text) {
  static std::map<std::string, QrPicture> cache;
  auto found = cache.find(text);
  if (found != cache.end()) return found->second;
  if (cache.size() > 64) cache.clear();
  QrPicture picture;
  if (QRcode* code = QRcode_encodeString(text.c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1)) {
    picture.width = code->width;
    picture.dark.resize(static_cast<std::size_t>(code->width * code->width));
    for (std::size_t i = 0; i < picture.dark.size(); ++i) picture.dark[i] = code->data[i] & 1;
    QRcode_free(code);
  }
  return cache.emplace(text, std::move(picture)).first->second;
}

// Dark modules on white with the quiet zone a camera needs (four modules).
void drawQr(const std::string& text, float module) {
  const auto& picture = qrPicture(text);
  if (picture.width == 0) return;
  const float side = static_cast<float>(picture.width + 8) * module;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  auto* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(at, ImVec2(at.x + side, at.y + side), IM_COL32(255, 255, 255, 255));
  for (int y = 0; y < picture.width; ++y) {
    for (int x = 0; x < picture.width; ++x) {
      if (!picture.dark[static_cast<std::size_t>(y * picture.width + x)]) continue;
      const ImVec2 from(at.x + static_cast<float>(x + 4) * module, at.y + static_cast<float>(y + 4) * module);
      draw->AddRectFilled(from, ImVec2(from.x + module, from.y + module), IM_COL32(0, 0, 0, 255));
    }
  }
  ImGui::Dummy(ImVec2(side, side));
}

}  // namespace

PlayersPhones::~PlayersPhones() {
  if (m_server) m_server->stop();
}

// The game as the settings remember it: its save file and its dice's seed, so that a new
// game written to the same autosave starts with phones off.
std::string PlayersPhones::gameKey(Ui& ui) const {
  if (!ui.controller.hasGame()) return {};
  auto file = ui.controller.saveFile();
  const auto& setup = ui.controller.session().setup();
  return (file ? file->string() : std::string()) + "|" + setup.scenario + "|" + std::to_string(setup.seed);
}

std::string PlayersPhones::link(const PhoneSeat& seat) const {
  return "http://" + m_address + ":" + std::to_string(m_server ? m_server->port() : 0) + "/s/" + seat.token;
}

std::vector<std::pair<std::string, std::string>> PlayersPhones::links() const {
  std::vector<std::pair<std::string, std::string>> result;
  for (const auto& seat : m_seats) result.emplace_back(seat.name, link(seat));
  return result;
}

// One seat per player, holding the sides the setup gives them (a Grand Siècle player may
// hold two powers); a side nobody is named for is a seat of its own. Every seat gets a
// new token: the links of another game open nothing.
void PlayersPhones::seatTheTable(Ui& ui) {
  m_seats.clear();
  m_sealedAt.clear();
  m_published.clear();
  const auto& data = ui.controller.data();
  const auto& setup = ui.controller.session().setup();
  for (const auto& player : setup.players) {
    if (player.name.empty()) continue;
    auto seat = std::find_if(m_seats.begin(), m_seats.end(), [&](const PhoneSeat& item) { return item.name == player.name; });
    if (seat == m_seats.end()) seat = m_seats.insert(m_seats.end(), PhoneSeat{player.name, {}, phones::newSeatToken()});
    seat->sides.push_back(player.side);
  }
  for (const auto& side : data.sides) {
    if (!side.played) continue;
    const bool seated = std::any_of(m_seats.begin(), m_seats.end(), [&](const PhoneSeat& seat) {
      return std::find(seat.sides.begin(), seat.sides.end(), side.id) != seat.sides.end();
    });
    if (!seated) m_seats.push_back(PhoneSeat{side.name, {side.id}, phones::newSeatToken()});
  }
  m_game = gameKey(ui);
}

bool PlayersPhones::turnOn(Ui& ui, std::string& error) {
  if (!ui.controller.hasGame()) return error = tr("Start or open a game first."), false;
  if (ui.settings.phonesPort < 1024 || ui.settings.phonesPort > 65535) {
    return error = tr("The port is a number from 1024 to 65535."), false;
  }
  if (m_server) m_server->stop();
  m_service = std::make_shared<phones::PhoneService>(phones::phonePageFiles());
  m_server = std::make_unique<phones::PhoneServer>(m_service);
  std::string why;
  if (!m_server->start(ui.settings.phonesPort, why)) {
    m_server.reset();
    m_service.reset();
    return error = trf("The phones cannot join: port {} is taken by another program. Choose another port.", ui.settings.phonesPort), false;
  }
  m_address = phones::localNetworkAddress();
  seatTheTable(ui);
  ui.settings.phonesOn.insert(gameKey(ui));
  ui.settings.save(Settings::defaultPath());
  m_error.clear();
  publish(ui);
  return true;
}

void PlayersPhones::turnOff(Ui& ui) {
  if (m_server) m_server->stop();
  m_server.reset();
  m_service.reset();
  m_seats.clear();
  m_sealedAt.clear();
  ui.settings.phonesOn.erase(gameKey(ui));
  ui.settings.save(Settings::defaultPath());
}

bool PlayersPhones::sendAway(Ui& ui, const std::string& name, std::string& error) {
  for (auto& seat : m_seats) {
    if (seat.name != name) continue;
    seat.token = phones::newSeatToken();
    m_published.clear();
    publish(ui);
    return true;
  }
  return error = "no seat '" + name + "'", false;
}

void PlayersPhones::frame(Ui& ui) {
  const auto key = gameKey(ui);
  const bool wanted = ui.controller.hasGame() && ui.settings.phonesOn.count(key);
  if (!wanted && m_server) {
    // Another game, or none: its links die with it.
    m_server->stop();
    m_server.reset();
    m_service.reset();
    m_seats.clear();
    m_restored = false;
  }
  if (wanted && !m_server && !m_restored) {
    // The game had phones on when it was last played: on again, with new links.
    m_restored = true;
    std::string error;
    if (!turnOn(ui, error)) m_error = error;
  }
  if (!wanted) m_restored = false;
  if (!m_server) return;
  if (m_game != key) seatTheTable(ui);
  performSeals(ui);
  publish(ui);
}

void PlayersPhones::performSeals(Ui& ui) {
  for (auto& queued : m_service->takeSeals()) {
    const auto& order = queued.order;
    auto seat = std::find_if(m_seats.begin(), m_seats.end(), [&](const PhoneSeat& item) { return item.token == order.token; });
    phones::SealResult result;
    if (seat == m_seats.end() || std::find(seat->sides.begin(), seat->sides.end(), order.side) == seat->sides.end()) {
      result.message = tr("This entry is not yours to seal now.");
    } else if (ui.controller.asking() || ui.controller.pending()) {
      result.message = tr("The laptop is asking the players a question: answer it there first.");
    } else if (ui.controller.undoneCount() > 0) {
      result.message = tr("Actions undone on the laptop wait there: redo them or go on there first.");
    } else {
      // The Sealed panel's own action: the engine checks the value, its limits and the
      // rulebook's refusals (Poland's policy, 4.7, 33.6).
      Action action{"seal", order.side, {{"entry", order.entry}, {"value", guessValue(order.value)}}, "", 0};
      auto applied = ui.controller.perform(action);
      if (applied) {
        result.sealed = true;
        m_sealedAt[order.entry + "/" + order.side] = clockTime();
        result.message = trf("Sealed at {}", m_sealedAt[order.entry + "/" + order.side]);
      } else {
        result.message = applied.error().message;
        if (ui.controller.asking()) ui.controller.cancelDiscard();
      }
    }
    m_service->answerSeal(queued.id, result);
  }
}

std::string PlayersPhones::changeKey(Ui& ui) const {
  const auto& state = ui.controller.state();
  const auto& session = ui.controller.session();
  std::string key = std::to_string(session.cursor()) + "/" + std::to_string(session.log().size()) + "/" +
                    std::to_string(state.turn) + "/" + std::to_string(state.step) + "/" + tr("Seal");
  for (const auto& timer : state.timers) {
    key += "/" + std::to_string(static_cast<int>(timer.status)) + ":" + std::to_string(timer.elapsedMs) + ":" +
           std::to_string(timer.runningSince) + ":" + std::to_string(timer.durationMs);
  }
  for (const auto& seat : m_seats) key += "/" + seat.token;
  return key;
}

void PlayersPhones::publish(Ui& ui) {
  if (!m_service || !ui.controller.hasGame()) return;
  const auto& data = ui.controller.data();
  const auto& state = ui.controller.state();
  const auto now = ui.controller.nowMs();
  bool running = false;
  for (const auto& timer : state.timers) running |= timer.status == TimerState::Status::Running;
  auto key = changeKey(ui);
  // A running timer is published again every second: a phone counts down from the view it
  // was last sent, so a page opened between two publications is at most a second off.
  if (key == m_published && !(running && steadyMs() - m_publishedAtMs >= 1000)) return;
  m_published = key;
  m_publishedAtMs = steadyMs();

  phones::PhoneSnapshot snapshot;
  snapshot.language = data.texts.language.empty() ? "en" : data.texts.language;
  snapshot.joinTexts = {
      {"title", "Aide-de-camp"},
      {"join", tr("Scan your seat's code on the laptop's screen to join the game.")},
      {"foreign", tr("Refused: this page did not come from Aide-de-camp.")},
      {"bad_request", tr("Refused: the phone sent something Aide-de-camp does not read.")},
      {"too_large", tr("Refused: too much was sent at once.")},
      {"not_text", tr("Refused: what was sent is not text Aide-de-camp can keep.")},
      {"empty", tr("Choose or type a value first.")},
      {"not_open", tr("This entry is not yours to seal now.")}};
  const nlohmann::json texts = {{"seal", tr("Seal")},
                                {"rule", tr("rule")},
                                {"time_up", tr("Time is up!")},
                                {"offline", tr("Connection lost: trying again.")},
                                {"refused", tr("Refused.")}};

  nlohmann::json timer = nullptr;
  for (std::size_t i = 0; i < data.timers.size(); ++i) {
    const auto& shown = state.timers[i];
    if (shown.status == TimerState::Status::Idle) continue;
    const char* status = shown.status == TimerState::Status::Running  ? "running"
                         : shown.status == TimerState::Status::Paused ? "paused"
                                                                       : "expired";
    timer = {{"name", data.timers[i].name}, {"pausedName", trf("{} (paused)", data.timers[i].name)},
             {"status", status}, {"remainingMs", shown.remainingMs(now)}};
    break;
  }
  const SequenceStep* step = currentStep(data, state);
  std::string path, rule, prompt;
  if (step) {
    for (std::size_t i = 0; i < step->path.size(); ++i) path += (i ? " — " : "") + step->path[i]->name;
    rule = step->leaf().rule;
    prompt = renderText(data, step->leaf().prompt, state.lookup(data));
  } else {
    path = tr("The game is over.");
  }
  const RuleModule* module = findRuleModule(data.id);

  for (const auto& seat : m_seats) {
    phones::SeatView view{seat.token, seat.name, {}, {}};
    nlohmann::json entries = nlohmann::json::array();
    for (std::size_t i = 0; i < data.sealed.size(); ++i) {
      const auto& def = data.sealed[i];
      const auto& sealed = state.sealed[i];
      const auto enteringNow = entrants(data, state, def);
      for (const auto& side : seat.sides) {
        const bool enters = std::find(enteringNow.begin(), enteringNow.end(), side) != enteringNow.end();
        const bool entered = sealed.entries.count(side) > 0;
        // Revealed: everybody's values, for the sides that entered one. Otherwise the
        // seat's own entry only: what it may seal, or that it sealed (never the value of
        // another seat, nor its own value shown back to whoever holds the phone).
        if (!(enters || (sealed.revealed && entered))) continue;
        std::string title = def.name;
        if (module && module->sealedName) {
          if (auto own = module->sealedName(data, state, def.id, side)) title = *own;
        }
        nlohmann::json entry = {{"entry", def.id}, {"side", side}, {"title", title},
                                {"sideName", sideName(data, state, side)}, {"rule", def.rule}};
        if (sealed.revealed) {
          entry["state"] = "revealed";
          nlohmann::json values = nlohmann::json::array();
          for (const auto& other : def.sides) {
            auto value = sealed.entries.find(other);
            if (value == sealed.entries.end()) continue;
            values.push_back({{"side", sideName(data, state, other)}, {"value", valueText(data, value->second)}});
          }
          entry["values"] = values;
        } else if (entered) {
          entry["state"] = "sealed";
          auto at = m_sealedAt.find(def.id + "/" + side);
          if (at == m_sealedAt.end()) at = m_sealedAt.emplace(def.id + "/" + side, clockTime()).first;
          entry["sealedWords"] = trf("Sealed at {}", at->second);
        } else {
          entry["state"] = "open";
          m_sealedAt.erase(def.id + "/" + side);
          nlohmann::json choices = nlohmann::json::array();
          for (const auto& choice : def.choices) choices.push_back({{"value", choice}, {"label", wordName(data, choice)}});
          entry["choices"] = choices;
          if (def.min && def.max) entry["range"] = trf("from {} to {}", *def.min, *def.max);
          else if (def.min) entry["range"] = trf("at least {}", *def.min);
          entry["min"] = def.min.value_or(0);
          view.open.push_back({def.id, side});
        }
        entries.push_back(entry);
      }
    }
    nlohmann::json books = nlohmann::json::array();
    for (const auto& side : seat.sides) {
      nlohmann::json lines = nlohmann::json::array();
      for (const auto& def : data.schema.defs()) {
        if (def.per != "side") continue;
        auto slot = data.schema.find(def.id + "." + side);
        if (!slot) continue;
        lines.push_back({{"name", def.name}, {"value", valueText(data, state.values[*slot])}});
      }
      if (!lines.empty()) books.push_back({{"side", sideName(data, state, side)}, {"lines", lines}});
    }
    view.view = {{"seat", seat.name},
                 {"game", data.name},
                 {"turn", data.sequence.turnName + " " + std::to_string(state.turn)},
                 {"step", path},
                 {"rule", rule},
                 {"prompt", prompt},
                 {"timer", timer},
                 {"entries", entries},
                 {"books", books},
                 {"texts", texts}};
    snapshot.seats.push_back(std::move(view));
  }
  m_service->publish(std::move(snapshot));
}

void PlayersPhones::draw(Ui& ui) {
  if (!ui.controller.hasGame()) return;
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(tr("Players' phones"));
  ImGui::PopFont();
  if (!m_server) {
    textWrappedMuted(tr("Each player can follow the game and seal their secret entries on their own phone, "
                        "on this computer's network. Nothing is installed on the phones."));
    if (m_portField == 0) m_portField = ui.settings.phonesPort;
    ImGui::SetNextItemWidth(140.0f * ui.settings.uiScale);
    ImGui::InputInt(label("Port", "phones-port").c_str(), &m_portField, 0);
    ImGui::SameLine();
    if (ImGui::Button(label("Turn the phones on", "phones-on").c_str())) {
      ui.settings.phonesPort = m_portField;
      turnOn(ui, m_error);
    }
    errorText(m_error);
    return;
  }
  textWrappedMuted(tr("Each player scans their seat's code with the phone's camera, on the same network (Wi-Fi) as this computer."));
  if (ImGui::Button(label("Turn the phones off", "phones-off").c_str())) {
    turnOff(ui);
    return;
  }
  const auto devices = m_service->devices();
  const float module = std::max(3.0f, 3.0f * ui.settings.uiScale);
  // The link in two lines (the computer's address, then the seat's path), so that a seat's
  // column is as wide as the longer of them and four or five seats sit side by side.
  auto split = [](const std::string& url) {
    const auto path = url.find("/s/");
    return std::pair(url.substr(0, path), url.substr(path));
  };
  float column = 48.0f * module;
  for (const auto& seat : m_seats) {
    const auto [host, path] = split(link(seat));
    column = std::max({column, ImGui::CalcTextSize(host.c_str()).x, ImGui::CalcTextSize(path.c_str()).x});
  }
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  float lastRight = 0.0f;
  for (std::size_t i = 0; i < m_seats.size(); ++i) {
    const auto& seat = m_seats[i];
    // Side by side while the seats fit the width, then on the next line.
    if (i > 0 && lastRight + ImGui::GetStyle().ItemSpacing.x * 4.0f + column <= right) {
      ImGui::SameLine(0.0f, ImGui::GetStyle().ItemSpacing.x * 4.0f);
    }
    ImGui::BeginGroup();
    ImGui::PushID(static_cast<int>(i));
    const auto url = link(seat);
    drawQr(url, module);
    ImGui::PushFont(ui.fonts.large);
    fittedText(seat.name, column);
    ImGui::PopFont();
    const auto [host, path] = split(url);
    fittedText(host, column);
    fittedText(path, column);
    auto device = devices.find(seat.token);
    if (device == devices.end()) textWrappedMuted(tr("Not joined yet"));
    else fittedText(trf("Joined: {} ({})", device->second.device, device->second.address), column);
    if (ImGui::Button(label("Send this phone away", ("send-away-" + std::to_string(i)).c_str()).c_str())) {
      sendAway(ui, seat.name, m_error);
    }
    ImGui::PopID();
    ImGui::EndGroup();
    lastRight = ImGui::GetItemRectMax().x;
  }
  errorText(m_error);
}

}  // namespace adc::gui
