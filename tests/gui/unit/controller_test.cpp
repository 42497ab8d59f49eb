// The Controller, the one place actions are performed: undo never loses work silently.
// A new action while undone actions exist waits for the players' answer; the undone
// resolution is offered back to the Resolve panel.

#include "controller.hpp"
#include "panels/book_change_lines.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>

using namespace adc;
using namespace adc::gui;

namespace {

// A controller on the test game in a private data folder (autosave, players' chart).
struct Playing {
  std::filesystem::path folder;
  GameLibrary library{ADC_TEST_DATA_DIR};
  ManualClock clock;
  std::unique_ptr<Controller> controller;

  explicit Playing(const std::string& name) : folder(std::filesystem::temp_directory_path() / ("adc-controller-" + name)) {
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    setenv("XDG_DATA_HOME", folder.c_str(), 1);
    controller = std::make_unique<Controller>(library, clock, folder / "autosave.adc");
    REQUIRE(controller->newGame("test-game", Setup{"standard", {{"Anne", "red"}, {"Benoît", "blue"}}, 7}));
  }
  ~Playing() {
    controller.reset();  // its lock on the autosave goes first
    std::filesystem::remove_all(folder);
  }
};

Action note(const std::string& text) { return Action{"note", "", {{"text", Value{text}}}, "", 0}; }
Action taxes(std::int64_t die) {
  return Action{"resolve", "red", {{"procedure", Value{std::string("tax")}}, {"die", Value{die}}}, "", 0};
}

}  // namespace

TEST_CASE("A new action after an undo asks first, names what it discards, and Cancel keeps the undone actions",
          "[controller][undo]") {
  Playing table("cancel");
  auto& controller = *table.controller;
  REQUIRE(controller.perform(note("one")));
  REQUIRE(controller.perform(note("two")));
  REQUIRE(controller.perform(note("three")));
  controller.moveTo(1);
  CHECK(controller.undoneCount() == 2);
  CHECK(controller.status() == "Undid the last 2 actions; they stay in the log and can be redone");

  bool followedUp = false;
  auto asked = controller.perform(note("four"), [&](const Applied&) { followedUp = true; });
  REQUIRE_FALSE(asked);
  CHECK(asked.error().message == "This discards 2 undone actions: answer the question first");
  REQUIRE(controller.asking());
  CHECK(controller.discardQuestion()->discarded == std::vector<std::string>{"Note: two", "Note: three"});
  // Nothing happened yet: the log and the position are as they were.
  CHECK(controller.session().log().size() == 3);
  CHECK(controller.session().cursor() == 1);
  CHECK_FALSE(followedUp);

  controller.cancelDiscard();
  CHECK_FALSE(controller.asking());
  CHECK(controller.status() == "Nothing done: the 2 undone actions are kept and can be redone");
  CHECK_FALSE(followedUp);
  REQUIRE(controller.session().canRedo());
  controller.redo();
  CHECK(controller.session().log()[1].summary == "Note: two");
  CHECK(controller.session().cursor() == 2);
}

TEST_CASE("Go on discards the undone actions, performs the action, runs its follow-up and says what went",
          "[controller][undo]") {
  Playing table("go-on");
  auto& controller = *table.controller;
  REQUIRE(controller.perform(note("one")));
  REQUIRE(controller.perform(note("two")));
  controller.undo();
  CHECK(controller.status() == "Undone: Note: two (it can be redone)");
  bool followedUp = false;
  REQUIRE_FALSE(controller.perform(note("three"), [&](const Applied& done) { followedUp = done.summary == "Note: three"; }));
  CHECK(controller.asking());
  controller.confirmDiscard();
  CHECK_FALSE(controller.asking());
  CHECK(followedUp);
  REQUIRE(controller.session().log().size() == 2);
  CHECK(controller.session().log()[1].summary == "Note: three");
  CHECK_FALSE(controller.session().canRedo());
  CHECK(controller.status() == "Note: three — discarded 1 undone action: Note: two");
  // The next action has nothing undone to discard: it goes at once.
  REQUIRE(controller.perform(note("four")));
  CHECK(controller.status() == "Note: four");
}

TEST_CASE("A refused action asks nothing, and a move of the cursor drops a question", "[controller][undo]") {
  Playing table("refused");
  auto& controller = *table.controller;
  REQUIRE(controller.perform(note("one")));
  controller.undo();
  auto refused = controller.perform(Action{"note", "", {}, "", 0});
  REQUIRE_FALSE(refused);
  CHECK_FALSE(controller.asking());
  CHECK(refused.error().code == ActionError::Code::MissingArgument);
  CHECK(controller.session().canRedo());

  REQUIRE_FALSE(controller.perform(note("two")));
  REQUIRE(controller.asking());
  controller.redo();  // the players moved on: the question no longer holds
  CHECK_FALSE(controller.asking());
  CHECK(controller.session().log().size() == 1);
}

