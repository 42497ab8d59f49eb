// `adc do --json` and `adc resolve` (issue 17): every kind of action prints one JSON
// object on stdout (the action as recorded, its summary and rule, the changes to the
// books), a refusal a JSON error object; without --json the changes are printed in words.

#include "run_command.hpp"
#include "test_games.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <regex>

using adc::test::freshFolder;
using adc::test::readFile;
using adc::test::runAdc;
using adc::test::CommandResult;

namespace {


std::string newTestGame(const std::string& xdg) {
  auto save = (freshFolder("save") / "game.adc").string();
  auto result = runAdc({"new", "test-game", "--save", save, "--seed", "7", "--player", "Ann:red", "--player", "Bob:blue"}, xdg);
  REQUIRE(result.exitCode == 0);
  return save;
}

// The JSON `adc do --json` printed: stdout parses whole, and holds the action as
// recorded, its summary, its rule and the list of changes.
nlohmann::json performed(const CommandResult& result) {
  INFO("stdout: " << result.out << "\nstderr: " << result.err);
  REQUIRE(result.exitCode == 0);
  nlohmann::json json;
  REQUIRE_NOTHROW(json = nlohmann::json::parse(result.out));
  for (const char* field : {"action", "summary", "rule", "resolution", "charts_used", "changes"}) {
    INFO(field);
    CHECK(json.contains(field));
  }
  CHECK(json["changes"].is_array());
  return json;
}

// The change of one key in a performed action's JSON; null when it did not change.
nlohmann::json changeOf(const nlohmann::json& json, const std::string& key) {
  for (const auto& change : json["changes"]) {
    if (change["key"] == key) return change;
  }
  return nullptr;
}

// A golden fixture cut before its action `count` (0-based), as a save to play on.
std::string fixtureBefore(const std::string& game, const std::string& fixture, std::size_t count) {
  auto text = readFile(adc::test::shippedDataDirectory().parent_path() / "tests" / "fixtures" / game / fixture);
  const std::string separator = "\n[[action]]\n";
  std::size_t cut = 0;
  for (std::size_t i = 0; i <= count; ++i) {
    cut = text.find(separator, cut + (i ? 1 : 0));
    REQUIRE(cut != std::string::npos);
  }
  text = std::regex_replace(text.substr(0, cut + 1), std::regex("\ncursor = [0-9]+\n"),
                            "\ncursor = " + std::to_string(count) + "\n");
  auto save = (freshFolder("fixture") / (game + ".adc")).string();
  std::ofstream(save, std::ios::binary) << text;
  return save;
}

}  // namespace

TEST_CASE("adc do --json resolve: the resolution, its rule and Red's treasury from 10 to 14 (3.1)", "[cli][json]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newTestGame(xdg);
  auto json = performed(runAdc({"do", save, "resolve", "procedure=tax", "die=4", "--side", "red", "--json"}, xdg));
  CHECK(json["action"]["type"] == "resolve");
  CHECK(json["action"]["side"] == "red");
  CHECK(json["rule"] == "3.1");
  CHECK(json["summary"] == "Taxes: 1d10 4, total 4 → Collect 4 ducats");
  CHECK(json["resolution"]["procedure"]["id"] == "tax");
  CHECK(json["resolution"]["total"] == 4);
  REQUIRE(json["changes"].size() == 1);
  CHECK(json["changes"][0] == nlohmann::json({{"key", "treasury.red"},
                                              {"name", "Treasury (Red)"},
                                              {"before", 10},
                                              {"after", 14},
                                              {"before_text", "10"},
                                              {"after_text", "14"},
                                              {"rule", "3.1"}}));
}

