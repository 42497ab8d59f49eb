#pragma once
// The one door every user-facing string of the app goes through. English is the
// source language; a translation is a data file ("english<TAB>translated" per line) in
// <data>/i18n/<lang>.tsv, so French is a file and not a code change. Game texts
// (phases, prompts, outcomes) come from the game data, loaded in the same language
// (adc/game_texts.hpp).

#include "adc/game_texts.hpp"

#include <filesystem>
#include <string>

#include <fmt/format.h>

namespace adc::gui {

// translatable() (adc/game_texts.hpp) marks an English literal that a table keeps for a
// later tr(): the catalogue test (tests/gui/unit/french_catalogue_test.cpp) finds the
// strings of the app by these marks and by the literals given to tr(), trf() and label().
using adc::translatable;

using adc::readCatalogue;  // adc/game_texts.hpp: the engine reads the same catalogue

// Loads the catalogue for a language ("fr", "fr_FR.UTF-8" reads fr); English needs none.
void loadTranslations(const std::filesystem::path& dataDirectory, const std::string& language);

// The translation of an English string, or the string itself.
const char* tr(const char* english);

// tr() then fmt-style {} substitution.
template <typename... Args>
std::string trf(const char* english, Args&&... args) {
  return fmt::format(fmt::runtime(tr(english)), std::forward<Args>(args)...);
}

// Whether a count takes the singular in the language shown: English says "1 action" and
// "0 actions", French "0 action", "1 action" and "2 actions".
bool takesSingular(long long count);

// The form of a sentence for a count, translated, with {} the count then the other
// arguments: trn(n, "{} action", "{} actions") reads "1 action", "0 action" in French.
template <typename... Args>
std::string trn(long long count, const char* singular, const char* plural, Args&&... args) {
  return fmt::format(fmt::runtime(tr(takesSingular(count) ? singular : plural)), count, std::forward<Args>(args)...);
}

// A share as a percentage with one decimal, as the language writes it: "33.3%" in
// English, "33,3 %" in French (decimal comma, a narrow no-break space before %). Whole
// numbers (years, boxes, treasuries) are written as the rulebooks print them, without
// separators, in both languages.
std::string percentText(double share, int width = 0);  // width: of the number, padded left

// "Translated label##stable-id": ImGui ids stay the same in every language.
std::string label(const char* english, const char* id);

}  // namespace adc::gui
