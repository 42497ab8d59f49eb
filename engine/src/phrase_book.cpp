#include "adc/phrase_book.hpp"

#include <algorithm>

namespace adc {

namespace {

// A letter or digit of a word; every byte of a UTF-8 sequence counts ("Épidémie").
bool wordByte(char c) {
  auto byte = static_cast<unsigned char>(c);
  return (byte >= 'a' && byte <= 'z') || (byte >= 'A' && byte <= 'Z') || (byte >= '0' && byte <= '9') || byte >= 0x80;
}

// Whether `phrase` is written at `at` as whole words: "Draw" in "Draw [L122]", not in
// "Drawing"; "en Paris" in "en Paris.", not in "en Parisis".
bool wholeWordsAt(std::string_view text, std::size_t at, std::string_view phrase) {
  if (text.compare(at, phrase.size(), phrase) != 0) return false;
  if (wordByte(phrase.front()) && at > 0 && wordByte(text[at - 1])) return false;
  auto end = at + phrase.size();
  if (wordByte(phrase.back()) && end < text.size() && wordByte(text[end])) return false;
  return true;
}

}  // namespace

void PhraseBook::add(std::string from, std::string to) {
  auto shorter = std::find_if(m_phrases.begin(), m_phrases.end(),
                              [&](const auto& phrase) { return phrase.first.size() < from.size(); });
  m_phrases.insert(shorter, {std::move(from), std::move(to)});
}

std::string PhraseBook::replace(std::string_view text, const std::function<std::string(const std::string&)>& with) const {
  std::string out;
  out.reserve(text.size());
  for (std::size_t at = 0; at < text.size();) {
    auto found = std::find_if(m_phrases.begin(), m_phrases.end(),
                              [&](const auto& phrase) { return wholeWordsAt(text, at, phrase.first); });
    if (found != m_phrases.end()) {
      out += with(found->second);
      at += found->first.size();
    } else {
      out += text[at];
      ++at;
    }
  }
  return out;
}

std::string PhraseBook::translate(std::string_view text) const {
  if (m_phrases.empty()) return std::string(text);
  return replace(text, [](const std::string& to) { return to; });
}

}  // namespace adc
