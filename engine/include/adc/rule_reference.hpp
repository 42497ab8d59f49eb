#pragma once
// A rule reference as the players read it. The numbers stay as printed (issue 18: "Rule
// numbers stay as printed"), but a reference may also name a section or a table of the
// rulebook ("11.3, Terrain Effects Table (house ruling)", Vendée Militaire's "Generals
// [L155]", 1793's "7 Additional Actions"): those are titles, and a French table reads
// them in French ("11.3, Table des effets du terrain (règle maison)").
//
// A game's translation gives each title once, in [rule_words] of
// config/games/<id>/i18n/<language>.toml:
//
//   [rule_words]
//   "Terrain Effects Table" = "Table des effets du terrain"
//   "house ruling" = "règle maison"
//
// and every reference is read through them: the data's `rule` fields as the loader reads
// them (text_overlay.cpp), the rule module's descriptions, and what its actions and its
// victory count return (rule_module.cpp), so no module writes a title twice.

#include "adc/phrase_book.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace adc {

struct GameData;

// The titles of one game's rule references in one language.
class RuleWords {
 public:
  void add(std::string english, std::string translated) { m_titles.add(std::move(english), std::move(translated)); }
  bool empty() const { return m_titles.empty(); }

  // The reference with every title the words give in their language; the rest as written.
  std::string translate(std::string_view rule) const { return m_titles.translate(rule); }

  // The titles of an English reference that these words do not give, as it writes them:
  // what is left once the numbers ("7.1-7.4", "[L155]", "AMB-61", "A2"), the sections'
  // Roman numerals ("III-VI") and letters ("3.2 A") and the punctuation between them are
  // set aside.
  // "12.2, 12.3 Superiority in numbers, 12.7" → {"Superiority in numbers"}.
  std::vector<std::string> titlesLeft(std::string_view rule) const;

 private:
  PhraseBook m_titles;  // longest first, whole words only
};

// A rule reference the rule module composes, in the game's language (the data's own are
// translated as they are read).
std::string ruleReference(const GameData& data, std::string_view rule);

}  // namespace adc
