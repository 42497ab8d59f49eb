#pragma once
// What a player types into one field of an unprinted table cell, read and checked as it
// is typed (the Tables panel): a number within the field's range, Yes or No for a yes/no,
// one of the words the table allows (by its name or as written in the data). The engine
// checks again when the value is entered (the `chart` action); this only lets the
// players see a mistake before they press Enter, in their words.

#include "adc/game_data.hpp"

#include <string>
#include <variant>

namespace adc::gui {

// A yes/no field: a 0-1 number (a loss marked *) or a flag.
bool isYesNoField(const TableField& field);

// The value the text stands for, or what is wrong with it. Empty text is "still to fill
// in", not an error: the returned string is then empty.
std::variant<Value, std::string> readChartField(const GameData& data, const TableField& field, const std::string& text);

// What the field takes, shown in its empty box: "0 to 6", "yes/no", "White or Blue".
std::string chartFieldHint(const GameData& data, const TableField& field);

// A cell value as the grid shows it: a yes/no as Yes / No, words by their names.
std::string chartFieldText(const GameData& data, const TableField& field, const Value& value);

}  // namespace adc::gui
