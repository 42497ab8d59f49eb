// A new game as the Start panel makes it (adc/new_game.hpp): the seats the data says the
// game has (a side no player plays, pairs of powers), the number of players the game is
// for, and the opening actions that record what the table chose once (1793's seating,
// Grand Siècle's shared pairs). Also what a list of saves reads of a save
// (adc/save_summary.hpp), and a file that is no save refused in words.

#include "adc/new_game.hpp"
#include "adc/save_journal.hpp"
#include "adc/save_summary.hpp"
#include "adc/text_checks.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <fstream>

using namespace adc;

namespace {

std::shared_ptr<const GameData> shipped(const std::string& id) { return std::make_shared<GameData>(test::shippedGame(id)); }

Setup players(const std::string& scenario, std::vector<Player> list) { return Setup{scenario, std::move(list), 7}; }

// A copy of the test game whose game.toml has `from` replaced by `to`; its load errors.
std::vector<std::string> errorsWith(const std::string& from, const std::string& to) {
  auto folder = test::freshFolder("seats") / "test-game";
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder, std::filesystem::copy_options::recursive);
  auto text = test::readFile(folder / "game.toml");
  auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), to);
  std::ofstream(folder / "game.toml", std::ios::trunc) << text;
  try {
    loadGame(folder);
  } catch (const DataErrors& errors) {
    std::vector<std::string> lines;
    for (const auto& error : errors.errors()) lines.push_back(error.keyPath + ": " + error.message);
    return lines;
  }
  return {};
}

const std::string red = "id = \"red\"\nname = \"Red\"\ncolor = \"#c03030\"\n";
const std::string blue = "id = \"blue\"\nname = \"Blue\"\ncolor = \"#3050c0\"\n";

}  // namespace

TEST_CASE("A side no player plays has no seat: La Révolution française's Government", "[new_game]") {
  const auto& data = test::shippedGame("revolution-francaise");
  REQUIRE(data.findSide("government"));
  CHECK_FALSE(data.findSide("government")->played);
  CHECK(data.findSide("montagne")->played);
  auto problem = validateSetup(data, players("historical", {{"Anne", "government"}}));
  REQUIRE(problem);
  CHECK(*problem == "player 1 ('Anne'): the Government is played by no player in " + data.name);
}

TEST_CASE("played and partner are checked strictly when the data loads", "[new_game][game_loader]") {
  CHECK(errorsWith(red, red + "played = \"no\"\n") == std::vector<std::string>{"side[0].played: expected true or false, found a string"});
  CHECK(errorsWith(red, red + "partner = \"green\"\n") == std::vector<std::string>{"side[0].partner: no side 'green' to hold with 'red'"});
  CHECK(errorsWith(red, red + "partner = \"red\"\n") == std::vector<std::string>{"side[0].partner: a side cannot be its own partner"});
  CHECK(errorsWith(red, red + "partner = \"blue\"\n") ==
        std::vector<std::string>{"side[0].partner: 'blue' must name 'red' as its partner too"});
  // One side without a player loads: the other is played.
  CHECK(errorsWith(blue, blue + "played = false\n").empty());
}

TEST_CASE("No side played at all is a data error", "[new_game][game_loader]") {
  auto folder = test::freshFolder("no-seat") / "test-game";
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder, std::filesystem::copy_options::recursive);
  auto text = test::readFile(folder / "game.toml");
  for (const auto& side : {red, blue}) text.replace(text.find(side), side.size(), side + "played = false\n");
  std::ofstream(folder / "game.toml", std::ios::trunc) << text;
  try {
    loadGame(folder);
    FAIL("it loaded");
  } catch (const DataErrors& errors) {
    REQUIRE(errors.errors().size() == 1);
    CHECK(errors.errors()[0].message == "no side is played by a player: remove played = false from one");
  }
}

TEST_CASE("Grand Siècle's pairs of powers are the data's partners, those of 1.0", "[new_game]") {
  const auto& data = test::shippedGame("grand-siecle");
  CHECK(data.findSide("england")->partner == "turkey");
  CHECK(data.findSide("turkey")->partner == "england");
  CHECK(data.findSide("sweden")->partner == "austria");
  CHECK(data.findSide("france")->partner == "poland");
}

