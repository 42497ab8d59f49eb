// Coup d'État and Civil War (14): declared at the start of a turn, they end the round at
// once; each side sums its members' support; the losers' Paris cubes go to the Place de
// la Révolution and their activated Leader cards are eliminated.

#include "actions.hpp"
#include "adc/game_texts.hpp"
#include "adc/text_checks.hpp"
#include "cards.hpp"
#include "cubes.hpp"

#include <algorithm>
#include <set>

namespace adc::patriots {

namespace {

std::int64_t currencyHeld(const StateChanges& changes, std::string_view faction) {
  const std::string f(faction);
  return changes.number("assignats." + f) + changes.number("press." + f) + changes.number("thugs." + f);
}

// Leader cards LEC of the faction's own symbol, in hand or activated (14). A card whose
// symbol is not yet typed in stops the count with a request for it.
Expected<std::int64_t, ActionError> ownLeaders(const GameData& data, const GameState& state,
                                               const StateChanges& changes, std::string_view faction) {
  std::int64_t count = 0;
  for (const std::string place : {"hand_", "active_"}) {
    for (const auto& card : cardsAt(changes, place + std::string(faction))) {
      if (card.rfind("lec", 0) != 0) continue;
      auto symbols = cardFactions(data, state, card);
      if (!symbols) return unexpected(symbols.error());
      if (std::find(symbols->begin(), symbols->end(), faction) != symbols->end()) ++count;
    }
  }
  return count;
}

Expected<std::int64_t, ActionError> coupSupport(const GameData& data, const GameState& state,
                                                const StateChanges& changes, std::string_view faction,
                                                std::string& detail) {
  const std::string f(faction);
  auto leadersHeld = ownLeaders(data, state, changes, faction);
  if (!leadersHeld) return unexpected(leadersHeld.error());
  std::int64_t generalsInParis = 0;
  if (where(changes, "lc06") == "passed") {
    for (const std::string general : {"lafayette", "dumouriez", "hoche", "pichegru", "bonaparte", "jourdan", "dumas"}) {
      if (changes.text("general_at." + general) != "paris") continue;
      auto card = componentText(data, state, "general_card", general);
      if (card && activatedBy(changes, *card) == faction) ++generalsInParis;
    }
  }
  auto cn = changes.number("convention." + f);
  auto army = changes.number("caserne." + f) + changes.number("champ_de_mars." + f);
  auto money = currencyHeld(changes, faction);
  auto fau = changes.number("faubourgs." + f);
  auto total = cn + army + money + 2 * fau + 5 * *leadersHeld + 5 * generalsInParis;
  // Each count of 14's list, in the players' words: "Girondin 9 (Convention 3, ...)".
  detail += generalsInParis
                ? sayf(data, "{} {} (Convention {}, Caserne/Champ de Mars {}, currency {}, Faubourgs 2×{}, Leaders 5×{}, Generals in Paris 5×{})",
                       factionName(data, faction), total, cn, army, money, fau, *leadersHeld, generalsInParis)
                : sayf(data, "{} {} (Convention {}, Caserne/Champ de Mars {}, currency {}, Faubourgs 2×{}, Leaders 5×{})",
                       factionName(data, faction), total, cn, army, money, fau, *leadersHeld);
  return total;
}

Expected<std::int64_t, ActionError> civilWarSupport(const StateChanges& changes, std::string_view faction,
                                                    std::string& detail) {
  const GameData& data = changes.data();
  const std::string f(faction);
  auto cn = changes.number("convention." + f);
  auto money = currencyHeld(changes, faction);
  // Royalist province cubes count for the Feuillant only (14); the Notre-Dame counts, the
  // Temple de la Raison does not.
  auto royalist = faction == "feuillants" ? provincesHeld(changes, "royalists") : 0;
  auto notreDame = areaInPlay(changes, "notre_dame") ? changes.number("notre_dame." + f) : 0;
  std::int64_t rouerie = 0;
  if (faction == "feuillants" || faction == "girondins") {
    auto place = where(changes, "ac40");
    if (place == "hand_" + f || place == "active_" + f) rouerie = 5;
  }
  auto total = cn + money + royalist + 2 * notreDame + rouerie;
  // Each count of 14's list, in the players' words; the Royalist provinces and la Rouerie
  // only for whom they count.
  std::string counts = sayf(data, "Convention {}, currency {}", cn, money);
  if (royalist) counts += sayf(data, ", Royalist provinces {}", royalist);
  counts += sayf(data, ", Notre-Dame 2×{}", notreDame);
  if (rouerie) counts += say(data, ", la Rouerie 5");
  detail += sayf(data, "{} {} ({})", factionName(data, faction), total, counts);
  return total;
}

// The losers go to the guillotine (14): their cubes in the nine Paris areas to the Place de
// la Révolution, their vote cubes back to the stock (AMB-15), their activated Leader cards
// (LEC) eliminated — a General's meeple leaves the board.
std::string guillotine(const GameData& data, const GameState& state, StateChanges& changes,
                       const std::vector<std::string>& losers) {
  std::string line;
  for (const auto& loser : losers) {
    std::int64_t cubes = 0;
    for (const auto& area : parisAreas()) cubes += moveUpTo(data, changes, loser, 30, area, "place_revolution");
    for (const std::string box : {"oui", "non"}) moveUpTo(data, changes, loser, 30, box, "stock");
    std::vector<std::string> eliminated;
    std::string cards;
    for (const auto& card : cardsAt(changes, "active_" + loser)) {
      if (card.rfind("lec", 0) != 0) continue;
      putCard(changes, card, "eliminated");
      for (const std::string general : {"lafayette", "dumouriez", "hoche", "pichegru", "bonaparte", "jourdan", "dumas"}) {
        auto generalCardId = componentText(data, state, "general_card", general);
        if (generalCardId && *generalCardId == card) stage(changes, "general_at." + general, Value{std::string("off")});
      }
      eliminated.push_back(card);
      cards += (cards.empty() ? "" : ", ") + cardName(data, card);
    }
    line += cards.empty()
                ? sayf(data, "; the {}s lose {} Paris cubes to the Place de la Révolution", factionName(data, loser), cubes)
                : sayf(data, "; the {}s lose {} Paris cubes to the Place de la Révolution, and their activated Leaders are eliminated: {}",
                       factionName(data, loser), cubes, cards);
    if (std::find(eliminated.begin(), eliminated.end(), "lec11") != eliminated.end()) {
      line += say(data, " (Mme Roland LEC11 guillotined: her owner switches her rivals' France-board cubes, 9)");
    }
  }
  return line;
}

struct Sides {
  std::vector<std::string> initiator;
  std::vector<std::string> government;
};

Expected<Sides, ActionError> readSides(const StateChanges& changes, const Action& action, std::string_view initiator,
                                       const std::vector<std::string>& government, bool everyoneChooses) {
  const GameData& data = changes.data();
  Sides sides;
  sides.initiator = {std::string(initiator)};
  sides.government = government;
  std::set<std::string> taken(government.begin(), government.end());
  taken.insert(std::string(initiator));
  for (const auto& [argument, list] : {std::pair{"with_initiator", &sides.initiator},
                                       std::pair{"with_government", &sides.government}}) {
    for (const auto& helper : listArgument(action, argument)) {
      if (std::find(factions().begin(), factions().end(), helper) == factions().end() || !inPlay(changes, helper)) {
        return unexpected(refuse(ActionError::Code::UnknownName,
                                 std::string_view(argument) == "with_initiator"
                                     ? sayf(data, "with the initiator: {} is not a faction in this game", quoteInput(helper))
                                     : sayf(data, "with the government: {} is not a faction in this game", quoteInput(helper)),
                                 argument));
      }
      if (!taken.insert(helper).second) {
        return unexpected(refuse(ActionError::Code::BadArgument,
                                 sayf(data, "the {} is on a side already: a faction joins one side only (14)",
                                      factionName(data, helper)),
                                 argument));
      }
      list->push_back(helper);
    }
  }
  if (everyoneChooses) {
    for (const auto& faction : factions()) {
      if (inPlay(changes, faction) && !taken.count(faction)) {
        return unexpected(refuse(ActionError::Code::MissingArgument,
                                 sayf(data, "in a Civil War every faction MUST choose a side (14): the {} is on neither: with the initiator or with the government",
                                      factionName(data, faction)),
                                 "with_government"));
      }
    }
  }
  return sides;
}

std::optional<ActionError> requireTurnStart(const StateChanges& changes, std::string_view faction,
                                            std::string_view what) {
  if (auto problem = requireTurn(changes, faction, what)) return problem;
  if (changes.flag("acted." + std::string(faction))) {
    return refuse(ActionError::Code::NotAllowed,
                  sayf(changes.data(), "{} is announced at the start of the turn (14), before the basic action", what), "side");
  }
  return std::nullopt;
}

Result finish(const GameData& data, GameState& state, StateChanges& changes, const Action& action,
              const Sides& sides, std::int64_t initiatorSupport, std::int64_t governmentSupport, std::string line,
              std::string_view rule) {
  // The most support wins; equal support leaves the government in place (AMB-14).
  bool success = initiatorSupport > governmentSupport;
  const auto& losers = success ? sides.government : sides.initiator;
  line += success ? say(data, ": the initiator succeeds") : say(data, ": the government keeps its grasp");
  if (initiatorSupport == governmentSupport) line += say(data, " (equal support)");
  line += guillotine(data, state, changes, losers);
  if (success) {
    stage(changes, "next_starter", Value{sides.initiator.front()});
    std::string repealed;
    for (const auto& law : listArgument(action, "repeal")) {
      if (where(changes, law) != "passed") {
        return unexpected(refuse(ActionError::Code::NotAllowed,
                                 sayf(data, "repeal: {} is not a passed Law (14)", cardName(data, law)), "repeal"));
      }
      putCard(changes, law, "law_pile");
      stage(changes, "passed_order." + law, Value{std::int64_t{0}});
      stageAdd(changes, "laws_passed", -1);
      repealed += (repealed.empty() ? "" : ", ") + cardName(data, law);
    }
    line += repealed.empty()
                ? sayf(data, "; the {} starts the next round (14)", factionName(data, sides.initiator.front()))
                : sayf(data, "; the {} starts the next round; Laws de-activated back to the Law pile: {} (14)",
                       factionName(data, sides.initiator.front()), repealed);
  } else if (!listArgument(action, "repeal").empty()) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "repeal: only a successful initiator de-activates Laws (14)"),
                             "repeal"));
  }
  // "The current game round immediately comes to an end" (14); its end-of-round steps
  // still run (AMB-42).
  stage(changes, "active", Value{std::string("none")});
  stage(changes, "stage", Value{std::string("end_of_round")});
  commitChecked(data, state, changes, line);
  if (!state.gameOver) showStep(data, state, "end_of_round");
  return Applied{std::string(rule), line, std::nullopt, action};
}

}  // namespace

