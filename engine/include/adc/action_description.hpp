#pragma once
// What a rule module's action is for, told to people: its title, its rule, whether a side
// acts, and its arguments in order, each with what it means and the kind of value it
// takes. Data only: the CLI lists it (`adc actions`), the GUI builds its form from it, and
// the tests check that every action of every module has one. The handler stays the judge
// of what is legal; a description never decides a rule.
//
// `offeredWhen` says when a form offers the action: a condition in the game's expression
// language (adc/expression.hpp) on the state, as a sequence step's `when` ("stage ==
// 'activation'"); empty, always. It only chooses what a form shows first: every action
// stays reachable (a correction), and the handler still refuses what is not legal.

#include "adc/expected.hpp"
#include "adc/limit.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adc {

struct GameData;
struct GameState;

struct ArgumentDescription {
  enum class Kind {
    Text,    // free words (a rule cited, a name)
    Choice,  // one of a few fixed words (`choices`)
    Side,    // a side id of game.toml
    Item,    // an item of the collection `collection`
    Card,    // a card: an item of `collection` when the game lists its cards, else as printed
    Number,  // an integer, within [min, max] when they are given
    Flag,    // yes or no
    List,    // several values separated by commas: items of `collection` when given
  };

  std::string name;
  std::string meaning;  // a short phrase a player understands
  Kind kind = Kind::Text;
  std::string collection;
  std::vector<std::string> choices;
  std::optional<std::int64_t> min;
  std::optional<std::int64_t> max;
  bool required = true;

  static ArgumentDescription text(std::string name, std::string meaning);
  static ArgumentDescription choice(std::string name, std::vector<std::string> choices, std::string meaning);
  static ArgumentDescription side(std::string name, std::string meaning);
  static ArgumentDescription item(std::string name, std::string collection, std::string meaning);
  static ArgumentDescription card(std::string name, std::string collection, std::string meaning);
  static ArgumentDescription number(std::string name, std::string meaning, std::optional<std::int64_t> min = {},
                                    std::optional<std::int64_t> max = {});
  static ArgumentDescription flag(std::string name, std::string meaning);
  static ArgumentDescription list(std::string name, std::string collection, std::string meaning);
  // The same argument, which the action may go without.
  ArgumentDescription optional() const;
};

struct ActionDescription {
  std::string title;  // short, English: "Draw cards"
  std::string rule;   // the rule(s) as the rulebook numbers them
  // Whether the action names its acting side (Action::side): never, when the situation
  // needs it (the handler says), or always.
  enum class SideActs { No, Optional, Required };
  SideActs side = SideActs::No;
  std::string actor;  // who acts, for people: "the faction whose turn it is"; "" when nobody
  std::vector<ArgumentDescription> arguments;
  std::string offeredWhen = {};  // a condition on the state; empty: always ("= {}": a brace list may leave it out)
  // How many times it may be done, per what and per whom (limit.hpp). Unlike offeredWhen
  // this decides: applyAction refuses the action past its limit, before the handler runs.
  std::vector<LimitDef> limits = {};

  const ArgumentDescription* findArgument(std::string_view name) const;
};

// Whether a form offers the action on this state: its `offeredWhen` evaluated by the
// engine. An error (a typo, a name the game does not keep, not a yes/no) names the
// condition; a form then offers the action rather than hide it.
Expected<bool, std::string> isOffered(const ActionDescription& action, const GameData& data, const GameState& state);

// The condition "step == 'a' or step == 'b'": offered at those steps of the sequence
// ("phase.step"). Loading a game checks that every step a description names exists.
std::string offeredAtSteps(const std::vector<std::string>& stepIds);

// The steps an offeredWhen condition names (`step == '...'`), for that check.
std::vector<std::string> stepsNamedIn(std::string_view condition);

// "number 1-10", "item of card", "yes/no", "one of oui, non", "list of province"...
std::string kindText(const ArgumentDescription& argument);
std::string_view argumentKindName(ArgumentDescription::Kind kind);
std::string_view sideActsName(ActionDescription::SideActs side);  // "no", "optional", "required"

}  // namespace adc
