#pragma once
// What a form says of what it expects, in the players' language: the hint in an empty
// field ("a number from 1 to 5", "2d6: 2 dice from 1 to 6", "one of Clear, Forest") and
// the end of the message that refuses what was typed ("Attack roll: 7 is out of range;
// expected 2d6: 2 dice from 1 to 6"). Words come from the game's catalogue (say()), the
// choices by their names, never by their ids.

#include "adc/action_description.hpp"
#include "adc/dice.hpp"
#include "adc/procedure.hpp"

#include <string>

namespace adc {

struct GameData;

// "2 dice from 1 to 6", "1 die from 1 to 10 (type 0 for 10)".
std::string diceRangeText(const GameData& data, const DiceSpec& dice);

// "2d6 needs 2 dice, got 1"; "2d6: 7 is out of range; expected 2 dice from 1 to 6".
std::string diceEntryProblemText(const GameData& data, const DiceSpec& dice, const DiceEntryProblem& problem);

// What the input accepts: "2d6: 2 dice from 1 to 6", "a number of at least 1",
// "one of Clear, Forest, Town", "yes or no", "a card of Event cards", "a side".
std::string expectedText(const GameData& data, const InputDef& input);

// What a rule module's action form expects of an argument, for its hint and tooltip:
// "a number from 0 to 4", "one of Secret, Public", "one or more of Province". (The command
// line's syntax, with the ids to type, is kindText.)
std::string expectedText(const GameData& data, const ArgumentDescription& argument);

}  // namespace adc
