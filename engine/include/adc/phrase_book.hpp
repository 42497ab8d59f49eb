#pragma once
// Phrases of a text read as other phrases, whole words only and the longest first: the
// mechanics behind a game's [rule_words] (rule titles, rule_reference.hpp) and its
// [phrases] (the French a composed sentence needs around a name, game_texts.hpp).

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace adc {

class PhraseBook {
 public:
  void add(std::string from, std::string to);
  bool empty() const { return m_phrases.empty(); }
  // Longest first, so that "Terrain Effects Table (house ruling)" is not read as its
  // shorter parts first.
  const std::vector<std::pair<std::string, std::string>>& phrases() const { return m_phrases; }

  // The text with each phrase the book has read as its other phrase; the rest as written.
  std::string translate(std::string_view text) const;

  // The text with each phrase the book has replaced by what `with` makes of its other
  // phrase.
  std::string replace(std::string_view text, const std::function<std::string(const std::string&)>& with) const;

 private:
  std::vector<std::pair<std::string, std::string>> m_phrases;
};

}  // namespace adc
