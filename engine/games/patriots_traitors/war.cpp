// War (12): the Coalition armies advancing on To Paris! cards (12.1, 12.2), Military
// Offensives and La Marseillaise moves (12.3, 12.4, 12.6, 12.7). Battles are fixed sums
// (12.2): the Generals' cockades and the loyal cubes in the Caserne/Champ de Mars against
// the Coalition (or Royalist) Generals' cockades and the Royalist cubes; the losses and
// gains are read from the Results of War table (tables/war.toml).

#include "actions.hpp"
#include "adc/game_texts.hpp"
#include "cards.hpp"
#include "cubes.hpp"

#include "adc/text_checks.hpp"

#include <algorithm>
#include <set>

namespace adc::patriots {

namespace {

const std::vector<std::string>& nations() {
  static const std::vector<std::string> all{"austria", "prussia", "sardinia", "emigres", "britain", "dutch", "spain"};
  return all;
}

// 10.5: seven Revolutionary Generals, then the two Royalist ones.
const std::vector<std::string>& generals() {
  static const std::vector<std::string> all{"lafayette", "dumouriez", "hoche",          "pichegru", "bonaparte",
                                            "jourdan",   "dumas",     "rochejaquelein", "charette"};
  return all;
}

bool royalistGeneral(std::string_view general) { return general == "rochejaquelein" || general == "charette"; }

bool isLocation(std::string_view place) { return isProvince(place) || isTerritory(place); }

std::vector<std::string> armiesAt(const StateChanges& changes, std::string_view place) {
  std::vector<std::string> found;
  for (const auto& nation : nations()) {
    if (changes.text("army." + nation) == place) found.push_back(nation);
  }
  return found;
}

std::vector<std::string> generalsAt(const StateChanges& changes, std::string_view place, bool royalist) {
  std::vector<std::string> found;
  for (const auto& general : generals()) {
    if (royalistGeneral(general) == royalist && changes.text("general_at." + general) == place) found.push_back(general);
  }
  return found;
}

Expected<std::string, ActionError> generalCard(const GameData& data, const GameState& state, std::string_view general) {
  return componentText(data, state, "general_card", std::string(general));
}

// The Royalist influence that fights with the Coalition and Royalist Generals (12.2, 12.7).
std::int64_t royalistStrength(const StateChanges& changes) {
  return provincesHeld(changes, "royalists") + changes.number("caserne.royalists") +
         changes.number("champ_de_mars.royalists");
}

// "1 cockade", "3 cockades"; "1 Royalist cube", "4 Royalist cubes": a battle's counts, each
// a whole phrase in the players' language.
std::string cockadeCount(const GameData& data, std::int64_t count) {
  return count == 1 ? std::string(say(data, "1 cockade")) : sayf(data, "{} cockades", count);
}

std::string royalistCubes(const GameData& data, std::int64_t count) {
  return count == 1 ? std::string(say(data, "1 Royalist cube")) : sayf(data, "{} Royalist cubes", count);
}

std::int64_t armyLoyalty(const StateChanges& changes, std::string_view faction) {
  return changes.number("caserne." + std::string(faction)) + changes.number("champ_de_mars." + std::string(faction));
}

// A Royalist cube enters a province (12.2): a cube already there returns to its owner's
// pile (AMB-22); the Royalist cube comes from the Royalist pile, else its stock (AMB-41).
std::string placeRoyalistCube(const GameData& data, StateChanges& changes, std::string_view province) {
  std::string line;
  auto there = changes.text("province." + std::string(province));
  if (there == "royalists") return "";
  if (there != "none") {
    moveUpTo(data, changes, there, 1, province, "pile");
    line += sayf(data, "the {} cube there returns to its pile; ", factionName(data, there));
  }
  std::string source = changes.number("pile.royalists") > 0 ? "pile" : "stock";
  if (changes.number(source + ".royalists") == 0) return line + say(data, "no Royalist cube is left to place");
  moveUpTo(data, changes, "royalists", 1, source, province);
  return line + sayf(data, "{} receives a Royalist cube (12.2)", placeName(data, province));
}

// The owner's losses "up to N" from the Results of War.
std::string ownerLosses(const GameData& data, StateChanges& changes, std::string_view owner, const std::string& row) {
  std::string line;
  auto lose = [&](std::string_view area, std::int64_t count) {
    if (count <= 0) return;
    auto moved = moveUpTo(data, changes, owner, count, area, "pile");
    line += (line.empty() ? "" : ", ") + describeMove(data, owner, moved, area, "pile");
  };
  lose("convention", warResult(data, row, "cn_loss"));
  lose("faubourgs", warResult(data, row, "faubourgs_loss"));
  auto caserne = warResult(data, row, "caserne_loss");
  if (caserne > 0) {
    auto fromCaserne = std::min(caserne, changes.number("caserne." + std::string(owner)));
    lose("caserne", fromCaserne);
    lose("champ_de_mars", std::min(caserne - fromCaserne, changes.number("champ_de_mars." + std::string(owner))));
  }
  auto gain = warResult(data, row, "stock_to_pile");
  if (gain > 0) {
    auto moved = moveUpTo(data, changes, owner, gain, "stock", "pile");
    line += (line.empty() ? "" : ", ") + describeMove(data, owner, moved, "stock", "pile");
  }
  return line.empty() ? say(data, "no cube to lose") : line;
}

// Places a cube from the stock on an area even when full: a rival's cube is switched out
// to its pile (12.4).
Expected<std::string, ActionError> placeOrSwitch(const GameData& data, StateChanges& changes, std::string_view owner,
                                                 std::string_view area, const std::string& rival,
                                                 std::string_view argument) {
  std::string line;
  if (areaFull(data, changes, area) && !changes.flag("universal_suffrage")) {
    if (rival.empty()) {
      return unexpected(refuse(ActionError::Code::MissingArgument,
                               sayf(data, "{} is full: say whose cube the owner switches out (12.4)", placeName(data, area)),
                               std::string(argument)));
    }
    if (rival == owner) {
      return unexpected(refuse(ActionError::Code::BadArgument,
                               sayf(data, "{} is full: the cube switched out is a rival's, not the owner's own (12.4)",
                                    placeName(data, area)),
                               std::string(argument)));
    }
    if (auto problem = moveCubes(data, changes, rival, 1, area, "pile")) return unexpected(*problem);
    line = sayf(data, "{}, then ", describeMove(data, rival, 1, area, "pile"));
  }
  if (changes.number("stock." + std::string(owner)) == 0) return line + say(data, "no cube left in the stock");
  if (auto problem = moveCubes(data, changes, owner, 1, "stock", area)) return unexpected(*problem);
  return line + describeMove(data, owner, 1, "stock", area);
}

struct Stack {
  std::vector<std::string> generals;  // the Revolutionary Generals fighting
  std::string leader;                 // whose owner wins or loses (12.3)
  std::string owner;
  std::int64_t score = 0;
  std::string detail;
};

// The arguments a move's branch made use of: any other battle argument typed is refused,
// never silently ignored.
using Consulted = std::set<std::string>;

// The leading General when Generals of several players fight together (12.3): "The
// current majority in the Convention nationale (Pb) area WILL appoint the leading
// Revolutionary General and IF Les Comités (Pb) are in play, they WILL appoint [him]. If
// there is a tie ..., then the General with the most military insight (cockades) &
// influence in the Caserne/Champ de Mars area (Pb) automatically becomes the leading
// Revolutionary General." A majority's choice is typed (`leader=`) and checked to be in
// the battle; on a tie (or an empty area, AMB-71) the app names him, and a typed leader
// must be that General; Generals still equal on that count are the players' to choose.
Expected<std::string, ActionError> leadingGeneral(const GameData& data, const StateChanges& changes,
                                                  const Action& action, const std::vector<std::string>& fighting,
                                                  const std::vector<std::int64_t>& printedCockades,
                                                  const std::vector<std::string>& ownersOf) {
  const bool comites = changes.flag("comites_in_play");
  const std::string area = comites ? "comites" : "convention";
  const std::string areaName = comites ? say(data, "Les Comités") : say(data, "the Convention nationale");
  auto typed = textArgument(action, "leader", false);
  if (!typed) return unexpected(typed.error());
  if (!typed->empty() && std::find(fighting.begin(), fighting.end(), *typed) == fighting.end()) {
    std::string names;
    for (const auto& general : fighting) names += (names.empty() ? "" : ", ") + generalName(data, general);
    return unexpected(refuse(ActionError::Code::BadArgument,
                             sayf(data, "leader: {} is not one of the Generals in this battle ({}) (12.3)",
                                  quoteInput(*typed), names),
                             "leader"));
  }
  auto appointing = leaders(changes, area);
  if (appointing.size() == 1) {
    if (typed->empty()) {
      return unexpected(refuse(ActionError::Code::MissingArgument,
                               sayf(data,
                                    "Generals of several players fight together: the {}, who holds the majority in {}, appoints the leading General before the offensive (12.3)",
                                    factionName(data, appointing.front()), areaName),
                               "leader"));
    }
    return *typed;
  }
  // No majority: the most cockades and Caserne/Champ de Mars influence leads.
  std::int64_t best = -1;
  std::vector<std::string> strongest;
  std::string counts;
  for (std::size_t i = 0; i < fighting.size(); ++i) {
    auto strength = printedCockades[i] + armyLoyalty(changes, ownersOf[i]);
    counts += (counts.empty() ? "" : ", ") + generalName(data, fighting[i]) + " " + std::to_string(strength);
    if (strength > best) {
      best = strength;
      strongest = {fighting[i]};
    } else if (strength == best) {
      strongest.push_back(fighting[i]);
    }
  }
  if (strongest.size() == 1) {
    if (!typed->empty() && *typed != strongest.front()) {
      return unexpected(refuse(ActionError::Code::BadArgument,
                               sayf(data,
                                    "leader: there is no majority in {}, so the General with the most cockades and influence in the Caserne/Champ de Mars leads ({}) (12.3): {} leads, not {}",
                                    areaName, counts, generalName(data, strongest.front()), generalName(data, *typed)),
                               "leader"));
    }
    return strongest.front();
  }
  if (typed->empty() || std::find(strongest.begin(), strongest.end(), *typed) == strongest.end()) {
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             sayf(data,
                                  "there is no majority in {}, so the General with the most cockades and influence in the Caserne/Champ de Mars leads ({}) (12.3); they are equal: say which of them leads (AMB-71)",
                                  areaName, counts),
                             "leader"));
  }
  return *typed;
}

