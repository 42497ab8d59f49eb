// The end of a round (15, QR Sequence of Play): the Law of Suspects, the count of the
// votes on the proposed Law with its consequences (10.2), and the proposal of a new Law.

#include "actions.hpp"
#include "adc/game_texts.hpp"
#include "cards.hpp"
#include "cubes.hpp"

#include <algorithm>

namespace adc::patriots {

namespace {

bool passed(const StateChanges& changes, std::string_view law) { return where(changes, law) == "passed"; }

std::optional<ActionError> requireEndOfRound(const StateChanges& changes) {
  const GameData& data = changes.data();
  if (changes.text("stage") == "end_of_round") return std::nullopt;
  return pointOn(refuse(ActionError::Code::NotAllowed,
                        sayf(data, "this happens at the end of the round, once every player has had a turn (10.2); now {}",
                             stageText(data, changes.text("stage")))),
                 changes);
}

// The Convention majority acts; tied factions act together and must agree (10.2, 15).
std::optional<ActionError> requireMajority(const StateChanges& changes, std::string_view faction, bool agreed,
                                           std::string_view what) {
  const GameData& data = changes.data();
  auto best = leaders(changes, "convention");
  if (std::find(best.begin(), best.end(), faction) == best.end()) {
    return refuse(ActionError::Code::NotAllowed,
                  sayf(data, "{} is for the player with the majority in the Convention nationale (10.2, 15); the {} does not have it",
                       what, factionName(data, faction)),
                  "side");
  }
  if (best.size() > 1 && !agreed) {
    std::string tied;
    for (const auto& f : best) tied = tied.empty() ? factionName(data, f) : sayf(data, "{} and {}", tied, factionName(data, f));
    return refuse(ActionError::Code::NotAllowed,
                  sayf(data, "the {} are tied in the Convention nationale and must agree (10.2, 15): say that they agreed", tied),
                  "agreed");
  }
  return std::nullopt;
}

}  // namespace

Result applySuspects(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"faction", "area", "agreed", "none"})) return unexpected(*problem);
  StateChanges changes(data, state);
  if (auto problem = requireEndOfRound(changes)) return unexpected(*problem);
  if (!passed(changes, "lc07")) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "the Law of Suspects LC07 has not passed (8.2, 15)")));
  }
  if (changes.flag("suspects_done")) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "the Law of Suspects was applied this round already (15)")));
  }
  auto actor = actingFaction(changes, action);
  if (!actor) return unexpected(actor.error());
  auto none = flagArgument(action, "none");
  if (!none) return unexpected(none.error());
  auto agreed = flagArgument(action, "agreed");
  if (!agreed) return unexpected(agreed.error());
  std::string line;
  if (*none) {
    // Tied players who do not agree remove nothing (AMB-39).
    if (leaders(changes, "convention").size() < 2 && !leaders(changes, "convention").empty()) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               say(data, "none: only tied players who cannot agree skip the Law of Suspects"), "none"));
    }
    line = say(data, "Law of Suspects: the tied majority does not agree, no cube goes to the Conciergerie");
  } else {
    if (auto problem = requireMajority(changes, *actor, *agreed, say(data, "The Law of Suspects"))) return unexpected(*problem);
    auto faction = factionArgument(action, "faction", true);
    if (!faction) return unexpected(faction.error());
    auto area = textArgument(action, "area", true);
    if (!area) return unexpected(area.error());
    if (placeKind(*area) != PlaceKind::ParisArea) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               say(data, "area: the suspect's cube is taken from an area of the Paris board (8.2, 15)"), "area"));
    }
    if (auto problem = moveCubes(data, changes, *faction, 1, *area, "conciergerie")) return unexpected(*problem);
    line = sayf(data, "Law of Suspects: {}", describeMove(data, *faction, 1, *area, "conciergerie"));
  }
  stage(changes, "suspects_done", Value{true});
  commitChecked(data, state, changes, line);
  return Applied{"8.2, 15", line, std::nullopt, action};
}

