#include "adc/rule_reference.hpp"

#include "adc/game_data.hpp"

#include <algorithm>

namespace adc {

namespace {

// A letter or digit of a word; every byte of a UTF-8 sequence counts ("Épidémie").
bool wordByte(char c) {
  auto byte = static_cast<unsigned char>(c);
  return (byte >= 'a' && byte <= 'z') || (byte >= 'A' && byte <= 'Z') || (byte >= '0' && byte <= '9') || byte >= 0x80;
}

bool separator(char c) {
  return c == ',' || c == ';' || c == ':' || c == '(' || c == ')' || c == '[' || c == ']' || c == '\x01';
}

// A number of the rulebook's ("7.1-7.4", "L155", "AMB-61", "A2"), a section's Roman
// numerals ("III-VI") or letter (Paris's "3.2 A"), or punctuation alone ("/", "-"):
// never a title's word.
bool printedAsIs(std::string_view token) {
  if (token.size() == 1 && token[0] >= 'A' && token[0] <= 'Z') return true;
  if (std::any_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; })) return true;
  if (std::all_of(token.begin(), token.end(), [](char c) { return c == 'I' || c == 'V' || c == 'X' || c == '-'; })) return true;
  return std::none_of(token.begin(), token.end(), wordByte);
}

std::vector<std::string_view> tokens(std::string_view segment) {
  std::vector<std::string_view> found;
  std::size_t at = 0;
  while (at < segment.size()) {
    while (at < segment.size() && segment[at] == ' ') ++at;
    auto end = segment.find(' ', at);
    if (end == std::string_view::npos) end = segment.size();
    if (end > at) found.push_back(segment.substr(at, end - at));
    at = end;
  }
  return found;
}

}  // namespace

std::vector<std::string> RuleWords::titlesLeft(std::string_view rule) const {
  // The titles the words give become separators; what is left is cut at the punctuation.
  const std::string rest = m_titles.replace(rule, [](const std::string&) { return std::string("\x01"); });
  std::vector<std::string> titles;
  std::size_t start = 0;
  for (std::size_t at = 0; at <= rest.size(); ++at) {
    if (at < rest.size() && !separator(rest[at])) continue;
    auto words = tokens(std::string_view(rest).substr(start, at - start));
    auto first = std::find_if_not(words.begin(), words.end(), printedAsIs);
    auto last = std::find_if_not(words.rbegin(), words.rend(), printedAsIs).base();
    if (first < last) {
      auto begin = first->data() - rest.data();
      auto end = (last - 1)->data() + (last - 1)->size() - rest.data();
      titles.emplace_back(rest.substr(begin, end - begin));
    }
    start = at + 1;
  }
  return titles;
}

std::string ruleReference(const GameData& data, std::string_view rule) { return data.texts.ruleWords.translate(rule); }

}  // namespace adc