// The Revolutionary side of a battle at `place` (plus the Generals moving in): the
// cockades of all its Generals added, and the leading General's owner's cubes in the
// Caserne/Champ de Mars (12.3).
Expected<Stack, ActionError> revolutionaryStack(const GameData& data, const GameState& state,
                                                const StateChanges& changes, const Action& action,
                                                std::vector<std::string> fighting, Consulted& consulted) {
  Stack stack;
  stack.generals = fighting;
  std::vector<std::string> owners;
  std::vector<std::string> ownersOf;
  std::vector<std::int64_t> printedCockades;
  std::int64_t cockadeSum = 0;
  for (const auto& general : fighting) {
    auto card = generalCard(data, state, general);
    if (!card) return unexpected(card.error());
    auto printed = cockades(data, state, *card);
    if (!printed) return unexpected(printed.error());
    cockadeSum += *printed;
    printedCockades.push_back(*printed);
    auto owner = activatedBy(changes, *card);
    ownersOf.push_back(owner);
    if (std::find(owners.begin(), owners.end(), owner) == owners.end()) owners.push_back(owner);
  }
  if (fighting.empty()) return stack;
  if (owners.size() > 1) {
    consulted.insert("leader");
    auto leader = leadingGeneral(data, changes, action, fighting, printedCockades, ownersOf);
    if (!leader) return unexpected(leader.error());
    stack.leader = *leader;
  } else {
    stack.leader = fighting.front();
  }
  auto leaderCard = generalCard(data, state, stack.leader);
  if (!leaderCard) return unexpected(leaderCard.error());
  stack.owner = activatedBy(changes, *leaderCard);
  auto loyalty = armyLoyalty(changes, stack.owner);
  stack.score = cockadeSum + loyalty;
  stack.detail = sayf(data, "{} + {} in the Caserne/Champ de Mars = {}", cockadeCount(data, cockadeSum),
                      sayn(data, loyalty, "{} {} cube", "{} {} cubes", loyalty, factionName(data, stack.owner)),
                      stack.score);
  return stack;
}