TEST_CASE("adc do without --json prints each change to the books after the resolution", "[cli][json]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newTestGame(xdg);
  auto tax = runAdc({"do", save, "resolve", "procedure=tax", "die=4", "--side", "red"}, xdg);
  REQUIRE(tax.exitCode == 0);
  CHECK(tax.out.find("→ Collect 4 ducats\n  On the board: Move the Red treasury marker up 4.\n"
                     "  Treasury (Red): 10 → 14 (rule 3.1)\n") != std::string::npos);
  auto next = runAdc({"do", save, "next"}, xdg);
  REQUIRE(next.exitCode == 0);
  CHECK(next.out == "Turn 1: Diplomacy / Negotiations\n  Step: Income / Collect taxes → Diplomacy / Negotiations (rule 4.1)\n");
  auto correction = runAdc({"do", save, "set", "key=war", "value=true", "--reason", "misread the card"}, xdg);
  REQUIRE(correction.exitCode == 0);
  CHECK(correction.out.find("  At war: No → Yes (rule correction)\n") != std::string::npos);
}

TEST_CASE("adc do --json on every built-in action: corrections, the sequence, timers, sealed entries, dice, notes",
          "[cli][json]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newTestGame(xdg);

  auto set = performed(runAdc({"do", save, "set", "key=treasury.blue", "value=12", "--reason", "miscounted", "--json"}, xdg));
  CHECK(set["action"]["reason"] == "miscounted");
  CHECK(changeOf(set, "treasury.blue")["after"] == 12);

  auto adjust = performed(runAdc({"do", save, "adjust", "key=prestige.red", "by=2", "--json"}, xdg));
  CHECK(changeOf(adjust, "prestige.red")["before"] == 5);
  CHECK(changeOf(adjust, "prestige.red")["after"] == 7);
  CHECK(adjust["rule"] == "3.2");

  auto next = performed(runAdc({"do", save, "next", "--json"}, xdg));
  CHECK(changeOf(next, "step")["after"] == "diplomacy.talks");
  CHECK(changeOf(next, "step")["after_text"] == "Diplomacy / Negotiations");

  auto back = performed(runAdc({"do", save, "back", "--json"}, xdg));
  CHECK(changeOf(back, "step")["after"] == "income.collect");

  auto jump = performed(runAdc({"do", save, "goto", "step=diplomacy.bids", "turn=2", "--json"}, xdg));
  CHECK(changeOf(jump, "turn")["after"] == 2);
  CHECK(changeOf(jump, "step")["after"] == "diplomacy.bids");

  auto start = performed(runAdc({"do", save, "timer_start", "timer=diplomacy", "--json"}, xdg));
  CHECK(changeOf(start, "timer.diplomacy")["after"] == "running");
  CHECK(changeOf(start, "timer.diplomacy")["after_text"] == "running, 10:00 long");
  auto pause = performed(runAdc({"do", save, "timer_pause", "timer=diplomacy", "--json"}, xdg));
  CHECK(changeOf(pause, "timer.diplomacy")["after"] == "paused");
  auto resume = performed(runAdc({"do", save, "timer_resume", "timer=diplomacy", "--json"}, xdg));
  CHECK(changeOf(resume, "timer.diplomacy")["after"] == "running");
  auto extend = performed(runAdc({"do", save, "timer_extend", "timer=diplomacy", "seconds=60", "--json"}, xdg));
  CHECK(changeOf(extend, "timer.diplomacy")["after_text"] == "running, 11:00 long");
  auto reset = performed(runAdc({"do", save, "timer_reset", "timer=diplomacy", "--json"}, xdg));
  CHECK(changeOf(reset, "timer.diplomacy")["after"] == "idle");

  // 4.2: a sealed bid is "sealed" in the changes until the reveal, never its amount.
  auto red = performed(runAdc({"do", save, "seal", "entry=bid", "value=8", "--side", "red", "--json"}, xdg));
  CHECK(changeOf(red, "sealed.bid.red")["before"] == nullptr);
  CHECK(changeOf(red, "sealed.bid.red")["after"] == "sealed");
  // Not even in the action as recorded: the JSON may be read on a shared screen.
  CHECK(red["action"]["args"]["value"] == "sealed");
  CHECK(red.dump().find('8') == std::string::npos);
  performed(runAdc({"do", save, "seal", "entry=bid", "value=5", "--side", "blue", "--json"}, xdg));
  auto reveal = performed(runAdc({"do", save, "reveal", "entry=bid", "--json"}, xdg));
  CHECK(changeOf(reveal, "sealed.bid.red")["after"] == 8);
  CHECK(changeOf(reveal, "sealed.bid.blue")["after"] == 5);

  auto roll = performed(runAdc({"do", save, "roll", "dice=2d6", "--json"}, xdg));
  CHECK(roll["action"]["args"].contains("result"));  // the action as recorded: with its dice
  CHECK(roll["changes"].empty());

  auto note = performed(runAdc({"do", save, "note", "text=Red offers peace", "--json"}, xdg));
  CHECK(note["summary"] == "Note: Red offers peace");
  CHECK(note["changes"].empty());
}

