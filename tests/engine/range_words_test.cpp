// Issue 30, "Refusals in the players' words, everywhere": a procedure that would take a
// book past its end is refused in the book's own words, with the rule that spends it
// ("Holland holds no secret event (3.1)"), never as a range of numbers ("-1 is out of
// range; Secret events held in hand (Holland) runs at least 0").

#include "adc/odds.hpp"
#include "adc/resolution.hpp"
#include "adc/rules.hpp"

#include "grand_siecle_support.hpp"
#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <regex>

using namespace adc;

namespace gs = adc::test::gs;

namespace {

std::string refusalOf(const GameData& data, GameState& state, const Action& action) {
  const GameState before = state;
  auto applied = applyAction(data, state, action);
  REQUIRE_FALSE(applied);
  CHECK(applied.error().code == ActionError::Code::NotAllowed);
  CHECK(state == before);
  return applied.error().message;
}

Action eventTest(const std::string& side) {
  return Action{"resolve", side, {{"procedure", gs::word("event_test")}, {"die", gs::dice({5})}, {"success", gs::num(4)}}, "", 0};
}

}  // namespace

TEST_CASE("3.1: a secret event played from a hand that holds none - 'Holland holds no secret event'",
          "[range-words][grand-siecle]") {
  auto state = gs::newGame();
  CHECK(refusalOf(gs::game(), state, eventTest("holland")) == "Event test refused: Holland holds no secret event (3.1)");
  SECTION("one held, one played") {
    gs::setValue(state, "events_held.holland", gs::num(1));
    gs::resolve(state, "event_test", "holland", {{"die", gs::dice({5})}, {"success", gs::num(4)}});
    CHECK(gs::number(state, "events_held.holland") == 0);
  }
  SECTION("a public event is played from no hand") {
    gs::resolve(state, "event_test", "holland", {{"die", gs::dice({5})}, {"success", gs::num(4)}, {"from_hand", Value{false}}});
  }
}

TEST_CASE("4.14: a dividend larger than the Company treasury is refused as it is written, saying what the treasury holds",
          "[range-words][grand-siecle][sealed]") {
  auto state = gs::newGame();
  gs::setValue(state, "company_size.england", gs::num(9));
  gs::setValue(state, "company_fleets.england", gs::num(9));
  gs::setValue(state, "company_treasury.england", gs::num(15));
  CHECK(refusalOf(gs::game(), state,
                  Action{"seal", "england", {{"entry", gs::word("dividend")}, {"value", gs::num(20)}}, "", 0}) ==
        "Dividend paid by the Company (written secretly; 0 without a Company) refused: England's Company treasury holds 15 "
        "Louis: a dividend of 20 cannot be paid (4.14)");
  CHECK_THAT(refusalOf(gs::game(), state, Action{"seal", "spain", {{"entry", gs::word("dividend")}, {"value", gs::num(2)}}, "", 0}),
             Catch::Contains("Spain has no Company: it pays no dividend (enter 0) (4.14, 4.18)"));
  // 8.2: a bid in Louis the State treasury does not hold.
  CHECK_THAT(refusalOf(gs::game(), state, Action{"seal", "france", {{"entry", gs::word("minor_bid")}, {"value", gs::num(3)}}, "", 0}),
             Catch::Contains("France's State treasury holds 0 Louis: a bid of 3 cannot be paid (8.2)"));
  SECTION("the treasury spent between the writing and the payment") {
    gs::sealAll(state, "dividend", {{"england", gs::num(15)}}, gs::num(0));
    gs::setValue(state, "company_treasury.england", gs::num(12));
    CHECK(refusalOf(gs::game(), state, Action{"resolve", "england", {{"procedure", gs::word("dividend_prestige")}}, "", 0}) ==
          "Dividend paid and prestige adjustment refused: England's Company treasury holds 12 Louis: the dividend of 15 "
          "cannot be paid (4.14)");
  }
}

TEST_CASE("16.3: maintenance the State treasury cannot pay says what it holds", "[range-words][grand-siecle]") {
  auto state = gs::newGame();
  gs::setValue(state, "treasury.france", gs::num(3));
  // 31 regiments cost 7 Louis (16.3).
  CHECK(refusalOf(gs::game(), state,
                  Action{"resolve", "france", {{"procedure", gs::word("maintenance")}, {"regiments", gs::num(31)}}, "", 0}) ==
        "Maintenance refused: France's State treasury holds 3 Louis: the maintenance of 7 cannot be paid (16.3)");
}

TEST_CASE("Every book a procedure of the five games takes from says in the players' words what runs out",
          "[range-words][data]") {
  // An effect that subtracts ("add = \"-...\"") from a book with a lower end that does not
  // clamp would be refused at that end as a range of numbers: the procedure refuses it
  // first in words, with a [[procedure.refuse]] that reads the book. These cannot reach
  // the end, and say why:
  const std::map<std::string, std::string> cannotEmpty{
      {"grand-siecle/confidence_test/company_size", "the outcome 'no_company' comes first: a Company of size 0 is not tested"},
      {"grand-siecle/privateer/fleets_in_zones", "no_enemy_fleet: the target has a commercial fleet in the zone"},
      {"grand-siecle/privateer/company_fleets", "no_enemy_fleet: a fleet in a zone is in play"},
      {"grand-siecle/depreciation/treasury", "a fraction of the treasury, rounded up, never more than it holds"},
      {"revolution-francaise/kidnap_roll/assignats", "the outcome 'too_poor' comes first and pays nothing"},
  };
  for (const char* id : {"grand-siecle", "paris-messe", "patriots-traitors", "revolution-francaise", "vendee-militaire"}) {
    const GameData& data = adc::test::shippedGame(id);
    for (const auto& procedure : data.procedures) {
      for (const auto& effect : procedure.effects) {
        if (effect.op != EffectOp::Add || effect.amount.text().rfind('-', 0) != 0) continue;
        const std::string base = effect.target.text().substr(0, effect.target.text().find_first_of(".["));
        for (const auto& def : data.schema.defs()) {
          if (def.id != base || !def.min || def.clamp) continue;
          const std::string where = std::string(id) + "/" + procedure.id + "/" + base;
          if (cannotEmpty.count(where)) continue;
          bool said = false;
          for (const auto& refusal : procedure.refusals) {
            for (const auto& use : refusal.when.names()) said = said || use.name == base || use.name.rfind(base + ".", 0) == 0;
          }
          INFO(where << " (" << effect.rule << ") takes from " << def.name << " with no refusal that says it runs out");
          CHECK(said);
        }
      }
    }
  }
}

TEST_CASE("3.1 in French: 'Provinces-Unies : aucun événement secret en main'", "[range-words][french]") {
  static const GameData french = loadGame(adc::test::shippedDataDirectory() / "games" / "grand-siecle", "fr");
  auto state = initialState(french, Setup{"1700", {}, 1});
  CHECK(refusalOf(french, state, eventTest("holland")) ==
        "Refus — Test d'événement\u202f: Provinces-Unies\u202f: aucun événement secret en main (3.1)");
  // The odds before the roll say it too, in French.
  auto odds = computeOdds(french, *french.findProcedure("event_test"), {{"success", gs::num(4)}}, "holland", state,
                          gameCharts(french, state));
  REQUIRE(odds);
  REQUIRE(odds->lines.size() == 1);
  CHECK(odds->lines[0].label ==
        "ne peut être résolu\u202f: Refus — Test d'événement\u202f: Provinces-Unies\u202f: aucun événement secret en main (3.1)");
}