std::string outcomeWord(std::int64_t rev, std::int64_t enemy) {
  return rev > enemy ? "victory" : rev == enemy ? "tie" : "defeat";
}

}  // namespace

Result applyAdvance(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"card", "nation", "to", "gold_by", "leader", "retreat"})) {
    return unexpected(*problem);
  }
  StateChanges changes(data, state);
  auto card = cardArgument(action, "card", true);
  if (!card) return unexpected(card.error());
  if (where(changes, *card) != "to_paris") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "card: {} is not a drawn To Paris! card (12.2 ATTENTION)", cardName(data, *card)),
                             "card"));
  }
  auto printedNation = componentText(data, state, "to_paris_nation", *card);
  if (!printedNation) return unexpected(printedNation.error());
  auto nation = textArgument(action, "nation", false);
  if (!nation) return unexpected(nation.error());
  bool companion = !nation->empty() && *nation != *printedNation;
  if (nation->empty()) *nation = *printedNation;
  if (companion) {
    // The British and Dutch move with the Austrians once active (12.4).
    if (!(*printedNation == "austria" && (*nation == "britain" || *nation == "dutch"))) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "nation: {} moves the {} army; only the British and Dutch move with an Austrian card (12.4)",
                                    cardName(data, *card), wordText(*printedNation)),
                               "nation"));
    }
  } else if (changes.flag("advanced." + *card)) {
    return unexpected(refuse(ActionError::Code::NotAllowed, sayf(data, "card: {} was resolved already", cardName(data, *card)),
                             "card"));
  }
  std::string line = sayf(data, "{} ({}): ", cardName(data, *card), wordText(*nation));
  std::string rule = "12.1, 12.2";
  Consulted consulted;
  auto from = changes.text("army." + *nation);
  auto goldBy = factionArgument(action, "gold_by", false);
  if (!goldBy) return unexpected(goldBy.error());
  if (!goldBy->empty()) {
    // A Gold coin "exclusively neutralize[s] the effect" (11.4): nothing moves (AMB-32).
    if (changes.number("convention." + *goldBy) == 0 || changes.flag("currency_used." + *goldBy) ||
        changes.number("treasury") == 0) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               say(data, "the faction that pays the Gold coin: a player with influence in the Convention nationale who has not used a currency this round spends a treasury Gold coin (11, 11.4)"),
                               "gold_by"));
    }
    stageAdd(changes, "treasury", -1);
    stageAdd(changes, "gold_supply", 1);
    stage(changes, "currency_used." + *goldBy, Value{true});
    line += sayf(data, "neutralised by the {} with a treasury Gold coin (11.4)", factionName(data, *goldBy));
    rule = "11.4";
  } else if (from == "off" || (*nation == "emigres" && !changes.flag("conde_face_up"))) {
    line += say(data, "that army is not in the game yet (5.2, 12.4, 15): no effect");
  } else {
    auto to = textArgument(action, "to", true);
    if (!to) {
      auto error = to.error();
      error.message = sayf(data, "say where the {} army moves, one province closer to Paris (12.1; the routes are on your France board)",
                           wordText(*nation));
      return unexpected(error);
    }
    if (!isLocation(*to) || *to == from) {
      return unexpected(refuse(ActionError::Code::BadArgument,
                               sayf(data, "to: a province or territory other than the army's own ({})", wordText(from)), "to"));
    }
    auto defenders = generalsAt(changes, *to, false);
    if (defenders.empty()) {
      stage(changes, "army." + *nation, Value{*to});
      line += sayf(data, "moves {} → {}", placeName(data, from), placeName(data, *to));
      if (isProvince(*to) && *to != "paris") {
        line += sayf(data, "; no Revolutionary General there: {}", placeRoyalistCube(data, changes, *to));
        auto best = leaders(changes, "convention");
        if (best.size() == 1) {
          auto moved = moveUpTo(data, changes, best.front(), warResult(data, "no_general", "majority_cn_loss"),
                                "convention", "pile");
          line += sayf(data, "; the Convention majority loses {}", describeMove(data, best.front(), moved, "convention", "pile"));
        } else if (best.size() > 1) {
          // A tie: "all players return 1 influence to their pile" — every player in the
          // Convention nationale (AMB-22).
          for (const auto& faction : factions()) {
            if (changes.number("convention." + faction) == 0) continue;
            auto moved = moveUpTo(data, changes, faction, warResult(data, "no_general", "tie_cn_loss"), "convention",
                                  "pile");
            line += sayf(data, "; tie: {}", describeMove(data, faction, moved, "convention", "pile"));
          }
        }
        rule = "12.2, QR Results of War";
      } else if (isTerritory(*to)) {
        line += say(data, " (a territory: no influence is lost, 12.4 ATTENTION)");
      }
    } else {
      auto stack = revolutionaryStack(data, state, changes, action, defenders, consulted);
      if (!stack) return unexpected(stack.error());
      auto coalition = cockades(data, state, *card);
      if (!coalition) return unexpected(coalition.error());
      auto enemy = *coalition + royalistStrength(changes);
      auto result = outcomeWord(stack->score, enemy);
      line += sayf(data, "battle in {}: {} against {} + {} = {}: ", placeName(data, *to), stack->detail,
                   cockadeCount(data, *coalition), royalistCubes(data, royalistStrength(changes)), enemy);
      rule = "12.2, QR Results of War";
      if (result == "victory") {
        line += sayf(data, "{} wins; the army stays in {}; {}", generalName(data, stack->leader), placeName(data, from),
                     ownerLosses(data, changes, stack->owner, "province_defence_victory"));
      } else if (result == "tie") {
        stage(changes, "army." + *nation, Value{*to});
        line += sayf(data, "equal scores: both armies occupy {} (12.2)", placeName(data, *to));
      } else {
        consulted.insert("retreat");
        auto retreat = textArgument(action, "retreat", false);
        if (!retreat) return unexpected(retreat.error());
        if (retreat->empty() || !isLocation(*retreat)) {
          return unexpected(refuse(ActionError::Code::MissingArgument,
                                   sayf(data, "the {} army wins {} to {} and forces the General(s) out: say the province they retreat to (12.2)",
                                        wordText(*nation), enemy, stack->score),
                                   "retreat"));
        }
        for (const auto& general : defenders) stage(changes, "general_at." + general, Value{*retreat});
        stage(changes, "army." + *nation, Value{*to});
        line += sayf(data, "the {} army wins and enters {}, the General(s) fall back to {}", wordText(*nation),
                     placeName(data, *to), placeName(data, *retreat));
        if (*to != "paris") line += say(data, "; ") + placeRoyalistCube(data, changes, *to);
        line += say(data, "; ") + ownerLosses(data, changes, stack->owner, "province_defence_defeat");
      }
    }
  }
  // A leader or a retreat typed that this advance had no use for is refused, not ignored.
  if (action.arg("leader") && !consulted.count("leader")) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             say(data, "leader: not used by this advance: a leading General is appointed only when Generals of several players block the army together (12.3)"),
                             "leader"));
  }
  if (action.arg("retreat") && !consulted.count("retreat")) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             say(data, "retreat: not used by this advance: the Generals fall back only when the army beats them (12.2)"),
                             "retreat"));
  }
  if (!companion) stage(changes, "advanced." + *card, Value{true});
  commitChecked(data, state, changes, line);
  return Applied{rule, line, std::nullopt, action};
}