Result applyCoup(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"accused", "with_initiator", "with_government", "repeal"})) {
    return unexpected(*problem);
  }
  StateChanges changes(data, state);
  auto faction = actingFaction(changes, action);
  if (!faction) return unexpected(faction.error());
  if (auto problem = requireTurnStart(changes, *faction, say(data, "A Coup d'État"))) return unexpected(*problem);
  // "ALL the following areas on the Paris board must be filled: Convention nationale,
  // Faubourgs, Caserne and the Champ de Mars (IF in play) and the Notre-Dame" (14); the
  // Temple de la Raison in its place (AMB-13).
  std::vector<std::string> required{"convention", "faubourgs", "caserne"};
  if (areaInPlay(changes, "champ_de_mars")) required.push_back("champ_de_mars");
  required.push_back(areaInPlay(changes, "notre_dame") ? "notre_dame" : "temple_raison");
  for (const auto& area : required) {
    if (!areaFull(data, changes, area)) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "a Coup d'État needs the Convention nationale, Faubourgs, Caserne, Champ de Mars (if in play) and Notre-Dame filled (14); the {} has {} of {}",
                                    placeName(data, area), areaTotal(changes, area), areaSpaces(data, area)),
                               "side"));
    }
  }
  auto accused = factionArgument(action, "accused", true);
  if (!accused) return unexpected(accused.error());
  if (*accused == *faction || !inPlay(changes, *accused) || changes.number("convention." + *accused) == 0) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "accused: a rival player with influence in the Convention nationale (14)"), "accused"));
  }
  auto sides = readSides(changes, action, *faction, {*accused}, false);
  if (!sides) return unexpected(sides.error());
  std::string detail;
  std::int64_t initiator = 0;
  std::int64_t government = 0;
  for (const auto& member : sides->initiator) {
    auto support = coupSupport(data, state, changes, member, detail += detail.empty() ? "" : say(data, "; "));
    if (!support) return unexpected(support.error());
    initiator += *support;
  }
  detail += " | ";
  for (const auto& member : sides->government) {
    auto support = coupSupport(data, state, changes, member, detail += detail.back() == ' ' ? "" : say(data, "; "));
    if (!support) return unexpected(support.error());
    government += *support;
  }
  std::string line = sayf(data, "Coup d'État by the {} against the {}: support {} to {} [{}]", factionName(data, *faction),
                          factionName(data, *accused), initiator, government, detail);
  return finish(data, state, changes, action, *sides, initiator, government, line, "14 Coup d'Etat");
}

