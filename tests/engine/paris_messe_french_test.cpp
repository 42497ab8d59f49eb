// Issue 18: Paris vaut bien une Messe! in French. A fire refused as illegal, a melee with
// its retreat and advance, and a rally, played in French, read in the French edition's
// words (NOTES.md "In French": Brisée, Ébranlée, hex, orientation, Table des effets du
// terrain), each sentence composed whole so that French grammar holds; the same actions in
// English read as the other paris_messe tests expect.

#include "paris_messe_support.hpp"

#include "adc/game_texts.hpp"

using namespace adc;

// The positions both languages play, built in each language's game.
#define ADC_PARIS_FRENCH_TEST_POSITIONS()                                                                           \
/* Dreux, Condé's Attack! wing at its unit actions; the Catholics inactive (3.2 C). */                             \
inline GameState condeAtUnitActions() {                                                                             \
  GameState state = dreux({"attack", "attack", "march"}, {"attack", "march", "rally"});                             \
  activateToActions(state, "protestant", "dr_conde");                                                               \
  return state;                                                                                                     \
}                                                                                                                   \
/* Dreux, Condé's wing under March, three of its units below Normal (13.1). */                                     \
inline GameState condeRallying() {                                                                                  \
  GameState state = dreux({"march", "march", "march"}, {"rally", "rally", "rally"});                                 \
  activateToActions(state, "protestant", "dr_conde");                                                               \
  setValue(state, "level.d_conde_lansq", word("shaken"));                                                           \
  setValue(state, "level.d_conde_milice1", word("broken"));                                                         \
  return state;                                                                                                     \
}                                                                                                                   \
/* Ivry: Egmont's corps (League, Attack!) at its melee, Gendarmes 1 with the "Attack" marker; the Combat */        \
/* Table's 9-and-more row, which the text does not print, typed in as the 11.4 example "A1-D2R2". */               \
inline GameState egmontAtMelee() {                                                                                  \
  GameState state = ivry({"march", "march", "march", "march", "march"}, {"march", "attack", "march", "march"});      \
  activateToActions(state, "catholic", "iv_egmont");                                                                \
  accept(state, "pm_charge", "", {{"unit", word("i_egmont_g1")}});                                                  \
  accept(state, "next");                                                                                            \
  chart(state, "combat", ">=9", "",                                                                                 \
        {{"att_destroyed", Value{false}}, {"att_loss", num(1)}, {"att_retreat", num(0)}, {"def_loss", num(2)},      \
         {"def_retreat", num(2)}, {"passage", Value{false}}});                                                      \
  return state;                                                                                                     \
}

namespace adc::test::pm_fr {

inline const GameData& game() {
  static const GameData french = loadGame(shippedDataDirectory() / "games" / "paris-messe", "fr");
  return french;
}

ADC_TABLE_PLAY_FOR_GAME()
ADC_PARIS_BATTLES()
ADC_PARIS_FRENCH_TEST_POSITIONS()

}  // namespace adc::test::pm_fr

namespace adc::test::pm {
ADC_PARIS_FRENCH_TEST_POSITIONS()
}  // namespace adc::test::pm

namespace en = adc::test::pm;
namespace fr = adc::test::pm_fr;

namespace {

// The typographic French of fr.toml: a narrow no-break space before ; : ! ? and no-break
// spaces inside « guillemets ».
std::string french(const std::string& text) {
  const std::string open = "« ";
  const std::string close = " »";
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char next = i + 1 < text.size() ? text[i + 1] : '\0';
    if (text[i] == ' ' && (next == ';' || next == ':' || next == '!' || next == '?')) {
      out += "\u202f";
    } else if (text.compare(i, close.size(), close) == 0) {
      out += "\u00a0»";
      i += close.size() - 1;
    } else if (text.compare(i, open.size(), open) == 0) {
      out += "«\u00a0";
      i += open.size() - 1;
    } else {
      out += text[i];
    }
  }
  return out;
}

}  // namespace

TEST_CASE("The French test's typography helper writes fr.toml's spaces", "[paris][translation]") {
  CHECK(french("A ; B : « C » !") == "A\u202f; B\u202f: «\u00a0C\u00a0»\u202f!");
}