namespace {

// A General moves into `to` (Military Offensive, La Marseillaise) and what follows there;
// `companions` are the Generals gathered with him who attack the Coalition army with him
// (12.3). `consulted` collects the battle arguments the move made use of.
Expected<std::string, ActionError> moveGeneral(const GameData& data, const GameState& state, StateChanges& changes,
                                               const Action& action, const std::string& general, const std::string& to,
                                               const std::vector<std::string>& companions, Consulted& consulted) {
  auto from = changes.text("general_at." + general);
  if (from == "off") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "general: {}'s meeple is not on the board", generalName(data, general)), "general"));
  }
  if (!isLocation(to) || to == from) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             say(data, "to: an adjacent province or territory (12.3; adjacency is on your France board)"), "to"));
  }
  auto card = generalCard(data, state, general);
  if (!card) return unexpected(card.error());
  auto owner = activatedBy(changes, *card);
  auto pacify = flagArgument(action, "pacify");
  if (!pacify) return unexpected(pacify.error());
  // "Dumouriez (Girondin)": each General with his owner, the one moving first.
  const std::string mover = generalName(data, general) + " (" + factionName(data, owner) + ")";
  std::string others;
  for (const auto& companion : companions) {
    auto companionCard = generalCard(data, state, companion);
    if (!companionCard) return unexpected(companionCard.error());
    others += (others.empty() ? "" : ", ") + generalName(data, companion) + " (" +
              factionName(data, activatedBy(changes, *companionCard)) + ")";
  }
  std::string line = companions.empty()
                         ? sayf(data, "{} moves {} → {}", mover, placeName(data, from), placeName(data, to))
                         : sayf(data, "{} with {} move {} → {}", mover, others, placeName(data, from), placeName(data, to));
  // The first Revolutionary entry into a territory brings the British, Dutch and Spanish
  // armies into the game (12.4; AMB-65: the move, whatever its result).
  if (isTerritory(to) && !royalistGeneral(general) && !changes.flag("bnes_active")) {
    stage(changes, "bnes_active", Value{true});
    if (changes.text("army.britain") == "off") stage(changes, "army.britain", Value{std::string("antwerpen")});
    if (changes.text("army.dutch") == "off") stage(changes, "army.dutch", Value{std::string("antwerpen")});
    if (changes.text("army.spain") == "off") stage(changes, "army.spain", Value{std::string("gerona")});
    line += say(data, "; the British and Dutch armies enter at Antwerpen, the Spanish at Gerona (12.4)");
  }
  auto armies = armiesAt(changes, to);
  auto enemyGenerals = generalsAt(changes, to, !royalistGeneral(general));
  bool moveIn = true;
  if (!companions.empty() && (royalistGeneral(general) || armies.empty())) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "with: Generals gather to block or push a Coalition army (12.3), and {} holds none; move one General",
                                  placeName(data, to)),
                             "with"));
  }
  if (!royalistGeneral(general) && !armies.empty()) {
    // Battle against the Coalition (12.3): its Generals come from the To Paris! pile (AMB-25).
    consulted.insert("coalition_cards");
    std::int64_t coalition = 0;
    for (const auto& used : listArgument(action, "coalition_cards")) {
      if (where(changes, used) != "to_paris") {
        return unexpected(refuse(ActionError::Code::NotAllowed,
                                 sayf(data, "{} is not in the To Paris! pile (12.3)", cardName(data, used)),
                                 "coalition_cards"));
      }
      auto nation = componentText(data, state, "to_paris_nation", used);
      if (!nation) return unexpected(nation.error());
      if (std::find(armies.begin(), armies.end(), *nation) == armies.end()) {
        return unexpected(refuse(ActionError::Code::BadArgument,
                                 sayf(data, "{} is a General of the {} army, which is not in {} (12.3)", cardName(data, used),
                                      wordText(*nation), placeName(data, to)),
                                 "coalition_cards"));
      }
      auto printed = cockades(data, state, used);
      if (!printed) return unexpected(printed.error());
      coalition += *printed;
    }
    auto fighting = generalsAt(changes, to, false);
    fighting.push_back(general);
    fighting.insert(fighting.end(), companions.begin(), companions.end());
    auto stack = revolutionaryStack(data, state, changes, action, fighting, consulted);
    if (!stack) return unexpected(stack.error());
    auto enemy = coalition + royalistStrength(changes);
    auto result = outcomeWord(stack->score, enemy);
    line += sayf(data, "; battle: {} against {} + {} = {}", stack->detail,
                 coalition == 1 ? std::string(say(data, "1 Coalition cockade"))
                                : sayf(data, "{} Coalition cockades", coalition),
                 royalistCubes(data, royalistStrength(changes)), enemy);
    bool territory = isTerritory(to);
    if (result == "victory") {
      std::string retreating = armies.front();
      consulted.insert("push_to");
      if (armies.size() > 1) {
        // Only one army, chosen by the victor, pulls back (12.3 Superiority in numbers).
        consulted.insert("retreat");
        auto chosen = textArgument(action, "retreat", true);
        if (!chosen) return unexpected(chosen.error());
        if (std::find(armies.begin(), armies.end(), *chosen) == armies.end()) {
          return unexpected(refuse(ActionError::Code::BadArgument,
                                   sayf(data, "retreat: the victor chooses one of the armies in {} (12.3)", placeName(data, to)),
                                   "retreat"));
        }
        retreating = *chosen;
      }
      auto pushTo = textArgument(action, "push_to", false);
      if (!pushTo) return unexpected(pushTo.error());
      if (pushTo->empty() || !isLocation(*pushTo)) {
        return unexpected(refuse(ActionError::Code::MissingArgument,
                                 sayf(data, "the Revolutionary side wins {} to {}: say where the {} army falls back, one step toward where it came from (12.3)",
                                      stack->score, enemy, wordText(retreating)),
                                 "push_to"));
      }
      stage(changes, "army." + retreating, Value{*pushTo});
      moveIn = armies.size() == 1;
      line += sayf(data, ": victory, the {} army falls back to {}", wordText(retreating), placeName(data, *pushTo));
      if (territory) {
        consulted.insert({"caserne_area", "switch_caserne", "switch_faubourgs"});
        auto area = textArgument(action, "caserne_area", false);
        if (!area) return unexpected(area.error());
        std::string garrison = area->empty() ? "caserne" : *area;
        if (garrison != "caserne" && garrison != "champ_de_mars") {
          return unexpected(refuse(ActionError::Code::BadArgument, say(data, "the garrison's area is the Caserne or the Champ de Mars (12.4)"),
                                   "caserne_area"));
        }
        auto rivalCaserne = textArgument(action, "switch_caserne", false);
        auto rivalFaubourgs = textArgument(action, "switch_faubourgs", false);
        if (!rivalCaserne) return unexpected(rivalCaserne.error());
        if (!rivalFaubourgs) return unexpected(rivalFaubourgs.error());
        auto one = placeOrSwitch(data, changes, stack->owner, garrison, *rivalCaserne, "switch_caserne");
        if (!one) return unexpected(one.error());
        auto two = placeOrSwitch(data, changes, stack->owner, "faubourgs", *rivalFaubourgs, "switch_faubourgs");
        if (!two) return unexpected(two.error());
        line += sayf(data, "; {}; {} (12.4)", *one, *two);
        if (!changes.flag("gold_claimed." + to)) {
          stage(changes, "gold_claimed." + to, Value{true});
          if (changes.number("gold_supply") > 0) {
            stageAdd(changes, "gold_supply", -1);
            stageAdd(changes, "treasury", warResult(data, "territory_victory", "gold"));
            line += sayf(data, "; first occupation of {}: 1 Gold coin to the treasury (12.4)", placeName(data, to));
          }
        }
      } else {
        if (changes.text("province." + to) == "royalists") {
          moveUpTo(data, changes, "royalists", 1, to, "pile");
          line += sayf(data, "; the Royalist cube in {} returns to the Royalist pile (12.3)", placeName(data, to));
        }
        line += say(data, "; ") + ownerLosses(data, changes, stack->owner, "province_offensive_victory");
        // The victor may also pacify the province he enters (12.6, AMB-26).
        consulted.insert("pacify");
        if (*pacify && !moveIn) {
          return unexpected(refuse(ActionError::Code::NotAllowed,
                                   sayf(data, "pacify: the General does not enter {}: another Coalition army stays there (12.3)",
                                        placeName(data, to)),
                                   "pacify"));
        }
        if (*pacify) {
          auto there = changes.text("province." + to);
          if (there != "none" && there != stack->owner) moveUpTo(data, changes, there, 1, to, "pile");
          if (there != stack->owner) {
            if (auto problem = moveCubes(data, changes, stack->owner, 1, "pile", to)) return unexpected(*problem);
            line += sayf(data, "; pacifies {}: a {} cube from the pile (12.6)", placeName(data, to),
                         factionName(data, stack->owner));
          }
        }
      }
    } else if (result == "tie") {
      line += sayf(data, ": equal scores, a stalemate: both stay in {}", placeName(data, to));
    } else {
      moveIn = false;
      line += sayf(data, ": defeat, the General stays in {}; {}", placeName(data, from),
                   ownerLosses(data, changes, stack->owner, territory ? "territory_defeat" : "province_offensive_defeat"));
    }
  } else if (!enemyGenerals.empty()) {
    // Revolutionary against Royalist Generals (12.7): the loser is discarded.
    std::string royalist = royalistGeneral(general) ? general : enemyGenerals.front();
    std::vector<std::string> revs = royalistGeneral(general) ? enemyGenerals : std::vector<std::string>{general};
    if (!royalistGeneral(general)) {
      for (const auto& other : generalsAt(changes, to, false)) revs.push_back(other);
    }
    auto stack = revolutionaryStack(data, state, changes, action, revs, consulted);
    if (!stack) return unexpected(stack.error());
    auto royalistCard = generalCard(data, state, royalist);
    if (!royalistCard) return unexpected(royalistCard.error());
    auto royalCockades = cockades(data, state, *royalistCard);
    if (!royalCockades) return unexpected(royalCockades.error());
    auto royalScore = *royalCockades + royalistStrength(changes);
    line += sayf(data, "; battle: {} against {} {} + {} = {}", stack->detail, generalName(data, royalist),
                 cockadeCount(data, *royalCockades), royalistCubes(data, royalistStrength(changes)), royalScore);
    if (stack->score == royalScore) {
      moveIn = false;
      line += say(data, ": equal scores, no one is beaten");
    } else {
      bool revWins = stack->score > royalScore;
      std::vector<std::string> losers = revWins ? std::vector<std::string>{royalist} : revs;
      for (const auto& loser : losers) {
        auto loserCard = generalCard(data, state, loser);
        if (!loserCard) return unexpected(loserCard.error());
        putCard(changes, *loserCard, "discard");
        stage(changes, "general_at." + loser, Value{std::string("off")});
      }
      bool moverWins = royalistGeneral(general) ? !revWins : revWins;
      moveIn = moverWins;
      line += revWins ? say(data, ": the Revolutionary side wins; the beaten General is de-activated and discarded (12.7)")
                      : say(data, ": the Royalist side wins; the beaten General is de-activated and discarded (12.7)");
    }
  } else {
    // Pacify (12.6): a Royalist or rival cube is switched for the owner's, or left vacant.
    auto there = isProvince(to) ? changes.text("province." + to) : std::string("none");
    consulted.insert("pacify");
    if (there != "none" && there != owner) {
      moveUpTo(data, changes, there, 1, to, "pile");
      line += sayf(data, "; pacifies {}: the {} cube returns to its pile", placeName(data, to), factionName(data, there));
      if (*pacify) {
        if (auto problem = moveCubes(data, changes, owner, 1, "pile", to)) return unexpected(*problem);
        line += sayf(data, ", a {} cube from the pile takes its place (12.6)", factionName(data, owner));
      } else {
        line += say(data, ", the province is left vacant (12.6)");
      }
    }
  }
  if (moveIn) {
    stage(changes, "general_at." + general, Value{to});
    for (const auto& companion : companions) stage(changes, "general_at." + companion, Value{to});
  }
  return line;
}

