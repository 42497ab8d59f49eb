// Grand Siècle played in French (issue 18): the rule module's own sentences, the final
// count of 31.3 and the shared pair of 9.2, read in French from i18n/fr.toml's [messages];
// the rules are the same, only the words change.

#include "grand_siecle_support.hpp"

#include "adc/rule_module.hpp"

using namespace adc;
using namespace adc::test::gs;

namespace {

const GameData& french() {
  static const GameData data = loadGame(test::shippedDataDirectory() / "games" / "grand-siecle", "fr");
  return data;
}

void setIn(const GameData& data, GameState& state, const std::string& key, Value value) {
  auto applied = applyAction(data, state, Action{"set", "", {{"key", key}, {"value", value}}, "mise en place", 0});
  if (!applied) FAIL("set " << key << " refused: " << applied.error().message);
}

}  // namespace

TEST_CASE("31.3 in French: the winner, the total and the ranking, with the powers' French names",
          "[grand-siecle][victory][translation]") {
  const GameData& data = french();
  auto state = initialState(data, Setup{"1700", {}, 1});
  setIn(data, state, "vp.france", num(301));
  setIn(data, state, "final_percent.france", num(117));
  setIn(data, state, "vp.poland", num(150));
  setIn(data, state, "final_percent.poland", num(86));
  setIn(data, state, "vp.holland", num(400));
  setIn(data, state, "vp.russia", num(80));
  auto report = findRuleModule("grand-siecle")->victory(data, state);
  CHECK(report.winner == "france");  // the same count as in English
  CHECK(report.explanation ==
        "France & Pologne a le plus haut total, 481 PV. Classement\u202f: France & Pologne 481, "
        "Provinces-Unies & Russie 480, Angleterre & Turquie 0, Espagne & Prusse 0, Suède & Autriche 0");
  CHECK(report.sides.front().breakdown.front().first == "points de victoire");
}

TEST_CASE("9.2 in French: a pair shared by two players, and a power that is not of a pair",
          "[grand-siecle][translation]") {
  const GameData& data = french();
  auto state = initialState(data, Setup{"1700", {}, 1});
  auto shared = applyAction(data, state, Action{"gs_share_pair", "", {{"power", word("sweden")}}, "", 0});
  REQUIRE(shared);
  CHECK(shared->summary ==
        "Suède & Autriche sont partagées par deux joueurs, une puissance chacun\u202f: leurs PV comptent double (9.2)");
  auto refused = applyAction(data, state, Action{"gs_share_pair", "", {{"power", word("venice")}}, "", 0});
  REQUIRE_FALSE(refused);
  // Said by the shared argument reader, in French, with the powers' French names and the rule.
  CHECK(refused.error().message.find("'Venise' n'est pas parmi Angleterre, ") != std::string::npos);
  CHECK(refused.error().message.find("(1.0, 9.2)") != std::string::npos);
  CHECK(refused.error().message.find("venice") == std::string::npos);
}

TEST_CASE("4.7 in French: Poland's sealed policy other than free trade is refused in French",
          "[grand-siecle][sealed][translation]") {
  // 4.7: "exceptions are Poland (always Free Trade - see Annex XIII Liberum Veto)".
  const GameData& data = french();
  auto state = initialState(data, Setup{"1700", {}, 1});
  auto written = applyAction(
      data, state, Action{"seal", "poland", {{"entry", Value{std::string("commercial_policy")}}, {"value", word("tax")}}, "", 0});
  REQUIRE_FALSE(written);
  CHECK(written.error().message ==
        "Refus — Politique commerciale de ce tour (annoncée simultanément)\u202f: La Pologne est toujours en "
        "libre-échange (Liberum Veto)\u202f: sa politique ne peut changer (4.7, 33.6)");
}
