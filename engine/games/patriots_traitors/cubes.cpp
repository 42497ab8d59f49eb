#include "cubes.hpp"

#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"
#include "adc/text_checks.hpp"

#include <cctype>
#include <map>
#include <stdexcept>

#include <algorithm>

namespace adc::patriots {

const std::vector<std::string>& parisAreas() {
  static const std::vector<std::string> all{"faubourgs",      "convention",    "notre_dame",
                                            "caserne",        "prison_temple", "palais_egalite",
                                            "champ_de_mars", "comites",       "temple_raison"};
  return all;
}

const std::vector<std::string>& provinces() {
  static const std::vector<std::string> all{"paris",     "picardie", "alsace",    "provence", "champagne",
                                            "loire",     "normandie", "vendee",   "bretagne", "rhone",
                                            "gironde",   "unnamed_1", "unnamed_2", "unnamed_3", "unnamed_4"};
  return all;
}

const std::vector<std::string>& territories() {
  static const std::vector<std::string> all{"bruxelles", "coln", "coblenz", "torino",
                                            "mainz",     "gerona", "antwerpen", "amsterdam"};
  return all;
}

bool isProvince(std::string_view place) {
  return std::find(provinces().begin(), provinces().end(), place) != provinces().end();
}

bool isTerritory(std::string_view place) {
  return std::find(territories().begin(), territories().end(), place) != territories().end();
}

PlaceKind placeKind(std::string_view place) {
  if (place == "stock") return PlaceKind::Stock;
  if (place == "pile") return PlaceKind::Pile;
  if (place == "conciergerie" || place == "place_revolution") return PlaceKind::Discarded;
  if (place == "oui" || place == "non") return PlaceKind::VoteBox;
  if (std::find(parisAreas().begin(), parisAreas().end(), place) != parisAreas().end()) return PlaceKind::ParisArea;
  if (isProvince(place)) return PlaceKind::Province;
  return PlaceKind::Unknown;
}

std::string placeName(const GameData& data, std::string_view place) {
  if (place == "stock") return say(data, "stock");
  if (place == "pile") return say(data, "pile");
  if (place == "faubourgs") return "Faubourgs";
  if (place == "convention") return "Convention nationale";
  if (place == "notre_dame") return "Notre-Dame";
  if (place == "caserne") return "Caserne";
  if (place == "prison_temple") return "Prison du Temple";
  if (place == "palais_egalite") return say(data, "Palais-Egalité");
  if (place == "champ_de_mars") return "Champ de Mars";
  if (place == "comites") return "Les Comités";
  if (place == "temple_raison") return "Temple de la Raison";
  if (place == "conciergerie") return "Conciergerie";
  if (place == "place_revolution") return "Place de la Révolution";
  if (place == "oui") return say(data, "Oui! vote box");
  if (place == "non") return say(data, "Non! vote box");
  // A province: its name on the France board, in the data (game.toml's province collection).
  return wordName(data, place);
}

std::int64_t cubesAt(const StateChanges& changes, std::string_view faction, std::string_view place) {
  if (placeKind(place) == PlaceKind::Province) {
    return changes.text("province." + std::string(place)) == faction ? 1 : 0;
  }
  return changes.number(std::string(place) + "." + std::string(faction));
}

std::int64_t areaTotal(const StateChanges& changes, std::string_view area) {
  std::int64_t total = 0;
  for (const auto& faction : factions()) total += changes.number(std::string(area) + "." + faction);
  return total;
}

std::int64_t areaSpaces(const GameData& data, std::string_view area) {
  const Table* table = data.findTable("area_spaces");
  if (!table) throw std::logic_error("patriots-traitors lacks its area_spaces table");
  for (std::size_t row = 0; row < table->rows.keys.size(); ++row) {
    if (table->rows.keys[row].text == area) return asNumber(table->cell(row, 0).values.front()).value_or(0);
  }
  throw std::logic_error("area_spaces has no row " + std::string(area));
}

bool areaInPlay(const StateChanges& changes, std::string_view area) {
  if (area == "champ_de_mars") return changes.flag("champ_de_mars_in_play");
  if (area == "comites") return changes.flag("comites_in_play");
  if (area == "temple_raison") return changes.flag("temple_in_play");
  if (area == "notre_dame") return !changes.flag("temple_in_play");
  return true;
}

bool areaFull(const GameData& data, const StateChanges& changes, std::string_view area) {
  return areaTotal(changes, area) >= areaSpaces(data, area);
}

std::int64_t cubeTotal(const StateChanges& changes, std::string_view faction) {
  std::int64_t total = changes.number("stock." + std::string(faction)) + changes.number("pile." + std::string(faction));
  for (const auto& area : parisAreas()) total += changes.number(area + "." + std::string(faction));
  for (const std::string other : {"conciergerie", "place_revolution", "oui", "non"}) {
    total += changes.number(other + "." + std::string(faction));
  }
  return total + provincesHeld(changes, faction);
}

std::int64_t provincesHeld(const StateChanges& changes, std::string_view faction) {
  std::int64_t held = 0;
  for (const auto& province : provinces()) held += changes.text("province." + province) == faction ? 1 : 0;
  return held;
}

std::string describeMove(const GameData& data, std::string_view faction, std::int64_t count, std::string_view from, std::string_view to) {
  return sayn(data, count, "{} {} cube {} → {}", "{} {} cubes {} → {}", count, factionName(data, faction),
              placeName(data, from), placeName(data, to));
}

std::optional<ActionError> moveCubes(const GameData& data, StateChanges& changes, std::string_view faction,
                                     std::int64_t count, std::string_view from, std::string_view to,
                                     MoveOptions options) {
  const std::string f(faction);
  if (count < 1) return refuse(ActionError::Code::OutOfRange, say(data, "a move needs at least 1 cube"), "count");
  for (auto [place, argument] : {std::pair{from, "from"}, std::pair{to, "to"}}) {
    if (placeKind(place) == PlaceKind::Unknown) {
      return refuse(ActionError::Code::UnknownName,
                    sayf(data, "{}: {} is not a place for cubes: the stock, the pile, a Paris area (Faubourgs, Convention nationale, Notre-Dame, Caserne, Prison du Temple, Palais-Egalité, Champ de Mars, Les Comités, Temple de la Raison), the Conciergerie, the Place de la Révolution, the Oui! or Non! vote box, or a province",
                         std::string_view(argument) == "from" ? say(data, "where the cubes are") : say(data, "where the cubes go"),
                         quoteInput(place)),
                    argument);
    }
  }
  if (from == to) return refuse(ActionError::Code::BadArgument, say(data, "from and to are the same place"), "to");
  auto held = cubesAt(changes, faction, from);
  if (held < count) {
    return refuse(ActionError::Code::NotAllowed,
                  sayn(data, held, "the {}s have {} cube in the {}, not {}", "the {}s have {} cubes in the {}, not {}",
                       factionName(data, faction), held, placeName(data, from), count),
                  "from");
  }
  if (placeKind(from) == PlaceKind::Province || placeKind(to) == PlaceKind::Province) {
    if (count != 1) return refuse(ActionError::Code::OutOfRange, say(data, "a province holds at most 1 cube (8.4)"), "count");
  }
  if (placeKind(to) == PlaceKind::Province) {
    if (to == "paris") {
      return refuse(ActionError::Code::NotAllowed,
                    say(data, "no cube is placed on the Paris province: the Faubourgs majority controls it (8.4)"), "to");
    }
    auto there = changes.text("province." + std::string(to));
    if (there != "none") {
      return refuse(ActionError::Code::NotAllowed,
                    sayf(data, "{} already holds a {} cube; only 1 cube can be placed on each province (8.4): switch it out first",
                         placeName(data, to), factionName(data, there)),
                    "to");
    }
  }
  if (placeKind(to) == PlaceKind::ParisArea) {
    if (!areaInPlay(changes, to)) {
      return refuse(ActionError::Code::NotAllowed,
                    sayf(data, "{} is not on the Paris board now (8.1: its tile comes with its Law; the Temple de la Raison replaces the Notre-Dame)",
                         placeName(data, to)),
                    "to");
    }
    auto free = areaSpaces(data, to) - areaTotal(changes, to);
    if (!options.ignoreSpaces && !changes.flag("universal_suffrage") && free < count) {
      return refuse(ActionError::Code::NotAllowed,
                    sayn(data, std::max<std::int64_t>(free, 0),
                         "{} has {} free space of {}; a full area takes no more cubes unless Universal Suffrage LC09 has passed (9)",
                         "{} has {} free spaces of {}; a full area takes no more cubes unless Universal Suffrage LC09 has passed (9)",
                         placeName(data, to), std::max<std::int64_t>(free, 0), areaSpaces(data, to)),
                    "to");
    }
  }
  if (placeKind(from) == PlaceKind::Province) stage(changes, "province." + std::string(from), Value{std::string("none")});
  else stageAdd(changes, std::string(from) + "." + f, -count);
  if (placeKind(to) == PlaceKind::Province) stage(changes, "province." + std::string(to), Value{f});
  else stageAdd(changes, std::string(to) + "." + f, count);
  return std::nullopt;
}

std::int64_t moveUpTo(const GameData& data, StateChanges& changes, std::string_view faction, std::int64_t count,
                      std::string_view from, std::string_view to) {
  auto moved = std::min(count, cubesAt(changes, faction, from));
  if (moved > 0) {
    if (auto problem = moveCubes(data, changes, faction, moved, from, to, MoveOptions{true})) {
      throw std::logic_error("patriots-traitors: " + problem->message);
    }
  }
  return moved;
}

}  // namespace adc::patriots