// A battle argument typed that the move had no use for is refused, saying when it serves.
std::optional<ActionError> unusedArgument(const GameData& data, const Action& action, const Consulted& consulted) {
  const std::vector<std::pair<std::string, const char*>> serves{
      {"leader", say(data, "leader: not used by this move: a leading General is appointed only when Generals of several players fight together (12.3)")},
      {"coalition_cards", say(data, "coalition_cards: not used by this move: Coalition Generals fight only when a Revolutionary General attacks a Coalition army (12.3)")},
      {"push_to", say(data, "push_to: not used by this move: an army is pushed back only by a victory over it (12.3)")},
      {"retreat", say(data, "retreat: not used by this move: the victor chooses the army that pulls back only when several armies are there (12.3)")},
      {"pacify", say(data, "pacify: not used by this move: a General pacifies a province he enters without a battle, or after winning one there (12.6, AMB-26)")},
      {"caserne_area", say(data, "caserne_area: not used by this move: cubes are placed in the Caserne/Champ de Mars only after a victory in a territory (12.4)")},
      {"switch_caserne", say(data, "switch_caserne: not used by this move: cubes are placed in the Caserne/Champ de Mars only after a victory in a territory (12.4)")},
      {"switch_faubourgs", say(data, "switch_faubourgs: not used by this move: cubes are placed in the Faubourgs only after a victory in a territory (12.4)")},
  };
  for (const auto& [name, refusal] : serves) {
    if (action.arg(name) && !consulted.count(name)) return refuse(ActionError::Code::BadArgument, refusal, name);
  }
  return std::nullopt;
}

