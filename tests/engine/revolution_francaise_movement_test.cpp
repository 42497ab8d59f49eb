// Army movement (9.5): the map the players type in, pinning, the Allied armies along their
// arrows, the Catholic and Royal armies, the revolutionary armies, the Commune (9.9), Carnot
// commanding (R.3.9.3) and the kidnapped King (11.3, 11.3.1).
#include "revolution_francaise_support.hpp"

#include <set>

using namespace adc;
using namespace adc::test::rf;

namespace {

// A test map, typed in as the players would from theirs (test values: the rulebook prints
// no adjacency). It joins what the text's routes need: Cobourg Lille-Amiens-Paris-Orléans-
// Rouen, Brunswick Metz-Paris, Wurmser Strasbourg-Dijon-Paris-Dijon-Lyon, and the printed
// Quiberon route Nantes-Angers-Tours-Orléans-Paris.
const std::vector<std::pair<std::string, std::string>> testBorders{
    {"lille", "amiens"},  {"lille", "metz"},        {"amiens", "paris"},  {"amiens", "rouen"},
    {"paris", "rouen"},   {"paris", "orleans"},     {"paris", "metz"},    {"paris", "dijon"},
    {"orleans", "rouen"}, {"orleans", "tours"},     {"orleans", "bourges"}, {"rouen", "caen"},
    {"caen", "brest"},    {"brest", "nantes"},      {"nantes", "angers"}, {"nantes", "cholet"},
    {"angers", "cholet"}, {"angers", "tours"},      {"tours", "bourges"}, {"metz", "strasbourg"},
    {"metz", "dijon"},    {"strasbourg", "dijon"},  {"dijon", "lyon"},    {"bourges", "nevers"},
    {"nevers", "dijon"},  {"nevers", "lyon"}};

void typeTestMap(GameState& state) {
  std::map<std::string, std::string> lists;
  for (const auto& [a, b] : testBorders) {
    lists[a] += (lists[a].empty() ? "" : " ") + b;
    lists[b] += (lists[b].empty() ? "" : " ") + a;
  }
  for (const auto& [region, neighbours] : lists) chart(state, "region_neighbours", region, "", word(neighbours));
  chart(state, "allied_routes", "cobourg", "", word("lille amiens paris orleans rouen"));
  chart(state, "allied_routes", "brunswick", "", word("metz paris"));
  chart(state, "allied_routes", "wurmser", "", word("strasbourg dijon paris dijon lyon"));
}

// At war, the Coalition at level III, the map typed in.
GameState atWar() {
  GameState state = setUp();
  typeTestMap(state);
  setValue(state, "foreign_war", yes());
  setValue(state, "allied_entered", yes());
  setValue(state, "track.coalition", num(20));
  setValue(state, "level.coalition", num(3));
  return state;
}

ActionError typing(GameState& state, const std::string& table, const std::string& row, const std::string& value) {
  return refused(state, "chart", "", {{"table", word(table)}, {"row", word(row)}, {"value", word(value)}});
}

}  // namespace

TEST_CASE("3.2.1: the neighbours typed in are region ids, go both ways and keep the printed Quiberon route",
          "[revolution][movement]") {
  GameState state = setUp();
  CHECK(typing(state, "region_neighbours", "amiens", "lile").message == "Amiens: 'lile' is not a region id");
  CHECK(typing(state, "region_neighbours", "amiens", "amiens paris").message == "Amiens cannot neighbour itself");
  chart(state, "region_neighbours", "lille", "", word("amiens metz"));
  CHECK(typing(state, "region_neighbours", "amiens", "paris rouen").message ==
        "Lille's neighbours name Amiens, so Amiens's must name Lille (adjacency goes both ways)");
  CHECK(typing(state, "region_neighbours", "paris", "lille amiens").message ==
        "Lille's neighbours, typed in already, do not name Paris, so Paris's cannot name Lille (adjacency goes both ways)");
  // 9.5.2 h prints the Quiberon Army's way: Nantes -> Angers -> Tours -> Orléans (-> Paris).
  CHECK(typing(state, "region_neighbours", "nantes", "cholet brest").message ==
        "Quiberon Army's route goes Nantes -> Angers (9.5.2): Nantes's neighbours must name Angers");
  chart(state, "region_neighbours", "amiens", "", word("lille, paris, rouen"));
}