TEST_CASE("adc do --json chart: the value typed in is a change of its cell - a value read from the chart goes into "
          "charts_used",
          "[cli][json]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newTestGame(xdg);
  auto chart = performed(
      runAdc({"do", save, "chart", "table=skirmish", "row=7", "column=2", "att_loss=1", "def_loss=2", "--json"}, xdg));
  auto cell = changeOf(chart, "chart.skirmish.7.2");
  REQUIRE(cell != nullptr);
  CHECK(cell["after_text"] == "Attacker loses 1, Defender loses 2");
  CHECK(chart["rule"] == "7.4");

  // A second game: the players' chart (kept by the entry above) fills the cell, logged
  // first as its own chart entry, and named in the JSON.
  auto other = newTestGame(xdg);
  REQUIRE(runAdc({"do", other, "goto", "step=battle.skirmish"}, xdg).exitCode == 0);
  auto skirmish = runAdc({"do", other, "resolve", "procedure=skirmish", "die=3,4", "odds=2", "--side", "red", "--json"}, xdg);
  auto json = performed(skirmish);
  REQUIRE(json["charts_used"].size() == 1);
  CHECK(json["charts_used"][0]["action"]["type"] == "chart");
  CHECK(json["charts_used"][0]["summary"] == "Chart entry: Skirmish table, Modified 2d6 7, Odds 2: Attacker loses 1, Defender loses 2");
  CHECK(json["resolution"]["fields"] == nlohmann::json({{"att_loss", 1}, {"def_loss", 2}}));
  CHECK(changeOf(json, "prestige.red")["after"] == 6);
  // The chart entry's own change is not the resolution's.
  CHECK(changeOf(json, "chart.skirmish.7.2") == nullptr);
}

TEST_CASE("adc do --json: a refusal is a JSON error object with the argument and the way forward, exit 1",
          "[cli][json]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newTestGame(xdg);
  auto before = readFile(save);
  auto missing = runAdc({"do", save, "goto", "--json"}, xdg);
  CHECK(missing.exitCode == 1);
  auto error = nlohmann::json::parse(missing.out)["error"];
  CHECK(error["message"] == "'Go to a step' needs the step");
  CHECK(error["code"] == "missing-argument");
  CHECK(error["action"] == "Go to a step");
  CHECK(error["argument"] == "step");
  CHECK(error["argument_meaning"] == "the step");
  CHECK(error["way_forward"] == nullptr);
  CHECK(readFile(save) == before);

  // 4.2: the bids are revealed once both sides have entered theirs: the way forward is
  // Blue's bid, and its command.
  REQUIRE(runAdc({"do", save, "seal", "entry=bid", "value=3", "--side", "red"}, xdg).exitCode == 0);
  auto early = runAdc({"do", save, "reveal", "entry=bid", "--json"}, xdg);
  CHECK(early.exitCode == 1);
  auto waiting = nlohmann::json::parse(early.out)["error"];
  CHECK(waiting["message"] == "Secret bid still waits for Blue");
  CHECK(waiting["way_forward"]["kind"] == "seal");
  CHECK(waiting["way_forward"]["label"] == "Seal: Secret bid (Blue)");
  CHECK(waiting["way_forward"]["command"] == "adc do " + save + " seal entry=bid value=... --side blue");

  // Without --json, the refusal says its argument and its way forward too.
  auto words = runAdc({"do", save, "reveal", "entry=bid"}, xdg);
  CHECK(words.exitCode == 1);
  CHECK(words.out.empty());
  CHECK(words.err == "adc: refused (not-allowed): Secret bid still waits for Blue\n"
                     "  way forward: Seal: Secret bid (Blue): adc do " + save + " seal entry=bid value=... --side blue\n");
  auto argument = runAdc({"do", save, "goto"}, xdg);
  CHECK(argument.err == "adc: refused (missing-argument): 'Go to a step' needs the step\n  argument: step (the step)\n");
}