// The Generals gathered with the moving General who attack with him (12.3): activated
// Revolutionary Generals on the board, in his province, each named once.
Expected<std::vector<std::string>, ActionError> companionGenerals(const GameData& data, const GameState& state,
                                                                  const StateChanges& changes, const Action& action,
                                                                  const std::string& general) {
  std::vector<std::string> companions;
  const auto from = changes.text("general_at." + general);
  for (const auto& companion : listArgument(action, "with")) {
    if (std::find(generals().begin(), generals().end(), companion) == generals().end()) {
      return unexpected(refuse(ActionError::Code::UnknownName,
                               sayf(data, "with: {} is not a General (10.5)", quoteInput(companion)), "with"));
    }
    if (companion == general || std::find(companions.begin(), companions.end(), companion) != companions.end()) {
      return unexpected(refuse(ActionError::Code::BadArgument,
                               sayf(data, "with: {} is named twice", generalName(data, companion)), "with"));
    }
    if (royalistGeneral(companion)) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "with: {} is a Royalist General; Revolutionary Generals gather against a Coalition army (12.3)",
                                    generalName(data, companion)),
                               "with"));
    }
    auto card = generalCard(data, state, companion);
    if (!card) return unexpected(card.error());
    if (changes.text("general_at." + companion) != from || from == "off") {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "with: {} is not in {} with {}: Generals attack together from a single province (12.3)",
                                    generalName(data, companion), placeName(data, from), generalName(data, general)),
                               "with"));
    }
    companions.push_back(companion);
  }
  return companions;
}

}  // namespace

