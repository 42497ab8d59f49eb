// What a game needs at set-up that the rulebook does not print (issue 16), read as the
// rulebooks say it: Vendée's standard set-up places the hexes as the set-up illustration
// shows [L50-L52], of which the text gives only five faces; Grand Siècle's powers start
// with the values of the scenario sheet (1.0), only five of them with a Company (4.0),
// Poland always on free trade (4.7).

#include "adc/resolution.hpp"
#include "adc/rules.hpp"
#include "adc/set_up_needs.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace adc;

namespace {

std::shared_ptr<const GameData> shipped(const std::string& id) {
  return std::shared_ptr<const GameData>(&test::shippedGame(id), [](const GameData*) {});
}

GameSession newSession(const std::string& id, const std::string& scenario) {
  auto data = shipped(id);
  Setup setup{scenario, {}, 1};
  for (const auto& side : data->sides) {
    if (side.played) setup.players.push_back(Player{"Player of " + side.name, side.id});
  }
  return GameSession(data, setup);
}

std::vector<std::string> rowsOf(const std::vector<CellRef>& cells) {
  std::vector<std::string> rows;
  for (const auto& cell : cells) rows.push_back(cell.row);
  return rows;
}

const SetUpRow& rowOf(const SetUpProcedure& procedure, const std::string& side) {
  auto found = std::find_if(procedure.rows.begin(), procedure.rows.end(), [&](const SetUpRow& row) { return row.side == side; });
  REQUIRE(found != procedure.rows.end());
  return *found;
}

bool asks(const SetUpRow& row, const std::string& input) {
  return std::find(row.inputs.begin(), row.inputs.end(), input) != row.inputs.end();
}

}  // namespace

TEST_CASE("Vendee standard set-up needs the nine starting faces the illustration shows and the text does not (Setup I)",
          "[set-up]") {
  auto session = newSession("vendee-militaire", "standard");
  REQUIRE(atSetUp(session.data(), session.state()));
  auto needs = setUpNeeds(session);
  REQUIRE(needs.charts.size() == 1);
  CHECK(needs.charts[0].action == "vm_setup");
  CHECK(needs.charts[0].performable);
  // Hexes 2, 3, 5, 10 and 11 are known from the text (fortresses, the example of play).
  CHECK(rowsOf(needs.charts[0].cells) == std::vector<std::string>{"1", "4", "6", "7", "8", "9", "12", "13", "14"});
  for (const auto& cell : needs.charts[0].cells) CHECK(cell.table == "hex_start");
  CHECK(needs.perSide.empty());
}

TEST_CASE("Vendee: a face typed in this game is no longer needed, and none are once the hexes are placed", "[set-up]") {
  auto session = newSession("vendee-militaire", "standard");
  REQUIRE(session.perform(Action{"chart", "", {{"table", Value{std::string("hex_start")}}, {"row", Value{std::int64_t{1}}}, {"control", Value{std::string("white")}}}, "", 0}));
  auto needs = setUpNeeds(session);
  REQUIRE(needs.charts.size() == 1);
  CHECK(needs.charts[0].cells.size() == 8);
  CHECK(needs.charts[0].cells.front().row == "4");
  for (std::int64_t row : {4, 6, 7}) {
    REQUIRE(session.perform(Action{"chart", "", {{"table", Value{std::string("hex_start")}}, {"row", Value{row}}, {"control", Value{std::string("white")}}}, "", 0}));
  }
  for (std::int64_t row : {8, 9, 12, 13, 14}) {
    REQUIRE(session.perform(Action{"chart", "", {{"table", Value{std::string("hex_start")}}, {"row", Value{row}}, {"control", Value{std::string("blue")}}}, "", 0}));
  }
  CHECK(setUpNeeds(session).empty());
  REQUIRE(session.perform(Action{"vm_setup", "", {}, "", 0}));
  CHECK_FALSE(atSetUp(session.data(), session.state()));
  CHECK(setUpNeeds(session).empty());
}

TEST_CASE("Vendee Random Setup draws or lists its White hexes and needs no chart (Random Setup)", "[set-up]") {
  auto session = newSession("vendee-militaire", "random_setup");
  CHECK(setUpNeeds(session).empty());
}

TEST_CASE("Grand Siecle 1700: every power resolves its starting values from the scenario sheet (1.0)", "[set-up]") {
  auto session = newSession("grand-siecle", "1700");
  auto needs = setUpNeeds(session);
  CHECK(needs.charts.empty());
  // The Spanish Succession is resolved once, for Spain: it is not a row per power.
  REQUIRE(needs.perSide.size() == 1);
  const auto& sheet = needs.perSide[0];
  CHECK(sheet.procedure == "scenario_sheet");
  REQUIRE(sheet.rows.size() == 10);
  CHECK(sheet.rows.front().side == "england");
  for (const auto& row : sheet.rows) {
    CHECK_FALSE(row.resolved);
    CHECK(asks(row, "prestige_start"));
    CHECK(asks(row, "treasury_start"));
    CHECK(asks(row, "debt_start"));
  }
  // 4.0: England, Spain, France, Holland and Sweden start with a Company.
  for (const char* power : {"england", "spain", "france", "holland", "sweden"}) {
    CHECK(asks(rowOf(sheet, power), "company_start"));
    CHECK(asks(rowOf(sheet, power), "fleets_start"));
  }
  for (const char* power : {"turkey", "prussia", "poland", "russia", "austria"}) {
    CHECK_FALSE(asks(rowOf(sheet, power), "company_start"));
    CHECK_FALSE(asks(rowOf(sheet, power), "fleets_start"));
  }
  // 4.7: Poland is always on free trade (Liberum Veto); every other power chooses.
  CHECK_FALSE(asks(rowOf(sheet, "poland"), "policy_start"));
  CHECK(asks(rowOf(sheet, "turkey"), "policy_start"));
}