TEST_CASE("adc resolve from no game says what the effects would do: Maintenance of 31 regiments costs 7 Louis (16.3)",
          "[cli][json]") {
  // A new game's treasury is 0 and may not go below it (15.11): a preview from no game
  // reads no treasury, so it is not refused as out of range.
  auto text = runAdc(adc::test::withShippedData({"resolve", "grand-siecle", "maintenance", "regiments=31", "--side", "france"}));
  INFO(text.err);
  REQUIRE(text.exitCode == 0);
  CHECK(text.out.find("  State treasury (Louis) (France): costs 7 Louis (rule 16.3)\n") != std::string::npos);
  auto json = runAdc(adc::test::withShippedData({"resolve", "grand-siecle", "procedure=maintenance", "regiments=31", "--side", "france", "--json"}));
  REQUIRE(json.exitCode == 0);
  auto resolution = nlohmann::json::parse(json.out);
  CHECK(resolution["preview"] == true);
  CHECK(resolution["effects"][0]["added"] == -7);
  CHECK(resolution["effects"][0]["text"] == "State treasury (Louis) (France): costs 7 Louis (rule 16.3)");
}

TEST_CASE("adc resolve --from SAVE resolves against the game's books and logs nothing", "[cli][json]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newTestGame(xdg);
  REQUIRE(runAdc({"do", save, "adjust", "key=treasury.red", "by=5"}, xdg).exitCode == 0);
  const auto before = readFile(save);
  auto json = performed(runAdc({"resolve", "--from", save, "procedure=tax", "die=4", "--side", "red", "--json"}, xdg));
  CHECK(json["logged"] == false);
  CHECK(changeOf(json, "treasury.red")["before"] == 15);
  CHECK(changeOf(json, "treasury.red")["after"] == 19);
  auto text = runAdc({"resolve", "--from", save, "tax", "die=4", "--side", "red"}, xdg);
  REQUIRE(text.exitCode == 0);
  CHECK(text.out.find("  Treasury (Red): 15 → 19 (rule 3.1)\nNothing was logged") != std::string::npos);
  // Read-only: nothing written, the log as it was.
  CHECK(readFile(save) == before);
  CHECK(runAdc({"log", save}, xdg).out.find("Taxes") == std::string::npos);
  // Checked against the books: a correction that would take a treasury past its range is refused.
  REQUIRE(runAdc({"do", save, "set", "key=treasury.red", "value=99", "--reason", "test"}, xdg).exitCode == 0);
  auto over = runAdc({"resolve", "--from", save, "procedure=tax", "die=4", "--side", "red", "--json"}, xdg);
  CHECK(over.exitCode == 1);
  CHECK(nlohmann::json::parse(over.out)["error"]["rule"] == "3.1");
}