TEST_CASE("In French, a fire the rules forbid is refused in French, its rule kept (2.2, 10.3, 10.4, 3.2 C)",
          "[paris][fire][translation]") {
  // 3.2 C: fire is one of the unit actions, not of the pre-emption attempt.
  GameState early = fr::dreux({"attack", "attack", "march"}, {"attack", "march", "rally"});
  fr::accept(early, "pm_activate", "protestant", {{"wing", fr::word("dr_conde")}});
  auto atPreemption = fr::refused(early, "pm_fire", "", {{"firer", fr::word("d_conde_reiter1")},
                                                         {"target", fr::word("d_piemont1")}, {"die", fr::num(9)}});
  CHECK(atPreemption.message == french("Le tir relève de l'étape « C - Actions des unités » de l'activation (3.2) ; "
                                       "le tour en est à « A - Tentative de préemption »"));

  GameState state = fr::condeAtUnitActions();
  // 2.2: gendarmes have no fire factor ("—" on the Fire Result Table).
  auto gendarmes = fr::refused(state, "pm_fire", "", {{"firer", fr::word("d_conde_g1")}, {"target", fr::word("d_picardie")},
                                                      {"die", fr::num(9)}});
  CHECK(gendarmes.message == french("Condé 1 (G) n'a pas de facteur de tir (2.2, Table des résultats de tir : —)"));
  // 10.3: "Defensive fire is conducted by an inactive unit"; the active wing fires offensively.
  auto inactive = fr::refused(state, "pm_fire", "", {{"firer", fr::word("d_sansac")}, {"target", fr::word("d_conde_arq")},
                                                     {"die", fr::num(9)}});
  CHECK(inactive.message == french("L'aile de Sansac n'est pas active : l'unité ne peut tirer qu'en défense (dites que le "
                                   "tir est défensif) (10.3)"));
  // 10.4: "The range of combat units is 1 hex".
  auto far = fr::refused(state, "pm_fire", "", {{"firer", fr::word("d_conde_arq")}, {"target", fr::word("d_sansac")},
                                                {"die", fr::num(9)}, {"distance", fr::num(2)}});
  CHECK(far.message == french("distance : la portée d'une unité de combat est de 1 hex, l'hex adjacent (10.4)"));
  // 10.3: extra movement points are spent on offensive fire.
  auto extra = fr::refused(state, "pm_fire", "", {{"firer", fr::word("d_bretagne")}, {"target", fr::word("d_conde_lansq")},
                                                  {"die", fr::num(3)}, {"defensive", fr::yes()}, {"extra_mp", fr::num(1)}});
  CHECK(extra.message == french("les points de mouvement supplémentaires ne se dépensent qu'en tir offensif (10.3)"));
  // 12.2: a destroyed unit is off the board.
  fr::setValue(state, "level.d_bretagne", fr::word("destroyed"));
  auto gone = fr::refused(state, "pm_fire", "", {{"firer", fr::word("d_bretagne")}, {"target", fr::word("d_conde_lansq")},
                                                 {"die", fr::num(3)}, {"defensive", fr::yes()}});
  CHECK(gone.message == "Bretagne (aile de Montmorency) est détruite (12.2)");

  SECTION("the same fires in English") {
    GameState englishEarly = en::dreux({"attack", "attack", "march"}, {"attack", "march", "rally"});
    en::accept(englishEarly, "pm_activate", "protestant", {{"wing", en::word("dr_conde")}});
    CHECK(en::refused(englishEarly, "pm_fire", "",
                      {{"firer", en::word("d_conde_reiter1")}, {"target", en::word("d_piemont1")}, {"die", en::num(9)}})
              .message == "Fire belongs to the step 'C - Unit actions' of the activation (3.2); the turn is at "
                          "'A - Pre-emption attempt'");
    GameState english = en::condeAtUnitActions();
    CHECK(en::refused(english, "pm_fire", "",
                      {{"firer", en::word("d_conde_g1")}, {"target", en::word("d_picardie")}, {"die", en::num(9)}})
              .message == "Condé 1 (G) has no fire factor (2.2, Fire Result Table: —)");
    CHECK(en::refused(english, "pm_fire", "",
                      {{"firer", en::word("d_sansac")}, {"target", en::word("d_conde_arq")}, {"die", en::num(9)}})
              .message == "Sansac's wing is not active: it may only fire defensively (say the fire is defensive) (10.3)");
    CHECK(en::refused(english, "pm_fire", "",
                      {{"firer", en::word("d_conde_arq")}, {"target", en::word("d_sansac")}, {"die", en::num(9)},
                       {"distance", en::num(2)}})
              .message == "distance: a combat unit's range is 1 hex, the adjacent hex (10.4)");
    CHECK(en::refused(english, "pm_fire", "",
                      {{"firer", en::word("d_bretagne")}, {"target", en::word("d_conde_lansq")}, {"die", en::num(3)},
                       {"defensive", en::yes()}, {"extra_mp", en::num(1)}})
              .message == "extra movement points are spent on offensive fire only (10.3)");
    en::setValue(english, "level.d_bretagne", en::word("destroyed"));
    CHECK(en::refused(english, "pm_fire", "",
                      {{"firer", en::word("d_bretagne")}, {"target", en::word("d_conde_lansq")}, {"die", en::num(3)},
                       {"defensive", en::yes()}})
              .message == "Bretagne (Montmorency's wing) is destroyed (12.2)");
  }
}