TEST_CASE("9.5.2: an Allied route starts where the army enters and reaches the text's objectives in order",
          "[revolution][movement]") {
  GameState state = setUp();
  CHECK(typing(state, "allied_routes", "cobourg", "metz paris").message ==
        "Cobourg's Austrian Army's route starts where it enters, Lille (9.3.1)");
  CHECK(typing(state, "allied_routes", "cobourg", "lille paris orleans rouen").message ==
        "Cobourg's Austrian Army's route must reach its objectives in order (9.5.2): Amiens is missing or out of order");
  CHECK(typing(state, "allied_routes", "wurmser", "strasbourg dijon paris lyon").message ==
        "Wurmser's Austrian Army's route must reach its objectives in order (9.5.2): Dijon is missing or out of order");
  CHECK(typing(state, "allied_routes", "brunswick", "metz paris amiens").message ==
        "Brunswick's Army's route ends at its last objective (9.5.2)");
  CHECK(typing(state, "allied_routes", "quiberon", "nantes paris").message.find("printed") != std::string::npos);
  chart(state, "region_neighbours", "metz", "", word("lille strasbourg dijon"));
  CHECK(typing(state, "allied_routes", "brunswick", "metz paris").message ==
        "Brunswick's Army's route goes Metz -> Paris, but the neighbours typed in for Metz do not name Paris");
  chart(state, "allied_routes", "brunswick", "", word("metz dijon paris"));
}

TEST_CASE("9.5.2: Cobourg leaves Lille only once it is his, one region at a time, on through the Crown's regions",
          "[revolution][movement]") {
  GameState state = atWar();
  setValue(state, "army_at.cobourg", word("lille"));
  setValue(state, "army_at.sardinian", word("marseille"));

  SECTION("Lille is not under his control yet: he stays, the Sardinians never move") {
    auto moved = accept(state, "rf_allied_move");
    CHECK(moved.summary ==
          "Allied movement: Cobourg's Austrian Army stays in Lille: it has not taken control of it (9.5.2); "
          "Sardinian Army stays in Marseille (9.5.2)");
    CHECK(text(state, "army_at.cobourg") == "lille");
    CHECK(refused(state, "rf_allied_move").message == "the Allied armies have moved this turn (9.5)");
  }
  SECTION("under Coalition control he enters Amiens and stops: Amiens is not the Crown's") {
    setValue(state, "coalition_control.lille", yes());
    accept(state, "rf_allied_move");
    CHECK(text(state, "army_at.cobourg") == "amiens");
    CHECK(number(state, "allied_step.cobourg") == 1);
  }
  SECTION("Amiens already Royalist and empty: on to Paris, where the Commune rises, neutral (9.9.2)") {
    setValue(state, "coalition_control.lille", yes());
    setValue(state, "control.amiens", word("royalist"));
    auto moved = accept(state, "rf_allied_move");
    CHECK(text(state, "army_at.cobourg") == "paris");
    CHECK(number(state, "allied_step.cobourg") == 2);
    CHECK(moved.summary.find("Cobourg's Austrian Army: Lille -> Amiens -> Paris") != std::string::npos);
    CHECK(flag(state, "commune_raised"));
    CHECK(text(state, "commune_controller") == "none");
  }
  SECTION("a volunteer army in Amiens stops him there, Royalist or not") {
    setValue(state, "coalition_control.lille", yes());
    setValue(state, "control.amiens", word("royalist"));
    setValue(state, "volunteers.amiens", num(1));
    accept(state, "rf_allied_move");
    CHECK(text(state, "army_at.cobourg") == "amiens");
  }
  SECTION("a revolt the Royalist did not start stops him too") {
    setValue(state, "coalition_control.lille", yes());
    setValue(state, "control.amiens", word("royalist"));
    setValue(state, "revolt.amiens", yes());
    setValue(state, "revolt_by.amiens", word("sans_culotte"));
    accept(state, "rf_allied_move");
    CHECK(text(state, "army_at.cobourg") == "amiens");
  }
  SECTION("the next region already the Royalist's: he may leave Lille at once (9.3.1)") {
    setValue(state, "control.amiens", word("royalist"));
    accept(state, "rf_allied_move");
    CHECK(text(state, "army_at.cobourg") == "paris");
  }
  SECTION("the Coalition at level I: the Allied armies stop (9.2)") {
    setValue(state, "coalition_control.lille", yes());
    setValue(state, "level.coalition", num(1));
    auto moved = accept(state, "rf_allied_move");
    CHECK(text(state, "army_at.cobourg") == "lille");
    CHECK(moved.summary.find("stops in Lille: the Coalition is at level I (9.2)") != std::string::npos);
  }
  SECTION("a route not typed in yet is asked for") {
    GameState bare = setUp();
    setValue(bare, "foreign_war", yes());
    setValue(bare, "level.coalition", num(3));
    setValue(bare, "army_at.cobourg", word("lille"));
    setValue(bare, "coalition_control.lille", yes());
    auto asked = refused(bare, "rf_allied_move");
    CHECK(asked.code == ActionError::Code::NeedsChartValue);
    REQUIRE(asked.cell);
    CHECK(asked.cell->table == "allied_routes");
    CHECK(asked.cell->row == "cobourg");
  }
}

