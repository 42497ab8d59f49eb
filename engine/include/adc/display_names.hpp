#pragma once
// What the players read where the data has an id. A side and a collection item have their
// names; the other words a game uses (the choices of a value, the rows and
// columns of a table, a sealed entry's choices) are named in game.toml's [words] table
// (free_trade = "Free trade"). A word the data does not name reads as its words
// ("off_map" reads "off map"), so an id never reaches the screen as code.

#include "adc/game_data.hpp"
#include "adc/game_state.hpp"
#include "adc/table.hpp"
#include "adc/value.hpp"

#include <string>
#include <string_view>

namespace adc {

// "free_trade" → "free trade"; "none" → "—". For words no data names.
std::string humanizeId(std::string_view id);

// The name of a word of the game: a [words] entry, a side, a collection item.
std::string wordName(const GameData& data, std::string_view word);

// A value as the players read it: Yes / No for flags, the names of words (a text listing
// words of the game, "lille amiens paris", by their names, "Lille, Amiens, Paris"), "3, 5"
// for dice, "—" for none.
std::string valueText(const GameData& data, const Value& value);
// A timer's state in the players' language ("running"; the log keeps timerStatusName's).
std::string timerStatusWord(const GameData& data, TimerState::Status status);

// A book's name ("Treasury (France)") for its key ("treasury.france"); the key itself
// only for a key the game does not have.
std::string slotName(const GameData& data, std::string_view key);

// "Track levels (box colours), row 7, column Clergy": a table's cell by the table's
// name and its row's and column's names.
std::string cellName(const GameData& data, const CellRef& cell);

// "inferred, see the house rulings A2": what a result or a cell says when its value is
// inferred from the rules rather than printed.
std::string inferredNote(const GameData& data, const std::string& ruling);

// An axis key as printed ("3-4", "12+") or, for a word, its name.
std::string axisKeyName(const GameData& data, const TableAxis& axis, std::string_view key);

}  // namespace adc