TEST_CASE("In French, a melee's retreat and advance read as whole French sentences (11.4 Example A1-D2R2)",
          "[paris][melee][translation]") {
  // "Example: A1-D2R2 means the attacker loses one level and the defender loses two levels
  // and retreats two hexes" (11.4); "When a unit retreats, the attacker must advance into
  // the vacated hex"; "Units that are disordered or shaken retreat and retain their facing".
  const std::map<std::string, Value> a1d2r2{{"attacker", Value{std::string("i_egmont_g1")}},
                                            {"defender", Value{std::string("i_gardes_francais")}},
                                            {"supporters", Value{std::int64_t{1}}},
                                            {"flank_hexes", Value{std::int64_t{1}}},
                                            {"die", Value{std::int64_t{7}}}};
  GameState state = fr::egmontAtMelee();
  auto melee = fr::accept(state, "pm_melee", "", a1d2r2);
  CHECK(melee.summary ==
        french("Mêlée : Gendarmes 1 attaque Gardes Français : 10 : A1 R0, D2 R2 ; "
               "Gendarmes 1 : Normale → Désordonnée (verso du pion) ; "
               "Gardes Français : Normale → Ébranlée (recto du marqueur « Ébranlée ») ; "
               "Gendarmes 1 a perdu sa lance : il ne pourra jamais se rallier du désordre (11.5) ; "
               "Gardes Français recule de 2 hex en conservant son orientation, "
               "Gendarmes 1 doit avancer dans l'hex libéré (11.4)"));

  SECTION("the same melee in English") {
    GameState english = en::egmontAtMelee();
    auto englishMelee = en::accept(english, "pm_melee", "", a1d2r2);
    CHECK(englishMelee.summary.find("; Gardes Français retreats 2 hex(es) keeping its facing, Gendarmes 1 must advance "
                                    "into the vacated hex (11.4)") != std::string::npos);
  }
}

TEST_CASE("In French, the attacker's retreat and a unit destroyed alone in its hex read in French (11.3 Example A, 11.5)",
          "[paris][melee][translation]") {
  // 11.3 Example of melee (2) A, total 0, a roll of 3: A1 R1, D1; the gendarme, disordered,
  // retreats keeping its facing and the defender may advance (11.4).
  const std::map<std::string, Value> exampleA{{"attacker", Value{std::string("i_egmont_g1")}},
                                              {"defender", Value{std::string("i_gardes_francais")}},
                                              {"supporters", Value{std::int64_t{1}}},
                                              {"die", Value{std::int64_t{3}}}};
  GameState state = fr::egmontAtMelee();
  fr::setValue(state, "attack_marker.i_egmont_g1", Value{false});
  auto melee = fr::accept(state, "pm_melee", "", exampleA);
  INFO(melee.summary);
  CHECK(melee.summary.ends_with(
      french("; Gendarmes 1 recule de 1 hex en conservant son orientation, le défenseur peut avancer (11.4)")));
  GameState english = en::egmontAtMelee();
  en::setValue(english, "attack_marker.i_egmont_g1", Value{false});
  CHECK(en::accept(english, "pm_melee", "", exampleA)
            .summary.ends_with("; Gendarmes 1 retreats 1 hex(es) keeping its facing, the defender may advance (11.4)"));

  // A defender destroyed: the leading attacker advances into the hex it held (11.4) [AMB-55].
  GameState destroyed = fr::egmontAtMelee();
  fr::setValue(destroyed, "level.i_gardes_francais", fr::word("broken"));
  auto last = fr::accept(destroyed, "pm_melee", "", {{"attacker", fr::word("i_egmont_g1")},
                                                     {"defender", fr::word("i_gardes_francais")}, {"die", fr::num(0)}});
  INFO(last.summary);
  CHECK(fr::text(destroyed, "level.i_gardes_francais") == "destroyed");
  CHECK(last.summary.ends_with(french("; Gendarmes 1 avance dans l'hex libéré (11.4)")));

  // 11.5: "If a unit on a dangerous mission is attacked alone, it is destroyed" and the
  // attacker must advance - one sentence, the units named.
  GameState detachment = fr::egmontAtMelee();
  auto alone = fr::accept(detachment, "pm_melee", "", {{"attacker", fr::word("i_egmont_g2")},
                                                       {"defender", fr::word("i_demi_regiment")}});
  CHECK(alone.summary == french("Gendarmes 2 attaque Demi-Régiment, seule dans son hex : Demi-Régiment : Normale → "
                                "Détruite (retirez le pion) ; l'attaquant doit avancer dans l'hex (11.5)"));
  // "Units on a dangerous mission may not initiate melee" (11.5), not even a reaction melee.
  GameState reaction = fr::egmontAtMelee();
  auto starts = fr::refused(reaction, "pm_melee", "", {{"attacker", fr::word("i_demi_regiment")},
                                                       {"defender", fr::word("i_egmont_g1")}, {"die", fr::num(0)},
                                                       {"reaction", fr::yes()}});
  CHECK(starts.message == "un détachement dangereux ne peut pas engager de mêlée (11.5)");
}