TEST_CASE("9.5.2 h: the Quiberon Army waits until friendly armies hold Paris, then marches from Brest by Nantes",
          "[revolution][movement]") {
  GameState state = atWar();
  setValue(state, "army_at.quiberon", word("brest"));
  setValue(state, "coalition_control.brest", yes());
  setValue(state, "control.nantes", word("gironde"));
  GameState waiting = state;
  auto stays = accept(waiting, "rf_allied_move");
  CHECK(stays.summary.find("Quiberon Army stays in Brest until friendly armies control Paris (9.5.2 h)") !=
        std::string::npos);
  setValue(state, "coalition_control.paris", yes());
  accept(state, "rf_allied_move");
  CHECK(text(state, "army_at.quiberon") == "nantes");
  CHECK(number(state, "allied_step.quiberon") == 0);
}

TEST_CASE("9.5.1: the Royalist pins the revolutionary armies sharing Lille with Cobourg: they may not leave",
          "[revolution][movement]") {
  GameState state = atWar();
  setValue(state, "army_at.cobourg", word("lille"));  // the regular army of Lille is there (4.7)
  CHECK(refused(state, "rf_pin", "royalist", {{"regions", word("metz")}}).message ==
        "Metz: pinning needs revolutionary armies and Allied or Catholic and Royal armies in the same region (9.5.1)");
  accept(state, "rf_pin", "royalist", {{"regions", word("lille")}});
  CHECK(number(state, "pinned_turn.lille") == state.turn);
  accept(state, "rf_allied_move");
  CHECK(refused(state, "rf_move", "government", {{"army", word("regular_lille")}, {"path", word("amiens")}}).message ==
        "Lille is pinned: its revolutionary armies may not leave (9.5.1)");
  CHECK(refused(state, "rf_pin", "royalist", {{"regions", word("lille")}}).message ==
        "pinning is announced at the start of the movement phase (9.5.1)");
}