Result applyOffensive(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"card", "general", "to", "with", "leader", "coalition_cards", "retreat",
                                            "push_to", "pacify", "caserne_area", "switch_caserne", "switch_faubourgs"})) {
    return unexpected(*problem);
  }
  StateChanges changes(data, state);
  auto faction = actingFaction(changes, action);
  if (!faction) return unexpected(faction.error());
  if (auto problem = requireTurn(changes, *faction, say(data, "A Military Offensive"))) return unexpected(*problem);
  if (auto problem = requireBasicActionLeft(changes, *faction)) return unexpected(*problem);
  auto card = cardArgument(action, "card", true);
  if (!card) return unexpected(card.error());
  if (*card != "ac33" && *card != "ac34" && *card != "ac35") {
    return unexpected(refuse(ActionError::Code::BadArgument, say(data, "card: a Military Offensive card, AC33-35 (12.3)"), "card"));
  }
  if (auto problem = requireInHand(data, changes, *faction, *card)) return unexpected(*problem);
  auto general = textArgument(action, "general", true);
  if (!general) return unexpected(general.error());
  auto to = textArgument(action, "to", true);
  if (!to) return unexpected(to.error());
  // Any player may play the card to move any activated General; the result lands on the
  // General's owner (12.3 Note). Generals of several players gathered in one province
  // attack together (12.3), under a leader appointed before the offensive.
  auto companions = companionGenerals(data, state, changes, action, *general);
  if (!companions) return unexpected(companions.error());
  Consulted consulted;
  auto line = moveGeneral(data, state, changes, action, *general, *to, *companions, consulted);
  if (!line) return unexpected(line.error());
  if (auto problem = unusedArgument(data, action, consulted)) return unexpected(*problem);
  putCard(changes, *card, "discard");
  stage(changes, "acted." + *faction, Value{true});
  commitChecked(data, state, changes, *line);
  return Applied{"12.3, 12.4, 12.6, 12.7, QR Results of War",
                 sayf(data, "{} plays {}: {}", factionName(data, *faction), cardName(data, *card), *line), std::nullopt,
                 action};
}