TEST_CASE("In French, a rally reads in French, and so do its refusals (13.1, 6.2, 3.2)", "[paris][rally][translation]") {
  // 3.2: rallying is part of the activation phase.
  GameState beforeInitiative = fr::newBattle("dreux");
  fr::typeRatings(beforeInitiative, {{"dr_conde", 2}, {"dr_coligny", 1}, {"dr_rochefoucauld", 0},
                                     {"dr_montmorency", 1}, {"dr_st_andre", 1}, {"dr_guise", 2}});
  fr::orders(beforeInitiative, {"march", "march", "march"}, {"rally", "rally", "rally"});
  auto notYet = fr::refused(beforeInitiative, "pm_rally", "", {{"unit", fr::word("d_conde_lansq")}, {"grouped", fr::yes()}});
  CHECK(notYet.message == french("Le ralliement relève de la phase d'activation (3.2) ; le tour en est à initiative"));

  GameState state = fr::condeRallying();
  // 6.2 March: "units grouped with or adjacent to the commander may rally".
  auto far = fr::refused(state, "pm_rally", "", {{"unit", fr::word("d_conde_lansq")}, {"die", fr::num(0)}});
  CHECK(far.message == french("sous l'ordre Marche, seules les unités groupées avec le chef ou adjacentes à lui peuvent se "
                              "rallier (6.2) : dites si l'unité est groupée avec son chef ou adjacente à lui"));
  // 13.1: grouped with the commander the rally is automatic.
  auto automatic = fr::accept(state, "pm_rally", "", {{"unit", fr::word("d_conde_lansq")}, {"grouped", fr::yes()}});
  CHECK(automatic.summary ==
        french("Lansquenets se rallie avec Condé (automatique, 13.1) : Lansquenets : Ébranlée → Désordonnée (verso du pion) ; "
               "elle ne peut pas bouger pendant cette activation (6.2) ; Condé, ayant aidé, ne peut pas bouger (6.4)"));
  // Next to Condé (2): the milice (morale 6, Broken -5): 3 - 2 = 1 rallies to Ébranlée.
  auto check = fr::accept(state, "pm_rally", "", {{"unit", fr::word("d_conde_milice1")}, {"die", fr::num(3)},
                                                  {"adjacent", fr::yes()}});
  INFO(check.summary);
  CHECK(check.summary.find(french("Milices huguenotes 1 : Brisée → Ébranlée (recto du marqueur « Ébranlée ») (13.1)")) !=
        std::string::npos);

  SECTION("the same rallies in English") {
    GameState englishBefore = en::newBattle("dreux");
    en::typeRatings(englishBefore, {{"dr_conde", 2}, {"dr_coligny", 1}, {"dr_rochefoucauld", 0},
                                    {"dr_montmorency", 1}, {"dr_st_andre", 1}, {"dr_guise", 2}});
    en::orders(englishBefore, {"march", "march", "march"}, {"rally", "rally", "rally"});
    CHECK(en::refused(englishBefore, "pm_rally", "", {{"unit", en::word("d_conde_lansq")}, {"grouped", en::yes()}}).message ==
          "Rallying belongs to the activation phase (3.2); the turn is at initiative");
    GameState english = en::condeRallying();
    CHECK(en::refused(english, "pm_rally", "", {{"unit", en::word("d_conde_lansq")}, {"die", en::num(0)}}).message ==
          "under March only units grouped with or next to the commander may rally (6.2): say whether the unit is grouped "
          "with its commander or next to him");
    CHECK(en::accept(english, "pm_rally", "", {{"unit", en::word("d_conde_lansq")}, {"grouped", en::yes()}}).summary ==
          "Lansquenets rallies with Condé (automatic, 13.1): Lansquenets: Shaken → Disordered (counter back); it may not "
          "move this activation (6.2); Condé, having helped, may not move (6.4)");
  }
}
