#include "victory.hpp"

#include "adc/game_texts.hpp"

#include "roster.hpp"

#include <algorithm>
#include <array>

namespace adc::paris {

namespace {

// 14.1: "all three units of the Garde Suisse"; 14.2: "four Gardes Suisses units (the
// Galaty and Clary regiments)". data_check.cpp checks these ids are in the roster.
const std::array<const char*, 3> gardeSuisse{"d_garde1", "d_garde2", "d_garde3"};
const std::array<const char*, 4> ivryGardesSuisses{"i_galaty1", "i_galaty2", "i_clary1", "i_clary2"};

// Gone for the count: destroyed, or left the map Broken (13.2) [AMB-36].
bool lost(std::string_view level) { return level == "destroyed" || level == "exited"; }
// Gone for the immediate victory: also a reiter removed to plunder (14.1) [AMB-34].
bool gone(std::string_view level) { return lost(level) || level == "removed"; }

std::int64_t ivryPoints(const GameData& data, std::string_view type) {
  const Table* types = data.findTable("unit_types");
  auto field = types->fieldIndex("ivry_points");
  for (std::size_t row = 0; row < types->rows.keys.size(); ++row) {
    if (types->rows.keys[row].text == type) return asNumber(types->cell(row, 0).values[*field]).value_or(0);
  }
  return 0;
}

struct Tally {
  std::int64_t unitsLost = 0;
  std::int64_t cavalryPointsLost = 0;
  std::int64_t plundering = 0;
  std::int64_t cavalry = 0;
  std::int64_t cavalryGone = 0;
  std::int64_t cuirassiers = 0;
  std::int64_t cuirassiersGone = 0;
};

template <typename Read>
std::map<std::string, Tally> tallies(const GameData& data, Read&& levelOf) {
  std::map<std::string, Tally> bySide{{"protestant", {}}, {"catholic", {}}};
  auto wings = allWings(data);
  for (const auto& unit : allUnits(data)) {
    auto level = levelOf(unit.id);
    if (level == "absent") continue;
    auto wing = std::find_if(wings.begin(), wings.end(), [&](const WingInfo& w) { return w.id == unit.wing; });
    auto& tally = bySide[wing->side];
    if (lost(level)) {
      ++tally.unitsLost;
      tally.cavalryPointsLost += ivryPoints(data, unit.type);
    }
    if (level == "removed") ++tally.plundering;
    if (isCavalry(unit.type)) {
      ++tally.cavalry;
      if (gone(level)) ++tally.cavalryGone;
    }
    if (unit.type == "C") {
      ++tally.cuirassiers;
      if (gone(level)) ++tally.cuirassiersGone;
    }
  }
  return bySide;
}

template <typename Read, std::size_t N>
bool allGone(Read&& levelOf, const std::array<const char*, N>& ids) {
  return std::all_of(ids.begin(), ids.end(), [&](const char* id) { return gone(levelOf(id)); });
}

}  // namespace

std::optional<std::string> recount(const GameData& data, StateChanges& books) {
  auto levelOf = [&](std::string_view id) { return books.text("level." + std::string(id)); };
  auto bySide = tallies(data, levelOf);
  bool ivry = books.text("scenario_id") == "ivry";
  for (const auto& [side, tally] : bySide) {
    stage(books, "units_lost." + side, Value{tally.unitsLost});
    stage(books, "cavalry_points_lost." + side, Value{ivry ? tally.cavalryPointsLost : std::int64_t{0}});
    stage(books, "reiters_plundering." + side, Value{tally.plundering});
  }
  if (books.text("winner") != "none") return std::nullopt;
  const auto& prot = bySide["protestant"];
  const auto& cath = bySide["catholic"];
  std::string winner;
  std::string why;
  if (!ivry) {
    if (cath.cavalry > 0 && cath.cavalryGone == cath.cavalry) {
      winner = "protestant", why = say(data, "the Huguenots destroyed all the Catholic cavalry (14.1)");
    } else if (allGone(levelOf, gardeSuisse)) {
      winner = "protestant", why = say(data, "the Huguenots destroyed the three units of the Garde Suisse (14.1)");
    } else if (prot.cavalry > 0 && prot.cavalryGone == prot.cavalry) {
      winner = "catholic", why = say(data, "the Catholics destroyed all the Huguenot cavalry (14.1)");
    }
  } else {
    if (cath.cavalry > 0 && cath.cavalryGone == cath.cavalry) {
      winner = "protestant", why = say(data, "the Royalists destroyed all the League cavalry (14.2)");
    } else if (prot.cuirassiers > 0 && prot.cuirassiersGone == prot.cuirassiers) {
      winner = "catholic", why = say(data, "the League destroyed all the Royalist cuirassiers (14.2)");
    } else if (allGone(levelOf, ivryGardesSuisses)) {
      winner = "catholic", why = say(data, "the League destroyed the four Gardes Suisses units, Galaty and Clary (14.2)");
    }
  }
  if (winner.empty()) return std::nullopt;
  stage(books, "winner", Value{winner});
  return sayf(data, "immediate victory: {}", why);
}

VictoryReport victory(const GameData& data, const GameState& state) {
  auto levelOf = [&](std::string_view id) {
    auto value = state.read(data, "level." + std::string(id));
    return value ? toDisplayString(*value) : std::string("absent");
  };
  auto text = [&](const std::string& key) {
    auto value = state.read(data, key);
    return value ? toDisplayString(*value) : std::string();
  };
  bool ivry = text("scenario_id") == "ivry";
  auto bySide = tallies(data, levelOf);
  VictoryReport report;
  report.rule = ivry ? "14.2" : "14.1";
  for (const std::string side : {"protestant", "catholic"}) {
    const auto& enemy = bySide[opponent(side)];
    VictoryLine line;
    line.side = side;
    if (ivry) {
      line.breakdown.emplace_back(say(data, "enemy cavalry destroyed, cuirassiers counting 2 (14.2)"), enemy.cavalryPointsLost);
      line.points = enemy.cavalryPointsLost;
    } else {
      line.breakdown.emplace_back(say(data, "enemy units destroyed, of any type (14.1)"), enemy.unitsLost);
      if (enemy.plundering > 0) {
        line.breakdown.emplace_back(say(data, "reiters gone plundering, not counted (14.1, optional)"), 0);
      }
      line.points = enemy.unitsLost;
    }
    report.sides.push_back(std::move(line));
  }
  auto army = [&](const std::string& side) {
    auto label = text("side_label." + side);
    if (!label.empty()) return label;
    return std::string(side == "protestant" ? say(data, "Protestant side") : say(data, "Catholic side"));
  };
  auto immediate = text("winner");
  auto prot = report.sides[0].points;
  auto cath = report.sides[1].points;
  if (immediate == "protestant" || immediate == "catholic") {
    report.winner = immediate;
    report.explanation = sayf(data, "{} won an immediate victory ({})", army(immediate), report.rule);
  } else if (prot == cath) {
    report.winner = "";
    report.explanation = ivry ? sayf(data, "a draw: each side destroyed {} (cavalry count) ({})", prot, report.rule)
                               : sayf(data, "a draw: each side destroyed {} units ({})", prot, report.rule);
  } else {
    report.winner = prot > cath ? "protestant" : "catholic";
    report.explanation =
        ivry ? sayf(data, "{} destroyed more: {} to {} (cavalry, cuirassiers counting 2) ({})", army(report.winner),
                    std::max(prot, cath), std::min(prot, cath), report.rule)
             : sayf(data, "{} destroyed more: {} to {} units ({})", army(report.winner), std::max(prot, cath),
                    std::min(prot, cath), report.rule);
  }
  return report;
}

}  // namespace adc::paris