Result applyGeneralMove(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"general", "to", "leader", "coalition_cards", "retreat", "push_to", "pacify",
                                            "pacify_left", "caserne_area", "switch_caserne", "switch_faubourgs"})) {
    return unexpected(*problem);
  }
  StateChanges changes(data, state);
  auto faction = actingFaction(changes, action);
  if (!faction) return unexpected(faction.error());
  if (auto problem = requireTurn(changes, *faction, say(data, "Moving a General"))) return unexpected(*problem);
  if (where(changes, "lc06") != "passed") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "Generals move without a Military Offensive card only once La Marseillaise LC06 has passed (7 Additional Actions, 12.7)")));
  }
  auto general = textArgument(action, "general", true);
  if (!general) return unexpected(general.error());
  auto to = textArgument(action, "to", true);
  if (!to) return unexpected(to.error());
  auto card = generalCard(data, state, *general);
  if (!card) return unexpected(card.error());
  if (activatedBy(changes, *card) != *faction) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "general: players move their own activated Generals (7 Additional Actions)"), "general"));
  }
  auto from = changes.text("general_at." + *general);
  auto left = flagArgument(action, "pacify_left");
  if (!left) return unexpected(left.error());
  Consulted consulted;
  auto line = moveGeneral(data, state, changes, action, *general, *to, {}, consulted);
  if (!line) return unexpected(line.error());
  if (auto problem = unusedArgument(data, action, consulted)) return unexpected(*problem);
  if (*left) {
    // The General was in the province the round before: a cube from the owner's pile is
    // placed there (15; AMB-40).
    if (auto problem = moveCubes(data, changes, *faction, 1, "pile", from)) {
      problem->argument = "pacify_left";
      return unexpected(*problem);
    }
    *line += sayf(data, "; having held {} since the previous round, the {} places a cube from the pile there: it is pacified (15)",
                  placeName(data, from), factionName(data, *faction));
  }
  commitChecked(data, state, changes, *line);
  return Applied{"7 Additional Actions, 12.6, 15", sayf(data, "La Marseillaise: {}", *line), std::nullopt, action};
}

}  // namespace adc::patriots