TEST_CASE("9.5.4: revolutionary armies go any distance meeting no enemy, never through the Crown's regions",
          "[revolution][movement]") {
  SECTION("without the map, the first region's neighbours are asked for") {
    GameState bare = setUp();
    auto asked = refused(bare, "rf_move", "government", {{"army", word("regular_metz")}, {"path", word("paris")}});
    CHECK(asked.code == ActionError::Code::NeedsChartValue);
    REQUIRE(asked.cell);
    CHECK(asked.cell->table == "region_neighbours");
    CHECK(asked.cell->row == "metz");
  }
  GameState state = setUp();
  typeTestMap(state);
  SECTION("Metz -> Paris -> Orléans -> Tours in one move, then no more this turn") {
    auto moved = accept(state, "rf_move", "government",
                        {{"army", word("regular_metz")}, {"path", word("paris orleans tours")}});
    CHECK(moved.summary == "Regular army (Metz): Metz -> Paris -> Orléans -> Tours");
    CHECK(text(state, "army_at.regular_metz") == "tours");
    CHECK(refused(state, "rf_move", "government", {{"army", word("regular_metz")}, {"path", word("orleans")}})
              .message == "Regular army (Metz) has moved this turn (9.5)");
  }
  SECTION("regions that do not touch are refused") {
    CHECK(refused(state, "rf_move", "government", {{"army", word("regular_metz")}, {"path", word("tours")}}).message ==
          "Metz and Tours are not neighbours on the map");
  }
  SECTION("an enemy army stops it: it may enter that region, not pass it") {
    setValue(state, "army_at.armee_centre", word("paris"));
    CHECK(refused(state, "rf_move", "government", {{"army", word("regular_metz")}, {"path", word("paris orleans")}})
              .message == "Regular army (Metz) meets an enemy army in Paris and stops there (9.5.4)");
    accept(state, "rf_move", "government", {{"army", word("regular_metz")}, {"path", word("paris")}});
    CHECK(text(state, "army_at.regular_metz") == "paris");
  }
  SECTION("a Coalition region may be entered, not passed through (9.7)") {
    setValue(state, "coalition_control.amiens", yes());
    CHECK(refused(state, "rf_move", "government", {{"army", word("regular_lille")}, {"path", word("amiens paris")}})
              .message ==
          "Amiens is under Royalist or Coalition control: a revolutionary army may enter it but not pass through (9.5, 9.7)");
  }
  SECTION("volunteers move by region and count; those that arrived do not move again") {
    setValue(state, "volunteers.paris", num(3));
    accept(state, "rf_move", "government",
           {{"army", word("volunteer")}, {"from", word("paris")}, {"count", num(2)}, {"path", word("orleans")}});
    CHECK(number(state, "volunteers.paris") == 1);
    CHECK(number(state, "volunteers.orleans") == 2);
    CHECK(refused(state, "rf_move", "government",
                  {{"army", word("volunteer")}, {"from", word("orleans")}, {"path", word("tours")}})
              .message == "Orléans has 0 volunteer armies that have not moved this turn");
  }
}

TEST_CASE("9.9.1: an army entering Paris to suppress the Commune raises it to 20, then must beat it in combat",
          "[revolution][movement]") {
  GameState state = setUp();
  typeTestMap(state);
  setValue(state, "commune_raised", yes());
  setValue(state, "commune_controller", word("sans_culotte"));
  setValue(state, "control.paris", word("gironde"));
  CHECK(refused(state, "rf_move", "government",
                {{"army", word("regular_lille")}, {"path", word("amiens")}, {"suppress", yes()}})
            .message == "only a revolutionary army entering Paris while the Commune is raised suppresses it (9.9.1)");
  auto moved = accept(state, "rf_move", "government",
                      {{"army", word("regular_metz")}, {"path", word("paris")}, {"suppress", yes()}});
  CHECK(moved.summary.find("into the Paris box to suppress the Commune") != std::string::npos);
  CHECK(text(state, "army_at.regular_metz") == "paris_box");
  CHECK(number(state, "track.commune") == 20);
  // One army against the Commune: the Government attacks (9.6); A eliminates the Commune.
  chart(state, "action_result", "9", "13-14", word("A"));
  accept(state, "rf_combat", "government", {{"region", word("paris")}, {"roll", dice({4, 5})}, {"lose", word("commune")}});
  CHECK_FALSE(flag(state, "commune_raised"));
  CHECK(text(state, "control.paris") == "gironde");  // "The regional political control is not modified."
  CHECK(text(state, "army_at.regular_metz") == "paris");  // out of the Paris box, the suppression over
  CHECK(refused(state, "rf_move", "government", {{"army", word("regular_lille")}, {"path", word("amiens")}}).message ==
        "all movements come before the first combat (9.5)");
}