TEST_CASE("Grand Siecle: a power resolved is marked done, and a Company typed for a power without one is refused in words (4.0)",
          "[set-up]") {
  auto session = newSession("grand-siecle", "1700");
  REQUIRE(session.perform(Action{"resolve", "england",
                                 {{"procedure", Value{std::string("scenario_sheet")}}, {"prestige_start", Value{std::int64_t{14}}},
                                  {"treasury_start", Value{std::int64_t{42}}}, {"debt_start", Value{std::int64_t{12}}},
                                  {"company_start", Value{std::int64_t{10}}}, {"fleets_start", Value{std::int64_t{10}}}},
                                 "", 0}));
  auto sheet = setUpNeeds(session).perSide.at(0);
  CHECK(rowOf(sheet, "england").resolved);
  CHECK_FALSE(rowOf(sheet, "turkey").resolved);
  auto refused = session.perform(Action{"resolve", "turkey",
                                        {{"procedure", Value{std::string("scenario_sheet")}}, {"prestige_start", Value{std::int64_t{12}}},
                                         {"treasury_start", Value{std::int64_t{12}}}, {"debt_start", Value{std::int64_t{20}}},
                                         {"company_start", Value{std::int64_t{3}}}},
                                        "", 0});
  REQUIRE_FALSE(refused);
  CHECK(refused.error().message.find("Company size is not asked of Turkey (rule 4.0); leave it at 0") != std::string::npos);
  auto poland = session.perform(Action{"resolve", "poland",
                                       {{"procedure", Value{std::string("scenario_sheet")}}, {"prestige_start", Value{std::int64_t{8}}},
                                        {"treasury_start", Value{std::int64_t{6}}}, {"debt_start", Value{std::int64_t{5}}},
                                        {"policy_start", Value{std::string("tax")}}},
                                       "", 0});
  REQUIRE_FALSE(poland);
  CHECK(poland.error().message.find("Commercial policy chosen is not asked of Poland (rule 4.7); leave it at") !=
        std::string::npos);
  CHECK(poland.error().message.find("free_trade") == std::string::npos);
  // Zero for a power without a Company is what it has: taken.
  CHECK(session.perform(Action{"resolve", "turkey",
                               {{"procedure", Value{std::string("scenario_sheet")}}, {"prestige_start", Value{std::int64_t{12}}},
                                {"treasury_start", Value{std::int64_t{12}}}, {"debt_start", Value{std::int64_t{20}}},
                                {"company_start", Value{std::int64_t{0}}}},
                               "", 0}));
}

TEST_CASE("After the set-up step nothing is asked", "[set-up]") {
  auto session = newSession("grand-siecle", "1700");
  REQUIRE(session.perform(Action{"next", "", {}, "", 0}));
  CHECK_FALSE(atSetUp(session.data(), session.state()));
  CHECK(setUpNeeds(session).empty());
}

namespace {

Value words(const std::string& list) { return Value{list}; }

bool isDone(const SetUpAction& entry, const std::string& side) {
  auto found = std::find_if(entry.sides.begin(), entry.sides.end(), [&](const SetUpTurn& turn) { return turn.side == side; });
  REQUIRE(found != entry.sides.end());
  return found->done;
}

}  // namespace

TEST_CASE("1793: each player types the 4 cards drawn for the starting hand, one faction after another (5.11)",
          "[set-up]") {
  auto data = shipped("patriots-traitors");
  // Seated clockwise as the Start panel names them: the Feuillant first.
  Setup setup{"three_players", {{"Anne", "feuillants"}, {"Benoît", "girondins"}, {"Claire", "jacobins"}}, 1};
  GameSession session(data, setup);
  // Seating is the Start panel's business; nothing of it is asked here.
  CHECK(setUpNeeds(session).bySide.empty());
  REQUIRE(session.perform(Action{"pt_setup", "", {{"seating", words("feuillants,girondins,jacobins")}}, "", 0}));
  auto needs = setUpNeeds(session);
  REQUIRE(needs.bySide.size() == 1);
  const auto& deal = needs.bySide[0];
  CHECK(deal.action == "pt_deal");
  REQUIRE(deal.sides.size() == 3);
  CHECK(deal.sides[0].side == "feuillants");
  CHECK(deal.sides[2].side == "jacobins");
  for (const auto& turn : deal.sides) {
    CHECK(turn.open);
    CHECK_FALSE(turn.done);
  }
  CHECK(needs.charts.empty());
  CHECK(needs.perSide.empty());

  REQUIRE(session.perform(Action{"pt_deal", "girondins", {{"cards", words("ac43,ac47,ac27,ac28")}}, "", 0}));
  needs = setUpNeeds(session);
  REQUIRE(needs.bySide.size() == 1);
  CHECK(isDone(needs.bySide[0], "girondins"));
  CHECK_FALSE(needs.bySide[0].sides[1].open);
  CHECK_FALSE(isDone(needs.bySide[0], "feuillants"));
  CHECK_FALSE(isDone(needs.bySide[0], "jacobins"));

  // Undone, the hand is to type again.
  session.undo();
  CHECK_FALSE(isDone(setUpNeeds(session).bySide.at(0), "girondins"));
  session.redo();

  REQUIRE(session.perform(Action{"pt_deal", "feuillants", {{"cards", words("ac13,ac48,lec09,ac09")}}, "", 0}));
  REQUIRE(session.perform(Action{"pt_deal", "jacobins", {{"cards", words("ac11,ac30,ac12,ac01")}}, "", 0}));
  // Every hand dealt: the round starts, nothing more to prepare.
  CHECK(setUpNeeds(session).empty());
}