TEST_CASE("Too few or too many players are refused with how many the game needs", "[new_game]") {
  auto data = shipped("revolution-francaise");
  Setup three = players("historical", {{"Anne", "royalist"}, {"Benoît", "feuillant"}, {"Claire", "gironde"}, {"Anne", "marais"}});
  CHECK(countPlayers(three) == 3);
  auto refused = startSession(data, three);
  REQUIRE_FALSE(refused);
  CHECK(refused.error() == data->name + " needs at least 4 players; 3 are named");
  auto test = test::testGame();
  Setup five = players("standard", {{"A", "red"}, {"B", "red"}, {"C", "red"}, {"D", "blue"}, {"E", "blue"}});
  CHECK(*checkPlayerCount(*test, five) == "Test Game is for at most 4 players; 5 are named");
  Setup four = players("historical", {{"Anne", "royalist"}, {"Benoît", "feuillant"}, {"Claire", "gironde"},
                                      {"Denis", "montagne"}, {"Denis", "sans_culotte"}});
  auto started = startSession(data, four);  // 15.2.2: four players, the Marais automated
  REQUIRE(started);
  CHECK(started->log().empty());
}

TEST_CASE("Grand Siècle: five players hold two powers each, and a shared pair is logged first (9.2)", "[new_game]") {
  auto data = shipped("grand-siecle");
  const std::vector<std::pair<std::string, std::string>> pairs{
      {"england", "turkey"}, {"spain", "prussia"}, {"france", "poland"}, {"holland", "russia"}, {"sweden", "austria"}};
  const std::vector<std::string> names{"Anne", "Benoît", "Claire", "Denis", "Élise"};
  Setup five{"1700", {}, 7};
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    five.players.push_back({names[i], pairs[i].first});
    five.players.push_back({names[i], pairs[i].second});
  }
  auto session = startSession(data, five);
  REQUIRE(session);
  CHECK(session->log().empty());  // no pair is shared
  CHECK(session->state().read(*data, "shared_pair.england") == Value{false});

  Setup six = five;
  six.players[1].name = "Fanny";  // Turkey: England & Turkey are shared
  session = startSession(data, six);
  REQUIRE(session);
  REQUIRE(session->log().size() == 1);
  CHECK(session->log()[0].action.type == "gs_share_pair");
  CHECK(session->log()[0].summary == "England & Turkey are shared by two players, one power each: their VP count double (9.2)");
  CHECK(session->state().read(*data, "shared_pair.england") == Value{true});
  CHECK(session->state().read(*data, "shared_pair.turkey") == Value{true});
  CHECK(session->state().read(*data, "shared_pair.spain") == Value{false});

  Setup missing = six;
  missing.players.erase(missing.players.begin() + 2, missing.players.begin() + 4);  // Spain & Prussia
  for (auto& player : missing.players) {
    if (player.side == "russia") player.name = "Gaston";  // Holland & Russia shared: still 6 players
  }
  auto refused = startSession(data, missing);
  REQUIRE_FALSE(refused);
  CHECK(refused.error() == "no player holds Spain (its pair is held by one player or shared by two)");
}

TEST_CASE("1793: the factions and seating chosen at the start are the game's first action (5)", "[new_game]") {
  auto data = shipped("patriots-traitors");
  const Opening* opening = findOpening(*data);
  REQUIRE(opening);
  CHECK(opening->seating);
  CHECK(opening->seats(*data->findScenario("four_players")) == 4);
  CHECK(opening->seats(*data->findScenario("three_players")) == 3);

  Setup four = players("four_players", {{"Anne", "jacobins"}, {"Benoît", "feuillants"}, {"Claire", "girondins"},
                                        {"Denis", "cordeliers"}});
  auto session = startSession(data, four, {{"first_game", Value{true}}});
  REQUIRE(session);
  REQUIRE(session->log().size() == 1);
  CHECK(session->log()[0].action.type == "pt_setup");
  CHECK(session->log()[0].action.args.at("seating") == Value{std::string("jacobins,feuillants,girondins,cordeliers")});
  CHECK(session->state().read(*data, "seat.jacobins") == Value{std::int64_t{1}});
  CHECK(session->state().read(*data, "seat.cordeliers") == Value{std::int64_t{4}});
  CHECK(session->state().read(*data, "stage") == Value{std::string("deal")});
  CHECK(session->state().read(*data, "card.lc11") == Value{std::string("out")});  // first game (5.9)

  auto three = four;
  three.players.pop_back();
  auto refused = startSession(data, three);
  REQUIRE_FALSE(refused);
  CHECK(refused.error() == "Four players: Cordeliers, Jacobins, Girondins, Feuillants seats 4 players; 3 are seated");

  auto twice = four;
  twice.players[3].side = "jacobins";
  refused = startSession(data, twice);
  REQUIRE_FALSE(refused);
  CHECK(refused.error() == "the Jacobins (Radicals, blue) is chosen at two seats; one side a seat");

  auto royalists = four;
  royalists.players[3].side = "royalists";
  refused = startSession(data, royalists);
  REQUIRE_FALSE(refused);
  CHECK(refused.error() == "seating: the Royalists play only in a 5 player game (5)");
}