TEST_CASE("9.5.3, 9.8: Catholic and Royal armies keep to the Vendée unless a general leads them, and led they may hide",
          "[revolution][movement]") {
  GameState state = setUp();
  typeTestMap(state);
  setValue(state, "army_at.armee_catholique", word("cholet"));
  setValue(state, "control.cholet", word("royalist"));
  setValue(state, "control.angers", word("none"));
  CHECK(refused(state, "rf_move", "royalist", {{"army", word("armee_catholique")}, {"path", word("angers tours")}})
            .message ==
        "without Charette, Chouan, Cathelineau or Cadoudal the Catholic and Royal armies stay in the Vendée (Angers, "
        "Chôlet, Nantes) (9.5.3)");
  CHECK(refused(state, "rf_move", "royalist",
                {{"army", word("armee_catholique")}, {"path", word("angers")}, {"with", word("charette")}})
            .message == "Charette is not with the army in Chôlet");
  setValue(state, "place.charette", word("cholet"));
  // Led, it goes like the Allied armies: one region, on only through the Crown's regions.
  CHECK(refused(state, "rf_move", "royalist",
                {{"army", word("armee_catholique")}, {"path", word("angers tours")}, {"with", word("charette")}})
            .message.find("it stops in Angers (9.5.2, 9.5.3)") != std::string::npos);
  GameState hiding = state;
  accept(state, "rf_move", "royalist",
         {{"army", word("armee_catholique")}, {"path", word("angers")}, {"with", word("charette")}});
  CHECK(text(state, "army_at.armee_catholique") == "angers");
  CHECK(text(state, "place.charette") == "angers");
  // 9.8: led by Charette in the Vendée, it may avoid combat; without him it may not.
  accept(hiding, "rf_hide", "royalist", {{"army", word("armee_catholique")}});
  CHECK(flag(hiding, "cr_hiding.armee_catholique"));
  setValue(state, "place.charette", word("nantes"));
  CHECK(refused(state, "rf_hide", "royalist", {{"army", word("armee_catholique")}}).message ==
        "Armée catholique et royale needs Charette, Chouan, Cathelineau or Cadoudal with it to hide (9.8)");
}

TEST_CASE("9.8: an army that pinned cannot then hide", "[revolution][movement]") {
  GameState state = setUp();
  setValue(state, "army_at.armee_retz", word("nantes"));
  setValue(state, "place.cadoudal", word("nantes"));
  setValue(state, "volunteers.nantes", num(1));
  accept(state, "rf_pin", "royalist", {{"regions", word("nantes")}});
  CHECK(refused(state, "rf_hide", "royalist", {{"army", word("armee_retz")}}).message ==
        "an army that pinned revolutionary armies cannot then avoid combat (9.8)");
}

TEST_CASE("R.3.9.3: Carnot sent to command moves with his armies, acts no more, and shifts their combat by one",
          "[revolution][movement]") {
  GameState state = setUp();
  typeTestMap(state);
  CHECK(refused(state, "rf_carnot", "marais", {{"region", word("metz")}}).message ==
        "Carnot commands armies only in the Terror, Wrath or Mercy (R.3.9.3, R.5.9.3, R.6.9.3)");
  setValue(state, "regime", word("terror"));
  setValue(state, "place.carnot", word("paris"));
  CHECK(refused(state, "rf_carnot", "marais", {{"region", word("amiens")}}).message ==
        "Carnot is placed with revolutionary armies: there are none in Amiens (R.3.9.3)");
  accept(state, "rf_carnot", "marais", {{"region", word("metz")}});
  CHECK(text(state, "place.carnot") == "metz");
  CHECK(flag(state, "used.carnot"));
  accept(state, "rf_move", "government",
         {{"army", word("regular_metz")}, {"path", word("lille")}, {"with", word("carnot")}});
  CHECK(text(state, "place.carnot") == "lille");
  // Two armies against Cobourg: the Government attacks, shifts 1 for the excess and 1 for Carnot.
  setValue(state, "army_at.cobourg", word("lille"));
  chart(state, "action_result", "9", "13-14", word("A"));
  accept(state, "rf_combat", "government",
         {{"region", word("lille")}, {"roll", dice({3, 4})}, {"shift", num(1)}, {"carnot", num(1)},
          {"lose", word("cobourg")}});
  CHECK(text(state, "army_at.cobourg") == "eliminated");
}