Result applyCivilWar(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"with_initiator", "with_government", "repeal"})) return unexpected(*problem);
  StateChanges changes(data, state);
  auto faction = actingFaction(changes, action);
  if (!faction) return unexpected(faction.error());
  if (auto problem = requireTurnStart(changes, *faction, say(data, "A Civil War"))) return unexpected(*problem);
  // "a player must control at least 7 Provinces" (14): provinces with his cube, the Paris
  // province with the Faubourgs majority (AMB-17).
  auto held = provincesHeld(changes, *faction) + (majority(changes, "faubourgs") == *faction ? 1 : 0);
  if (held < 7) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "a Civil War needs control of at least 7 provinces (14); the {} controls {}",
                                  factionName(data, *faction), held),
                             "side"));
  }
  // The opponent is the Convention majority; on a tie, all the tied players (14 Note).
  auto government = leaders(changes, "convention");
  government.erase(std::remove(government.begin(), government.end(), *faction), government.end());
  if (government.empty()) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "the initiator holds the Convention majority alone: there is no government to defy (14)"),
                             "side"));
  }
  auto sides = readSides(changes, action, *faction, government, true);
  if (!sides) return unexpected(sides.error());
  std::string detail;
  std::int64_t initiator = 0;
  std::int64_t defence = 0;
  for (const auto& member : sides->initiator) {
    auto support = civilWarSupport(changes, member, detail += detail.empty() ? "" : say(data, "; "));
    if (!support) return unexpected(support.error());
    initiator += *support;
  }
  detail += " | ";
  for (const auto& member : sides->government) {
    auto support = civilWarSupport(changes, member, detail += detail.back() == ' ' ? "" : say(data, "; "));
    if (!support) return unexpected(support.error());
    defence += *support;
  }
  std::string line = sayf(data, "Civil War proclaimed by the {}: support {} to {} [{}]", factionName(data, *faction),
                          initiator, defence, detail);
  return finish(data, state, changes, action, *sides, initiator, defence, line, "14 Civil War");
}

}  // namespace adc::patriots