TEST_CASE("An undone resolution is offered back until it is redone or discarded", "[controller][undo][resolve]") {
  Playing table("resolution");
  auto& controller = *table.controller;
  REQUIRE(controller.perform(taxes(7)));
  REQUIRE(controller.perform(note("after")));
  CHECK_FALSE(controller.undoneResolution());
  const auto before = controller.undoneResolutionSerial();

  controller.moveTo(0);
  REQUIRE(controller.undoneResolution());
  CHECK(controller.undoneResolution()->index == 0);
  CHECK(controller.undoneResolution()->action.arg("die") != nullptr);
  CHECK(*controller.undoneResolution()->action.arg("die") == Value{std::int64_t{7}});
  CHECK(controller.undoneResolutionSerial() != before);

  controller.redo();
  CHECK_FALSE(controller.undoneResolution());
  controller.undo();
  REQUIRE(controller.undoneResolution());

  // Resolved again on the kept die: asked, then logged with the die kept.
  Action again = taxes(7);
  again.args[std::string(keptDiceArgument)] = true;
  REQUIRE_FALSE(controller.perform(again));
  controller.confirmDiscard();
  CHECK_FALSE(controller.undoneResolution());
  REQUIRE(controller.session().log().size() == 1);
  CHECK(controller.session().log()[0].summary ==
        "Taxes: 1d10 7 (dice kept from the undone resolution, not rolled again), total 7 → Collect 7 ducats");
  CHECK(controller.status().find("discarded the 2 undone actions: Taxes: 1d10 7, total 7 → Collect 7 ducats; Note: after") !=
        std::string::npos);
}

TEST_CASE("Agreed once, an action that then asks for a printed value goes on without asking again, and says what went",
          "[controller][undo][chart]") {
  Playing table("chart");
  auto& controller = *table.controller;
  REQUIRE(controller.perform(note("one")));
  controller.undo();
  // Row 7, column 2 of the skirmish table is not printed: the players type it.
  const Action skirmish{"resolve", "red",
                        {{"procedure", Value{std::string("skirmish")}}, {"die", Value{DiceFaces{4, 4}}},
                         {"odds", Value{std::int64_t{2}}}, {"terrain", Value{std::string("forest")}}},
                        "", 0};
  REQUIRE_FALSE(controller.perform(skirmish));
  REQUIRE(controller.asking());
  controller.confirmDiscard();
  REQUIRE(controller.pending());
  CHECK(controller.session().canRedo());  // nothing went yet: the action waits for the value
  auto entered = controller.enterChartValue(controller.pending()->cell, {Value{std::int64_t{1}}, Value{std::int64_t{2}}});
  CHECK_FALSE(controller.asking());
  REQUIRE(entered);
  REQUIRE(*entered);
  REQUIRE(controller.session().log().size() == 2);
  CHECK(controller.session().log()[0].action.type == "chart");
  CHECK(controller.status() ==
        "Skirmish: 2d6 4,4, total 7 → Attacker wins: attacker loses 1, defender loses 2 — discarded 1 undone action: Note: one");

}

TEST_CASE("Cancelled at the chart prompt, the agreement to discard goes with the action", "[controller][undo][chart]") {
  Playing table("chart-cancel");
  auto& controller = *table.controller;
  REQUIRE(controller.perform(note("one")));
  controller.undo();
  const Action skirmish{"resolve", "red",
                        {{"procedure", Value{std::string("skirmish")}}, {"die", Value{DiceFaces{4, 4}}},
                         {"odds", Value{std::int64_t{2}}}, {"terrain", Value{std::string("forest")}}},
                        "", 0};
  REQUIRE_FALSE(controller.perform(skirmish));
  controller.confirmDiscard();
  REQUIRE(controller.pending());
  controller.dropPending();
  CHECK(controller.session().canRedo());
  REQUIRE_FALSE(controller.perform(note("two")));
  CHECK(controller.asking());
  CHECK(controller.session().log().size() == 1);
}

TEST_CASE("The last action's changes to the books are kept for the screen until the cursor moves", "[controller][book-changes]") {
  Playing table("book-changes");
  auto& controller = *table.controller;
  CHECK(controller.lastActionChanges() == nullptr);
  REQUIRE(controller.perform(taxes(7)));
  const auto* changes = controller.lastActionChanges();
  REQUIRE(changes);
  REQUIRE_FALSE(changes->empty());
  const auto lines = bookChangeLines(*changes);
  CHECK(std::find_if(lines.begin(), lines.end(), [](const std::string& line) {
          return line.find(" → ") != std::string::npos && line.find("(Red)") != std::string::npos;
        }) != lines.end());
  // Undone, the action's changes are no longer the last action's: nothing is said.
  controller.undo();
  CHECK(controller.lastActionChanges() == nullptr);
  controller.redo();
  CHECK(controller.lastActionChanges() == nullptr);
}

TEST_CASE("The changes to the books are listed short: six lines, then 'and N more'", "[controller][book-changes]") {
  std::vector<BookChange> changes;
  for (int i = 0; i < 9; ++i) {
    changes.push_back(BookChange{"treasury.red", "Treasury (Red)", Value{std::int64_t{i}}, Value{std::int64_t{i + 1}},
                                 std::to_string(i), std::to_string(i + 1), i == 0 ? "" : "4.13"});
  }
  auto lines = bookChangeLines(changes);
  REQUIRE(lines.size() == 7);
  CHECK(lines[0] == "Treasury (Red): 0 → 1");
  CHECK(lines[1] == "Treasury (Red): 1 → 2 (4.13)");
  CHECK(lines[6] == "and 3 more");
  changes.resize(6);
  CHECK(bookChangeLines(changes).size() == 6);
}

TEST_CASE("The shared screen's last result is the latest action's: a note after a roll makes the roll old news",
          "[controller][table-view]") {
  Playing table("latest-result");
  auto& controller = *table.controller;
  CHECK_FALSE(controller.lastResolutionIsLatest());
  REQUIRE(controller.perform(taxes(7)));
  CHECK(controller.lastResolutionIsLatest());
  REQUIRE(controller.perform(note("The Red player counts his ducats")));
  // The Resolve panel still has the roll; the Table view no longer calls it the last result.
  CHECK(controller.lastResolution().has_value());
  CHECK_FALSE(controller.lastResolutionIsLatest());
}