Result applyCountVotes(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {})) return unexpected(*problem);
  StateChanges changes(data, state);
  if (auto problem = requireEndOfRound(changes)) return unexpected(*problem);
  if (passed(changes, "lc07") && !changes.flag("suspects_done")) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "the Law of Suspects comes first (15): the faction suspected and the area its cube leaves"))
                          .pointing(WayForward::action("pt_suspects")));
  }
  if (changes.flag("votes_counted")) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "the votes of this round are counted already (10.2)")));
  }
  std::string line;
  auto proposed = cardsAt(changes, "proposed");
  std::int64_t oui = 0;
  std::int64_t non = 0;
  for (const auto& faction : factions()) {
    oui += changes.number("oui." + faction);
    non += changes.number("non." + faction);
  }
  if (proposed.empty()) {
    line = say(data, "No Law was proposed");
  } else {
    const auto law = proposed.front();
    // "ONLY the majority of votes will decide if the Law passes. TIES ARE NOT VALID." (10.2)
    bool passes = oui > non;
    line = sayf(data, "{}: Oui! {}, Non! {}", cardName(data, law), oui, non);
    if (!passes) {
      putCard(changes, law, "law_pile");
      line += say(data, ": not passed, back to the Law pile (10.2)");
    } else {
      line += say(data, ": passed, in force from next round (10.2)");
      // Consequences the rulebook prints (the Law player aid has the rest).
      std::vector<std::string> supporters;
      for (const auto& faction : factions()) {
        if (changes.number("oui." + faction) > 0) supporters.push_back(faction);
      }
      bool temporary = law == "lc02";
      if (law == "lc02") {
        if (changes.number("gold_supply") > 0) {
          stageAdd(changes, "gold_supply", -1);
          stageAdd(changes, "treasury", 1);
          line += say(data, "; the Convention nationale receives 1 Gold coin (11.4, 15)");
        } else {
          line += say(data, "; no Gold coin is left to put in the treasury (11.4)");
        }
        stage(changes, "conde_face_up", Value{true});
        line += say(data, "; the Prince de Condé AC17 is flipped face up: the Émigrés army is ready to invade France (15)");
      }
      if (law == "lc08" || law == "lc10") {
        // Supporters of the Trial of Louis Capet LC08 / the Revolutionary Tribunal LC10 add 3
        // influence to their pile (9).
        for (const auto& faction : supporters) {
          auto moved = moveUpTo(data, changes, faction, 3, "stock", "pile");
          line += sayf(data, "; supporter {} (9)", describeMove(data, faction, moved, "stock", "pile"));
        }
      }
      if (law == "lc08") line += say(data, "; decide Louis XVI's fate as the Law card says (correct Louis XVI alive)");
      if (law == "lc03") {
        // The Temple de la Raison replaces the Notre-Dame; its cubes stay (AMB-66).
        stage(changes, "temple_in_play", Value{true});
        for (const auto& faction : factions()) {
          auto cubes = changes.number("notre_dame." + faction);
          if (cubes == 0) continue;
          stage(changes, "notre_dame." + faction, Value{std::int64_t{0}});
          stageAdd(changes, "temple_raison." + faction, cubes);
        }
        line += say(data, "; the Temple de la Raison tile replaces the Notre-Dame (8.1)");
      }
      if (law == "lc04") {
        stage(changes, "champ_de_mars_in_play", Value{true});
        line += say(data, "; the Champ de Mars tile is placed on the Paris board (8.1)");
      }
      if (law == "lc03" || law == "lc04" || law == "lc08") {
        line += sayf(data, "; the Sacred Heart provinces the card names rise in revolt: 'Sacred Heart revolt' with {} (8.4, 12.7 ATTENTION)",
                     cardName(data, law));
      }
      if (law == "lc09") {
        stage(changes, "universal_suffrage", Value{true});
        line += say(data, "; full areas take more cubes from now on (9)");
      }
      if (temporary) {
        putCard(changes, law, "law_pile");
        line += say(data, "; a temporary Law, it returns to the Law pile (10.2)");
      } else {
        putCard(changes, law, "passed");
        auto order = changes.number("law_sequence") + 1;
        stage(changes, "law_sequence", Value{order});
        stage(changes, "passed_order." + law, Value{order});
        stage(changes, "passed_round." + law, Value{state.turn});
        stageAdd(changes, "laws_passed", 1);
        line += sayf(data, "; on the passed-Law track ({} of 9, 10.2)", changes.number("laws_passed"));
      }
    }
  }
  // "Whether a Law card (LC) has passed or not the influence used for voting are returned to
  // the players stock (NOT pile!)" (10.2).
  std::int64_t returned = 0;
  for (const auto& faction : factions()) {
    for (const std::string box : {"oui", "non"}) {
      auto cubes = changes.number(box + "." + faction);
      if (cubes > 0) {
        if (auto problem = moveCubes(data, changes, faction, cubes, box, "stock")) return unexpected(*problem);
        returned += cubes;
      }
    }
    stage(changes, "voted." + faction, Value{false});
  }
  if (returned > 0) line += sayf(data, "; {} vote cubes return to their stocks (10.2)", returned);
  // Grain shipment from America LC18: a Gold coin "after 4 game rounds" (11.4; AMB-69).
  if (passed(changes, "lc18") && state.turn == changes.number("passed_round.lc18") + 4) {
    if (changes.number("gold_supply") > 0) {
      stageAdd(changes, "gold_supply", -1);
      stageAdd(changes, "treasury", 1);
      line += say(data, "; the Grain shipment from America LC18 arrives: 1 Gold coin to the treasury (11.4)");
    }
  }
  stage(changes, "votes_counted", Value{true});
  commitChecked(data, state, changes, line);
  return Applied{"10.2", line, std::nullopt, action};
}

