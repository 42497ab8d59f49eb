#include "descriptions.hpp"

#include "cards.hpp"
#include "rules.hpp"

namespace adc::patriots {

namespace {

using Arg = ArgumentDescription;
constexpr auto none = ActionDescription::SideActs::No;
constexpr auto sideMay = ActionDescription::SideActs::Optional;
constexpr auto sideMust = ActionDescription::SideActs::Required;

const std::vector<std::string> parisAreaWords{"faubourgs", "convention", "notre_dame", "caserne", "prison_temple",
                                              "palais_egalite", "champ_de_mars", "comites", "temple_raison"};
// A place a cube can be: the moves of 9 name their start and end this way.
const char* const placeWords =
    "the stock, the pile, a Paris area, a province, the Conciergerie, the Place de la Révolution, or the Oui! or Non! "
    "vote box";

// The card lists of the forms (cards.hpp, cardChoices): where the argument's cards are
// first. A played card is in the acting faction's hand; drawn cards in the draw pile.
ChoicesOn fromHandOf(std::string argument) {
  return [argument](const GameData& data, const GameState& state, const Action& action) {
    const std::string faction = argument.empty() ? action.side : action.text(argument).value_or("");
    return cardChoices(data, state, {"hand_" + faction}, false);
  };
}
ChoicesOn fromPlaces(std::vector<std::string> places, bool laws) {
  return [places, laws](const GameData& data, const GameState& state, const Action&) {
    return cardChoices(data, state, places, laws);
  };
}

// The sides of a Coup d'État or a Civil War and the Laws its winner repeals (14).
std::vector<Arg> showdownArguments() {
  return {Arg::list("with_initiator", "", "the factions that join the initiator").optional(),
          Arg::list("with_government", "", "the factions that join the government").optional(),
          Arg::list("repeal", "card", "the passed Laws a successful initiator de-activates").optional()};
}

// What a General's move into a province or territory may need decided (12.3, 12.4, 12.6).
std::vector<Arg> battleArguments() {
  return {
      Arg::item("general", "general", "the General who moves (10.5)"),
      Arg::item("to", "front", "the province or territory he moves to"),
      Arg::item("leader", "general",
                "the leading General the Convention (or Les Comités) majority appoints, when Generals of several "
                "players fight together (12.3)")
          .optional(),
      Arg::list("coalition_cards", "card", "the To Paris! cards drawn as the Coalition's Generals (12.3)").optional(),
      Arg::item("retreat", "nation", "the army the victor sends back, when several are there (12.3)").optional(),
      Arg::item("push_to", "front", "where the beaten army falls back to (12.3)").optional(),
      Arg::flag("pacify", "pacify the province entered (12.6)").optional(),
      Arg::choice("caserne_area", {"caserne", "champ_de_mars"}, "where a territory's victor places his cube (12.4)")
          .optional(),
      Arg::side("switch_caserne", "the rival whose cube leaves the full Caserne for yours (12.4)").optional(),
      Arg::side("switch_faubourgs", "the rival whose cube leaves the full Faubourgs for yours (12.4)").optional(),
  };
}

}  // namespace

namespace {

std::map<std::string, ActionDescription> describedActions();

// Where the sequence asks for each action (sequence.toml's prompts): the form offers it
// at those steps, the others under "Every action" for corrections. Giving currency (11)
// and reshuffling the draw pile (12.2) may come at any time.
const std::map<std::string, std::vector<std::string>>& offeredSteps() {
  static const std::vector<std::string> turn{"round.turn"};
  static const std::map<std::string, std::vector<std::string>> steps{
      {"pt_setup", {"setup.seat"}},        {"pt_deal", {"setup.deal"}},
      {"pt_start_round", {"round.start"}}, {"pt_action", turn},
      {"pt_activate", turn},               {"pt_advance", turn},
      {"pt_civil_war", turn},              {"pt_coup", turn},
      {"pt_currency", turn},               {"pt_draw", turn},
      {"pt_end_turn", turn},               {"pt_exchange", turn},
      {"pt_general_move", turn},           {"pt_play", turn},
      {"pt_swap", turn},                   {"pt_vote", turn},
      {"pt_move", {"round.turn", "round.end"}},
      {"pt_count_votes", {"round.end"}},   {"pt_propose", {"round.end"}},
      {"pt_revolt", {"round.end"}},        {"pt_suspects", {"round.end"}},
  };
  return steps;
}

}  // namespace

std::map<std::string, ActionDescription> actionDescriptions() {
  auto all = describedActions();
  for (const auto& [type, steps] : offeredSteps()) all.at(type).offeredWhen = offeredAtSteps(steps);
  return all;
}

namespace {

std::map<std::string, ActionDescription> describedActions() {
  auto offensive = battleArguments();
  offensive.insert(offensive.begin(), Arg::card("card", "card", "the Military Offensive card played (AC33-AC35)"));
  offensive.insert(offensive.begin() + 3,
                   Arg::list("with", "general",
                             "the other Revolutionary Generals in his province who attack the Coalition army with him (12.3)")
                       .optional());
  auto generalMove = battleArguments();
  generalMove.push_back(Arg::flag("pacify_left", "pacify the province the General leaves (15)").optional());
  auto coup = showdownArguments();
  coup.insert(coup.begin(), Arg::side("accused", "the faction accused, the government side's head (14)"));
  return {
      {"pt_setup",
       {"Seat the factions", "5, 6, 5.9", none, "",
        {Arg::list("seating", "", "the factions in play, clockwise from the first player"),
         Arg::flag("first_game", "the first-game set-up of 5.9").optional()}}},
      {"pt_deal",
       {"Deal a starting hand", "5.11, 5 ATTENTION", sideMust, "each faction in turn",
        {Arg::list("cards", "card", "the 4 cards dealt"),
         Arg::list("place", "place", "where each immediate card's cube goes, in the cards' order").optional()}}},
      {"pt_start_round", {"Start the round", "6, 7", none, "", {}}},
      {"pt_end_turn", {"End the turn", "7, 10.2, 10.4", sideMust, "the faction whose turn it is", {}}},
      {"pt_play",
       {"Play a card for influence or currency", "7.1", sideMust, "the faction whose turn it is",
        {Arg::card("card", "card", "the card played"),
         Arg::list("place", "place", "where each influence cube goes: Paris areas, provinces, oui or non").optional(),
         Arg::number("currency", "currency tokens taken instead of influence", 0, 3).optional()}}},
      {"pt_action",
       {"Play a card for its action", "7.1, 9, 10.3, 13.1", sideMust, "the faction whose turn it is",
        {Arg::card("card", "card", "the card played for its text"),
         Arg::item("province", "province", "the province an Uprising strikes (9)").optional(),
         Arg::card("with", "card", "the Leader an Arrest or Assassination strikes; AC41 with Baron de Batz (13.1)")
             
             .optional()}}},
      {"pt_activate",
       {"Activate a Leader", "7.2, 10.3, 10.5, 12.6", sideMust, "the faction whose turn it is",
        {Arg::card("card", "card", "the Leader card activated"),
         Arg::item("at", "province", "the province a General's meeple is placed on (10.5)").optional(),
         Arg::item("general", "general", "the General's meeple, when the card does not say (10.5)").optional()}}},
      {"pt_draw",
       {"Draw cards", "7.3", sideMust, "the faction whose turn it is",
        {Arg::list("cards", "card", "the cards drawn, in the order drawn")}}},
      {"pt_exchange",
       {"Exchange a card", "7.4", sideMust, "the faction whose turn it is",
        {Arg::card("discard", "card", "the card discarded"),
         Arg::list("cards", "card", "the cards drawn")}}},
      {"pt_vote",
       {"Vote on the proposed Law", "10.2", sideMust, "the faction whose turn it is",
        {Arg::choice("box", {"oui", "non"}, "the vote box the cube goes to")}}},
      {"pt_currency",
       {"Use a currency", "11", sideMust, "a faction, once a round",
        {Arg::choice("kind", {"press", "thug", "assignat", "gold"}, "the currency used"),
         Arg::item("to", "place", "Press: where the stock's cube goes: a Paris area, a province or a vote box").optional(),
         Arg::side("faction", "Street thug: the rival whose cube is removed").optional(),
         Arg::item("from", "place", "Street thug: the Paris area or vote box it is removed from").optional(),
         Arg::choice("use", {"take"}, "Gold: take a card from the discard or draw pile (11.4)").optional(),
         Arg::card("card", "card", "Gold: the card taken").optional(),
         Arg::text("what", "Assignat: the effect neutralised (11.1)").optional()}}},
      {"pt_give",
       {"Give currency to a faction", "11", sideMust, "the giving faction",
        {Arg::side("to", "the faction that receives"),
         Arg::choice("kind", {"press", "thug", "assignat"}, "the currency given"),
         Arg::number("count", "how many tokens (1 when left out)", 1, 8).optional()}}},
      {"pt_swap",
       {"Swap cards with a faction", "7 Additional Actions", sideMust, "the faction whose turn it is",
        {Arg::side("with", "the faction you swap with"), Arg::card("give", "card", "the card you give"),
         Arg::card("take", "card", "the card you take")}}},
      {"pt_move",
       {"Move cubes for a rule", "9", none, "",
        {Arg::side("faction", "whose cubes move"),
         Arg::number("count", "how many cubes (1 when left out)", 1, 30).optional(),
         Arg::item("from", "place", std::string("where they are: ") + placeWords),
         Arg::item("to", "place", std::string("where they go: ") + placeWords),
         Arg::text("rule", "the rule or card that moves them"),
         Arg::flag("full", "fill the area beyond its spaces (LC09)").optional()}}},
      {"pt_reshuffle", {"Reshuffle the draw pile", "12.2 ATTENTION", none, "", {}}},
      {"pt_suspects",
       {"Apply the Law of Suspects", "8.2, 15", sideMust, "the Convention majority",
        {Arg::side("faction", "the faction whose cube goes to the Conciergerie").optional(),
         Arg::choice("area", parisAreaWords, "the Paris area it leaves").optional(),
         Arg::flag("agreed", "the tied majority agreed on it").optional(),
         Arg::flag("none", "the tied majority does not agree: nobody is suspected").optional()}}},
      {"pt_count_votes", {"Count the votes", "10.2", none, "", {}}},
      {"pt_propose",
       {"Propose a Law", "10.1, 10.2", sideMay, "the Convention majority (none when no Law is proposed)",
        {Arg::text("law", "the Law card proposed (as printed: LC01 to LC21), or none"),
         Arg::flag("agreed", "the tied majority agreed on it").optional()}}},
      {"pt_revolt",
       {"Sacred Heart revolt", "8.4, 12.7 ATTENTION", none, "",
        {Arg::card("law", "card", "the Law that causes it (LC03, LC04, LC08)"),
         Arg::list("provinces", "province", "the provinces that revolt")}}},
      {"pt_advance",
       {"Resolve a To Paris! card", "12.1, 12.2, 11.4", none, "",
        {Arg::card("card", "card", "the To Paris! card drawn"),
         Arg::item("nation", "nation", "the army that advances, when the card leaves a choice").optional(),
         Arg::item("to", "front", "the province or territory it advances to"),
         Arg::side("gold_by", "the faction that spends a Gold coin to neutralise it (11.4)").optional(),
         Arg::item("leader", "general", "the leading General, when Generals of several factions defend (12.3)")
             .optional(),
         Arg::item("retreat", "front", "where the beaten Generals retreat to (12.2)").optional()}}},
      {"pt_offensive",
       {"Military Offensive", "12.3, 12.4, 12.6, 12.7", sideMust, "the faction whose turn it is", offensive}},
      {"pt_general_move",
       {"Move a General", "7 Additional Actions, 12.6, 15", sideMust, "the faction whose turn it is", generalMove}},
      {"pt_coup", {"Coup d'État", "14 Coup d'Etat", sideMust, "the initiator", coup}},
      {"pt_civil_war", {"Civil War", "14 Civil War", sideMust, "the initiator", showdownArguments()}},
  };
}

}  // namespace

ArgumentLists argumentLists() {
  const auto hand = fromHandOf("");
  const auto deck = fromPlaces({"deck"}, false);
  const auto passed = fromPlaces({"passed"}, true);
  return {
      {{"pt_deal", "cards"}, deck},
      {{"pt_play", "card"}, hand},
      {{"pt_action", "card"}, hand},
      {{"pt_action", "with"},
       fromPlaces({"active_cordeliers", "active_jacobins", "active_girondins", "active_feuillants", "active_royalists"}, false)},
      {{"pt_activate", "card"}, hand},
      {{"pt_draw", "cards"}, deck},
      {{"pt_exchange", "discard"}, hand},
      {{"pt_exchange", "cards"}, deck},
      {{"pt_currency", "card"}, fromPlaces({"discard", "deck"}, false)},
      {{"pt_swap", "give"}, hand},
      {{"pt_swap", "take"}, fromHandOf("with")},
      {{"pt_revolt", "law"}, passed},
      {{"pt_advance", "card"}, fromPlaces({"deck", "to_paris"}, false)},
      {{"pt_offensive", "card"}, hand},
      {{"pt_offensive", "coalition_cards"}, deck},
      {{"pt_general_move", "coalition_cards"}, deck},
      {{"pt_coup", "repeal"}, passed},
      {{"pt_civil_war", "repeal"}, passed},
  };
}

}  // namespace adc::patriots