TEST_CASE("11.3, 11.3.1: the kidnapped King leaves with his escort, and when it is destroyed he is imprisoned again",
          "[revolution][movement]") {
  GameState state = atWar();
  setValue(state, "army_at.cobourg", word("paris"));
  setValue(state, "coalition_control.paris", yes());
  setValue(state, "allied_step.cobourg", num(2));
  setValue(state, "king", word("kidnapped"));
  setValue(state, "place.louis_xvi", word("paris"));
  setValue(state, "owner.louis_xvi", word("royalist"));
  accept(state, "rf_allied_move", "", {{"king", word("cobourg")}});
  CHECK(text(state, "army_at.cobourg") == "orleans");
  CHECK(text(state, "place.louis_xvi") == "orleans");
  // The Government's armies come to Orléans and win: the escort is destroyed.
  setValue(state, "volunteers.orleans", num(2));
  chart(state, "action_result", "7", "13-14", word("A"));
  accept(state, "rf_combat", "government", {{"region", word("orleans")}, {"roll", dice({3, 4})}, {"lose", word("cobourg")}});
  CHECK(text(state, "king") == "prison");
  CHECK(text(state, "place.louis_xvi") == "prison");
  CHECK(flag(state, "king_recaptured"));
}

TEST_CASE("11.3: a kidnapping holds the King in Paris, a failed one sends him to the provisional capital",
          "[revolution][movement]") {
  GameState state = setUp();
  setValue(state, "regime", word("convention"));
  setValue(state, "king", word("prison"));
  setValue(state, "capital", word("bourges"));
  GameState failing = state;
  chart(state, "action_result", "7", "7-8", word("A"));
  accept(state, "resolve", "royalist", {{"procedure", word("kidnap_roll")}, {"roll", dice({3, 4})}});
  CHECK(text(state, "king") == "kidnapped");
  CHECK(text(state, "place.louis_xvi") == "paris");
  chart(failing, "action_result", "7", "7-8", word("C"));
  accept(failing, "resolve", "royalist", {{"procedure", word("kidnap_roll")}, {"roll", dice({3, 4})}});
  CHECK(text(failing, "king") == "provisional_capital");
  CHECK(text(failing, "place.louis_xvi") == "bourges");
}