Result applyPropose(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"law", "agreed"})) return unexpected(*problem);
  StateChanges changes(data, state);
  if (auto problem = requireEndOfRound(changes)) return unexpected(*problem);
  if (!changes.flag("votes_counted")) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "count the votes on the proposed Law first (QR Sequence of Play)"))
                          .pointing(WayForward::action("pt_count_votes")));
  }
  auto lawText = textArgument(action, "law", true);
  if (!lawText) return unexpected(lawText.error());
  std::string line;
  if (*lawText == "none") {
    line = say(data, "No new Law is proposed (10.2: the majority can, but need not)");
  } else {
    auto faction = actingFaction(changes, action);
    if (!faction) return unexpected(faction.error());
    auto law = cardArgument(action, "law", true);
    if (!law) return unexpected(law.error());
    auto agreed = flagArgument(action, "agreed");
    if (!agreed) return unexpected(agreed.error());
    if (!isLaw(*law)) {
      return unexpected(refuse(ActionError::Code::BadArgument, say(data, "law: a Law card, LC01 to LC21 (10.2)"), "law"));
    }
    if (state.turn >= 21) {
      // A Law proposed in the last round would never be voted (AMB-61).
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               say(data, "the game ends after this round (13): no Law is proposed in round 21"), "law"));
    }
    std::int64_t present = 0;
    for (const auto& f : factions()) present += changes.number("convention." + f) > 0 ? 1 : 0;
    if (present < 2) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               say(data, "a Law is proposed only when at least two factions have influence in the Convention nationale (10.2)"),
                               "law"));
    }
    if (auto problem = requireMajority(changes, *faction, *agreed, say(data, "Proposing a Law"))) return unexpected(*problem);
    if (where(changes, *law) != "law_pile") {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "{} is not in the Law pile (it is {})", cardName(data, *law),
                                    placeOfCard(data, where(changes, *law))),
                               "law"));
    }
    if (changes.number("laws_passed") >= 9) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               say(data, "the passed-Law track holds its 9 Laws (10.2): no more Law is proposed"), "law"));
    }
    auto symbols = cardFactions(data, state, *law);
    if (!symbols) return unexpected(symbols.error());
    bool anyone = std::find(symbols->begin(), symbols->end(), "none") != symbols->end();
    if (!anyone && std::find(symbols->begin(), symbols->end(), *faction) == symbols->end()) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "law: {} carries another faction's symbol; only that faction may propose it (10.1)",
                                    cardName(data, *law)),
                               "law"));
    }
    putCard(changes, *law, "proposed");
    line = sayf(data, "{} proposes {}: placed on the far left of the passed-Law track; the vote is next round (10.2)",
                factionName(data, *faction), cardName(data, *law));
  }
  stage(changes, "stage", Value{std::string("round_over")});
  stage(changes, "ended_round", Value{state.turn});
  changes.commit(state);
  showStep(data, state, "round_over");
  return Applied{"10.2", line, std::nullopt, action};
}