TEST_CASE("A file that is no save is refused in words, never with a parser's complaint", "[new_game][save_file]") {
  auto folder = test::freshFolder("no-save");
  auto games = [](const std::string&) -> std::shared_ptr<const GameData> { return test::testGame(); };
  auto reason = [&](const std::string& name, const std::string& text) {
    std::ofstream(folder / name) << text;
    try {
      readSave(folder / name, games);
    } catch (const NotASave& notASave) {
      return notASave.reason();
    } catch (const std::exception& other) {
      return std::string("other error: ") + other.what();
    }
    return std::string("(it loaded)");
  };
  // A note that mentions the [save] table is not a save (it used to be read as broken TOML).
  CHECK(reason("notes.md", "# Saves\nA save starts with [save] and then\nsome words = here\n") ==
        "a save is written by Aide-de-camp or by `adc new`");
  CHECK(reason("data.json", "{\"width\": 1280}\n") == "its first line is not a save's header");
  CHECK(reason("empty.adc", "") == "the file is empty, it holds no game");
  CHECK_THROWS_AS(readSave(folder, games), NotASave);
}

TEST_CASE("A save's summary names its game, scenario, players and where it stands, from its checkpoint",
          "[new_game][save_summary]") {
  auto file = test::freshFolder("summary") / "long.adc";
  GameSession session(test::testGame(), Setup{"war", {{"Anne", "red"}, {"Benoît", "blue"}}, 7});
  const std::size_t count = journalCheckpointInterval + 5;
  {
    OpenOptions options;
    options.lockWait = std::chrono::milliseconds(50);
    auto journal = SaveJournal::create(file, options);
    for (std::size_t i = 0; i < count; ++i) {
      Action nudge{"adjust", "", {{"key", std::string("treasury.red")}, {"by", std::int64_t(i % 2 ? -1 : 1)}}, "", 0};
      REQUIRE(session.perform(nudge));
    }
    REQUIRE(session.perform(Action{"next", "", {}, "", 0}));
    journal.store(session);
  }
  auto games = [](const std::string& id) -> std::shared_ptr<const GameData> {
    return id == "test-game" ? test::testGame() : nullptr;
  };
  auto summary = readSaveSummary(file, games);
  CHECK(summary.data->id == "test-game");
  CHECK(summary.setup.scenario == "war");
  REQUIRE(summary.setup.players.size() == 2);
  CHECK(summary.setup.players[1].name == "Benoît");
  CHECK(summary.actions == count + 1);
  CHECK(summary.state == session.state());
  CHECK_FALSE(summary.changedOutside);

  // A line edited by hand: still summed up, and said.
  auto text = test::readFile(file);
  auto at = text.find("\"by\":1");
  REQUIRE(at != std::string::npos);
  text.replace(at, 6, "\"by\":2");
  std::ofstream(file, std::ios::trunc | std::ios::binary) << text;
  CHECK(readSaveSummary(file, games).changedOutside);
}

TEST_CASE("Two players named at one seat, or a blank name, are refused before a game starts (issue 28 fault 10)", "[new_game][issue28]") {
  // Paris vaut bien une Messe!: two players, one a side.
  auto data = shipped("paris-messe");
  CHECK(playersASideSeats(*data) == 1);
  auto twoAtOneSeat = startSession(data, players("dreux", {{"Anne", "protestant"}, {"Benoît", "protestant"}}));
  REQUIRE_FALSE(twoAtOneSeat);
  CHECK(twoAtOneSeat.error() == "the Huguenots (Dreux) / Royalists (Ivry) seats one player; 2 are named");
  auto blank = startSession(data, players("dreux", {{"Anne", "protestant"}, {" ", "catholic"}}));
  REQUIRE_FALSE(blank);
  CHECK(blank.error() == "the Catholics (Dreux) / League (Ivry) has a player without a name");
  CHECK(startSession(data, players("dreux", {{"Anne", "protestant"}, {"Benoît", "catholic"}})));
  // Vendée Militaire seats a team of two a side (4 players, 2 sides).
  CHECK(playersASideSeats(test::shippedGame("vendee-militaire")) == 2);
  // Grand Siècle's pairs: one name at two sides is one player holding a pair, not two seats.
  CHECK(playersASideSeats(test::shippedGame("grand-siecle")) == 1);
}
