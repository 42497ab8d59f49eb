#pragma once
// What the players type for a word of the game, matched to that word: its id or its name,
// without regard to case, accents or the marks between words ("Faubourgs", "palais
// egalite", "Cobourg's Austrian Army", "arrest Marat"), in the app's forms as in `adc do`.
// And the words each argument of an action is picked from where the game stands, best
// first, so that a form offers a list wherever the game has one. The handler stays the
// judge: a typed word nothing matches is passed on as typed, and refused in its words.

#include "adc/action.hpp"
#include "adc/action_description.hpp"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace adc {

struct GameData;
struct GameState;

// A word of the game a player picks: its id and its name in the players' language.
struct NamedWord {
  std::string id;
  std::string name;
  bool operator==(const NamedWord&) const = default;
};

// The words an argument is picked from where the game stands, best first (the acting
// faction's hand before the other cards; the objectives a side may declare), given the
// action as filled in so far (its side, the battle's region).
using ChoicesOn = std::function<std::vector<NamedWord>(const GameData&, const GameState&, const Action&)>;
// A rule module's lists, by action type and argument name: for the arguments whose words
// depend on the state or are no collection of the data.
using ArgumentLists = std::map<std::pair<std::string, std::string>, ChoicesOn, std::less<>>;
// The game's lists (engine/games/registry.cpp); empty for a game without any.
const ArgumentLists& moduleArgumentLists(std::string_view gameId);

// "Palais-Égalité" → "palais egalite": lower case, accents off, any run of marks between
// words (_ - ' ’ spaces) one space.
std::string foldWords(std::string_view text);

// The id among `words` that `typed` is (its id first, then its name, folded); none when
// nothing or more than one word matches.
std::optional<std::string> matchWord(const std::vector<NamedWord>& words, std::string_view typed);

// The words an argument is picked from on this state, best first: its own list when the
// game gives one (moduleArgumentLists), else the sides, its fixed words or its
// collection's items, by their names. Empty for numbers, flags and free words.
std::vector<NamedWord> argumentChoices(const GameData& data, const GameState& state, const Action& action,
                                       const ArgumentDescription& argument);

// The action with every word typed for a described argument (and the acting side) read
// as the game's id it names: what applyAction hands to the handler and the log keeps.
Action withWordsMatched(const GameData& data, const GameState& state, const Action& action);

}  // namespace adc