Result applyRevolt(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"law", "provinces"})) return unexpected(*problem);
  StateChanges changes(data, state);
  if (changes.text("stage") == "setup" || changes.text("stage") == "deal") {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "a revolt follows a passed Law (8.4)")));
  }
  auto law = cardArgument(action, "law", true);
  if (!law) return unexpected(law.error());
  // The Laws whose passing raises the Sacred Heart provinces (12.7 ATTENTION).
  if (*law != "lc03" && *law != "lc04" && *law != "lc08") {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             say(data, "law: the Sacred Heart provinces rise when Dechristianization LC03, Levée en masse LC04 or the Trial of Louis Capet LC08 passes (12.7 ATTENTION)"),
                             "law"));
  }
  if (!passed(changes, *law)) {
    return unexpected(refuse(ActionError::Code::NotAllowed, sayf(data, "law: {} has not passed", cardName(data, *law)), "law"));
  }
  auto provinces = listArgument(action, "provinces");
  if (provinces.empty()) {
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             say(data, "provinces: the Sacred Heart provinces the Law card names (8.4)"), "provinces"));
  }
  // The six provinces with the Sacred Heart symbol (8.4, Glossary SACRED HEART).
  static const std::vector<std::string> sacred{"vendee", "loire", "bretagne", "rhone", "provence", "gironde"};
  std::string line;
  for (const auto& province : provinces) {
    if (std::find(sacred.begin(), sacred.end(), province) == sacred.end()) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "provinces: {} has no Sacred Heart; those are Vendée, Loire, Bretagne, Rhône, Provence and Gironde (8.4)",
                                    placeName(data, province)),
                               "provinces"));
    }
    line += line.empty() ? sayf(data, "{} rises in revolt", placeName(data, province))
                         : sayf(data, "; {} rises in revolt", placeName(data, province));
    auto there = changes.text("province." + province);
    if (there == "royalists") continue;
    if (there != "none") {
      moveUpTo(data, changes, there, 1, province, "pile");
      line += sayf(data, ", the {} cube returns to its pile", factionName(data, there));
    }
    std::string source = changes.number("pile.royalists") > 0 ? "pile" : "stock";
    moveUpTo(data, changes, "royalists", 1, source, province);
    line += say(data, ", a Royalist cube is placed");
    // Revolutionary Generals there are de-activated: back to their owner's hand (Glossary
    // DE-ACTIVATED; AMB-55).
    for (const std::string general : {"lafayette", "dumouriez", "hoche", "pichegru", "bonaparte", "jourdan", "dumas"}) {
      if (changes.text("general_at." + general) != province) continue;
      auto card = componentText(data, state, "general_card", general);
      if (!card) return unexpected(card.error());
      auto owner = activatedBy(changes, *card);
      stage(changes, "general_at." + general, Value{std::string("off")});
      if (!owner.empty()) putCard(changes, *card, "hand_" + owner);
      line += sayf(data, ", {} is de-activated back to the {}'s hand", cardName(data, *card), factionName(data, owner));
    }
  }
  commitChecked(data, state, changes, line);
  return Applied{"8.4, 12.7 ATTENTION", sayf(data, "{}: {}", cardName(data, *law), line), std::nullopt, action};
}

}  // namespace adc::patriots
