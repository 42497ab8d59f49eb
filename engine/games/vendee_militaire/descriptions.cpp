#include "descriptions.hpp"

#include "common.hpp"

namespace adc::vendee {

namespace {

using Arg = ArgumentDescription;
constexpr auto none = ActionDescription::SideActs::No;
constexpr auto sideMust = ActionDescription::SideActs::Required;

// A reshuffle needs the count of Unique Events set aside from the discard pile [L124].
std::vector<Arg> reshuffleArguments() {
  return {Arg::number("set_aside_white", "White: Unique Events set aside when the discard is reshuffled (Draw)", 0)
              .optional(),
          Arg::number("set_aside_blue", "Blue: Unique Events set aside when the discard is reshuffled (Draw)", 0)
              .optional()};
}

Arg seatArgument(const char* whose) {
  return Arg::item("seat", "seat", std::string("Four-Player variant: the seat whose hand ") + whose).optional();
}

}  // namespace

std::map<std::string, ActionDescription> described();

// The stage of the round each action belongs to (Sequence of Play [L114-L118]): the
// Sequence panel offers it as a button there, and the forms list it first.
std::map<std::string, ActionDescription> actionDescriptions() {
  auto all = described();
  const std::map<std::string, const char*> stages{
      {"vm_setup", "stage == 'setup'"},
      {"vm_fortify", "stage == 'fortresses'"},
      {"vm_draw", "stage == 'draw'"},
      {"vm_designate", "stage == 'designate'"},
      {"vm_pass", "stage == 'designate'"},
      {"vm_play", "stage == 'bidding'"},
      {"vm_cancel", "stage == 'bidding'"},
      {"vm_general", "stage == 'bidding'"},
      {"vm_cannot_outbid", "stage == 'bidding'"},
  };
  for (const auto& [type, when] : stages) all.at(type).offeredWhen = when;
  return all;
}

std::map<std::string, ActionDescription> described() {
  auto designate = reshuffleArguments();
  designate.insert(designate.begin(), Arg::number("hex", "the hex attacked", firstHex, lastHex));
  return {
      {"vm_setup",
       {"Place the starting hexes", "Setup I, Random Setup", none, "",
        {Arg::list("white", "", "Random Setup: the hexes placed White side up (7 numbers; left out: the app draws)")
             .optional(),
         Arg::flag("drawn", "the log's record that the app drew the hexes (replays only)").optional()}}},
      {"vm_fortify",
       {"Place a Fortress token", "Random Setup", sideMust, "each side in turn",
        {Arg::number("hex", "the hex fortified", firstHex, lastStartingHex)}}},
      {"vm_draw", {"Draw the round's cards", "Draw", none, "", reshuffleArguments()}},
      {"vm_designate", {"Designate the hex attacked", "Resolving a Battle I-II", sideMust, "the Attacker", designate}},
      {"vm_pass", {"No hex to designate", "A18", sideMust, "the Attacker", {}}},
      {"vm_play",
       {"Play cards in the battle", "Resolving a Battle III-VI", sideMust, "the side whose turn it is to bid",
        {Arg::number("value", "the card's value (or a Bonus card played as a normal card instead)", 1, 5).optional(),
         Arg::choice("type", {"military", "territory", "both"}, "the card's type (with value)").optional(),
         Arg::number("normal_bonus", "a Bonus card played as a normal card of this value", 1, 2).optional(),
         Arg::number("bonus", "a Bonus card added to the play: its +value (Bonus Cards)", 1, 2).optional(),
         Arg::flag("plus_round", "the play includes a +1 Round card").optional(),
         Arg::flag("minus_round", "the play includes a -1 Round card").optional(),
         Arg::number("unique", "how many of the cards are Unique Events", 0, 2).optional(),
         Arg::choice("text", {"diplomacy", "epidemie", "viree_de_galerne", "extra_general"},
                     "the card's text, when it is one the app resolves (Diplomacy, Épidémie, Virée de Galerne, "
                     "Representative of the People / Commander-in-Chief) (Card Notes; Example of Play)")
             .optional(),
         seatArgument("the cards come from")}}},
      {"vm_cancel",
       {"Cancel the last play", "Card Notes", sideMust, "the side that plays the Cancellation card",
        {Arg::number("unique", "1 when the Cancellation card is a Unique Event", 0, 1).optional(),
         seatArgument("the card comes from")}}},
      {"vm_general",
       {"Roll for the general", "Generals; Card Notes", sideMust, "the side that calls its general",
        {Arg::number("die", "the d6 rolled", 1, 6), Arg::flag("extra", "the extra general of the round (Card Notes)").optional()}}},
      {"vm_cannot_outbid", {"Cannot outbid: the battle ends", "End of a Battle", sideMust, "the side that gives up", {}}},
      {"vm_convert",
       {"Diplomacy: convert a hex", "Example of Play", sideMust, "the side that played the card",
        {Arg::number("hex", "the enemy hex converted (not the battle hex)", firstHex, lastHex)}}},
      {"vm_remove_fortress",
       {"Diplomacy: remove a Fortress", "Example of Play", sideMust, "the side that played the card",
        {Arg::number("hex", "the hex whose enemy Fortress is removed", firstHex, lastHex)}}},
      {"vm_discard_random",
       {"Opponent discards at random", "Example of Play", sideMust, "the side that played the card",
        {seatArgument("discards")}}},
      {"vm_add_hex",
       {"Virée de Galerne: add a hex", "Card Notes", sideMust, "the side that played the card",
        {Arg::number("hex", "the extension hex added, Blue side up", lastStartingHex + 1, lastHex)}}},
      {"vm_extra_general",
       {"Gain the extra general", "Card Notes", sideMust, "the side that played the card", {}}},
  };
}

}  // namespace adc::vendee