TEST_CASE("adc do --json on a module action of each of the five games holds its changes", "[cli][json]") {
  auto xdg = freshFolder("xdg").string();
  SECTION("Grand Siècle: a pair shared between two players (9.2)") {
    auto save = (freshFolder("gs") / "game.adc").string();
    REQUIRE(runAdc(adc::test::withShippedData({"new", "grand-siecle", "--save", save, "--seed", "3"}), xdg).exitCode == 0);
    auto json = performed(runAdc(adc::test::withShippedData({"do", save, "gs_share_pair", "power=france", "--json"}), xdg));
    CHECK(json["rule"] == "9.2");
    CHECK(changeOf(json, "shared_pair.france")["after"] == true);
  }
  SECTION("1793: Patriots & Traitors: the players seated (5, 6)") {
    auto save = (freshFolder("pt") / "game.adc").string();
    REQUIRE(runAdc(adc::test::withShippedData({"new", "patriots-traitors", "--scenario", "four_players", "--save", save, "--seed", "1",
                            "--player", "Jeanne:jacobins", "--player", "Francois:feuillants", "--player",
                            "Gabrielle:girondins", "--player", "Camille:cordeliers"}),
                   xdg)
                .exitCode == 0);
    auto json = performed(
        runAdc(adc::test::withShippedData({"do", save, "pt_setup", "seating=jacobins,feuillants,girondins,cordeliers", "--json"}), xdg));
    CHECK(json["action"]["type"] == "pt_setup");
    CHECK_FALSE(json["changes"].empty());
  }
  SECTION("Paris vaut bien une Messe!: the orders revealed") {
    auto save = fixtureBefore("paris-messe", "dreux_turn_1.toml", 13);
    auto json = performed(runAdc(adc::test::withShippedData({"do", save, "pm_reveal_orders", "--json"}), xdg));
    CHECK(json["action"]["type"] == "pm_reveal_orders");
    CHECK_FALSE(json["changes"].empty());
  }
  SECTION("La Révolution française: the Economy track +2 (10.1)") {
    auto save = fixtureBefore("revolution-francaise", "directorate_partner_events_army_return.toml", 9);
    auto json = performed(runAdc(adc::test::withShippedData({"do", save, "rf_event_track", "track=economy", "by=2", "--json"}), xdg));
    auto economy = json["changes"];
    CHECK(std::any_of(economy.begin(), economy.end(), [](const auto& change) {
      return change["key"].template get<std::string>().find("economy") != std::string::npos;
    }));
  }
  SECTION("Vendée Militaire: the set-up placed") {
    auto save = fixtureBefore("vendee-militaire", "example_of_play.toml", 10);
    auto json = performed(runAdc(adc::test::withShippedData({"do", save, "vm_setup", "--json"}), xdg));
    CHECK(json["action"]["type"] == "vm_setup");
    CHECK_FALSE(json["changes"].empty());
  }
}

TEST_CASE("adc do: a procedure that would take a book past its end says it in the book's words, "
          "in English and in French",
          "[cli][json]") {
  // Issue 17: the refusal said "cannot change treasury.france", the book's key; issue 30:
  // "-7 is out of range; State treasury (Louis) (France) runs at least 0", a range.
  auto xdg = freshFolder("xdg").string();
  auto save = (freshFolder("gs") / "game.adc").string();
  REQUIRE(runAdc(adc::test::withShippedData({"new", "grand-siecle", "--save", save, "--seed", "3"}), xdg).exitCode == 0);
  const auto before = readFile(save);
  // A new game's State treasury is 0, and may not go below it: 31 regiments cost 7 Louis (16.3).
  auto english = runAdc(adc::test::withShippedData({"do", save, "resolve", "procedure=maintenance", "regiments=31", "--side", "france"}), xdg);
  CHECK(english.exitCode == 1);
  CHECK(english.err == "adc: refused (not-allowed): Maintenance refused: France's State treasury holds 0 Louis: the "
                       "maintenance of 7 cannot be paid (16.3)\n");
  auto json = runAdc(adc::test::withShippedData({"do", save, "resolve", "procedure=maintenance", "regiments=31", "--side", "france", "--json"}), xdg);
  CHECK(json.exitCode == 1);
  CHECK(nlohmann::json::parse(json.out)["error"]["message"] ==
        "Maintenance refused: France's State treasury holds 0 Louis: the maintenance of 7 cannot be paid (16.3)");
  auto french =
      runAdc(adc::test::withShippedData({"--lang", "fr", "do", save, "resolve", "procedure=maintenance", "regiments=31", "--side", "france"}), xdg);
  CHECK(french.exitCode == 1);
  CHECK(french.err.find("treasury.france") == std::string::npos);
  CHECK(french.err.find("hors limites") == std::string::npos);
  CHECK(french.err.find("France\u202f: le trésor de l'État contient 0 Louis\u202f; impossible de payer l'entretien de 7 (16.3)") !=
        std::string::npos);
  CHECK(readFile(save) == before);
}