TEST_CASE("12.3.1-12.3.3: the Gironde's rallied army marches on Paris first, the Government intercepts from next door",
          "[revolution][movement]") {
  GameState state = setUp("open");
  typeTestMap(state);
  setValue(state, "place.brissot", word("metz"));
  setValue(state, "place.petion", word("metz"));
  setValue(state, "place.vergniaud", word("paris"));
  const auto military = [](const std::string& with) {
    return std::map<std::string, Value>{{"kind", word("military")}, {"to", word("convention")}, {"with", word(with)},
                                        {"roll", dice({4, 5})}};
  };
  CHECK(refused(state, "rf_coup", "gironde", military("brissot vergniaud")).message ==
        "the Personalities of a military coup stand together with the armies they rally (12.3.1)");
  auto two = military("brissot petion");
  two["armies"] = num(2);
  CHECK(refused(state, "rf_coup", "gironde", two).message == "Metz has 1 revolutionary army to rally (12.3.1)");
  chart(state, "action_result", "9", "13-14", word("B"));  // Gironde fame 11, +2 for Pétion
  auto rally = accept(state, "rf_coup", "gironde", military("brissot petion"));
  CHECK(rally.summary.find("the rebel army marches on Paris first ('Move an army', by the Gironde)") != std::string::npos);
  CHECK(text(state, "rebel_region") == "metz");
  // The rebels move before any other army (12.3.2).
  CHECK(refused(state, "rf_move", "government", {{"army", word("regular_lille")}, {"path", word("amiens")}}).message ==
        "the rebel army marches on Paris before any other army moves (12.3.2)");
  CHECK(refused(state, "rf_move", "gironde", {{"army", word("regular_strasbourg")}, {"path", word("dijon paris")}})
            .message == "the rebel armies are those rallied in Metz (12.3.1)");
  CHECK(refused(state, "rf_move", "gironde", {{"army", word("regular_metz")}, {"path", word("dijon")}}).message ==
        "the rebel army marches upon Paris (12.3.2)");
  auto march = accept(state, "rf_move", "gironde",
                      {{"army", word("regular_metz")}, {"path", word("paris")}, {"with", word("brissot petion")}});
  CHECK(march.rule == "12.3.2");
  CHECK(text(state, "army_at.regular_metz") == "paris");
  CHECK(text(state, "place.brissot") == "paris");
  CHECK(flag(state, "commune_raised"));
  CHECK(text(state, "commune_controller") == "none");
  // Interception: only from a region next to Paris, one step.
  CHECK(refused(state, "rf_move", "government", {{"army", word("regular_lille")}, {"path", word("amiens paris")}})
            .message == "intercepting armies must be adjacent to the Paris region (12.3.2)");
  setValue(state, "volunteers.amiens", num(1));
  accept(state, "rf_move", "government",
         {{"army", word("volunteer")}, {"from", word("amiens")}, {"path", word("paris")}});
  CHECK(number(state, "volunteers.paris") == 1);
  CHECK(flag(state, "rebel.regular_metz"));
  GameState stalled = state;
  // 12.3.3: the rebels must beat every other army in Paris and the Commune. Two (the
  // intercepting volunteers and the Commune) against one: the Government attacks; a C
  // costs it an army, so the rebels win this combat.
  chart(state, "action_result", "9", "13-14", word("C"));
  CHECK(refused(state, "rf_combat", "gironde", {{"region", word("paris")}, {"roll", dice({4, 5})}}).message ==
        "the attacker rolls: the Government (1 rebel against 2) (9.6, 12.3.3)");
  auto first = accept(state, "rf_combat", "government",
                      {{"region", word("paris")}, {"roll", dice({4, 5})}, {"lose", word("volunteer")}});
  CHECK(first.summary.find("1 more to beat (12.3.3)") != std::string::npos);
  CHECK(number(state, "volunteers.paris") == 0);
  // One against one: the rebels attack; an A eliminates the Commune and the coup succeeds.
  chart(state, "action_result", "10", "13-14", word("A"));
  auto last = accept(state, "rf_combat", "gironde",
                     {{"region", word("paris")}, {"roll", dice({5, 5})}, {"lose", word("commune")}});
  CHECK(last.summary.find("the coup succeeds") != std::string::npos);
  CHECK(text(state, "regime") == "convention");
  CHECK(text(state, "rebel_region") == "none");
  CHECK_FALSE(flag(state, "rebel.regular_metz"));
  CHECK_FALSE(flag(state, "personal_outlaw.brissot"));
  // A combat the rebels do not win ends the coup: B, no effect (A89).
  chart(stalled, "action_result", "9", "13-14", word("B"));
  auto failed = accept(stalled, "rf_combat", "government", {{"region", word("paris")}, {"roll", dice({4, 5})}});
  CHECK(failed.summary.find("the rebels have not won: the coup fails") != std::string::npos);
  CHECK(text(stalled, "place.brissot") == "prison");
  CHECK(flag(stalled, "outlawed.gironde"));
  CHECK(text(stalled, "regime") == "legislative");
}
