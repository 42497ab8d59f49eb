#include "adc/typed_words.hpp"

#include "adc/built_in_actions.hpp"
#include "adc/display_names.hpp"
#include "adc/game_data.hpp"
#include "adc/value.hpp"

#include <cstdint>

namespace adc {

namespace {

// The letter a Latin accented letter is written without ("é" → "e", "Œ" → "oe"); none for
// a code point that is no such letter.
const char* withoutAccent(char32_t c) {
  if (c >= 0xC0 && c <= 0xC5) return "a";
  if (c == 0xC6) return "ae";
  if (c == 0xC7) return "c";
  if (c >= 0xC8 && c <= 0xCB) return "e";
  if (c >= 0xCC && c <= 0xCF) return "i";
  if (c == 0xD1) return "n";
  if ((c >= 0xD2 && c <= 0xD6) || c == 0xD8) return "o";
  if (c >= 0xD9 && c <= 0xDC) return "u";
  if (c == 0xDD) return "y";
  if (c == 0xDF) return "ss";
  if (c >= 0xE0 && c <= 0xE5) return "a";
  if (c == 0xE6) return "ae";
  if (c == 0xE7) return "c";
  if (c >= 0xE8 && c <= 0xEB) return "e";
  if (c >= 0xEC && c <= 0xEF) return "i";
  if (c == 0xF1) return "n";
  if ((c >= 0xF2 && c <= 0xF6) || c == 0xF8) return "o";
  if (c >= 0xF9 && c <= 0xFC) return "u";
  if (c == 0xFD || c == 0xFF) return "y";
  if (c == 0x152 || c == 0x153) return "oe";
  if (c == 0x178) return "y";
  return nullptr;
}

// The next code point of UTF-8 text (the actions' texts are checked UTF-8 before this).
char32_t nextCodePoint(std::string_view text, std::size_t& at) {
  const auto lead = static_cast<unsigned char>(text[at]);
  int extra = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : lead >= 0xC0 ? 1 : 0;
  char32_t c = extra == 0 ? lead : extra == 1 ? (lead & 0x1F) : extra == 2 ? (lead & 0x0F) : (lead & 0x07);
  ++at;
  for (; extra > 0 && at < text.size(); --extra, ++at) c = (c << 6) | (static_cast<unsigned char>(text[at]) & 0x3F);
  return c;
}

void appendUtf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

bool isMark(char32_t c) {
  // Spaces, the marks between words and the typographer's apostrophe and no-break spaces.
  return c == ' ' || c == '_' || c == '-' || c == '\'' || c == '.' || c == ',' || c == ';' || c == ':' ||
         c == '!' || c == '?' || c == '(' || c == ')' || c == '"' || c == '\t' || c == 0x2019 || c == 0x00A0 ||
         c == 0x202F || c == 0x2010 || c == 0x2011 || c == 0x2013 || c == 0x2014 || c == 0xAB || c == 0xBB;
}

std::vector<std::string> splitList(const std::string& text) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (start <= text.size()) {
    auto comma = text.find(',', start);
    if (comma == std::string::npos) comma = text.size();
    parts.push_back(text.substr(start, comma - start));
    start = comma + 1;
  }
  return parts;
}

std::string trimmed(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

}  // namespace

std::string foldWords(std::string_view text) {
  std::string folded;
  bool pendingSpace = false;
  for (std::size_t at = 0; at < text.size();) {
    const char32_t c = nextCodePoint(text, at);
    if (isMark(c)) {
      pendingSpace = !folded.empty();
      continue;
    }
    if (pendingSpace) folded += ' ';
    pendingSpace = false;
    if (c >= 'A' && c <= 'Z') folded += static_cast<char>(c - 'A' + 'a');
    else if (const char* plain = withoutAccent(c)) folded += plain;
    else appendUtf8(folded, c);
  }
  return folded;
}

std::optional<std::string> matchWord(const std::vector<NamedWord>& words, std::string_view typed) {
  const std::string wanted = foldWords(typed);
  if (wanted.empty()) return std::nullopt;
  // An id typed as it is wins; then an id or a name, folded, when only one word reads so.
  for (const auto& word : words) {
    if (word.id == typed) return word.id;
  }
  for (bool byName : {false, true}) {
    std::optional<std::string> found;
    for (const auto& word : words) {
      if (foldWords(byName ? word.name : word.id) != wanted) continue;
      if (found && *found != word.id) return std::nullopt;  // two words read so: the handler asks
      found = word.id;
    }
    if (found) return found;
  }
  return std::nullopt;
}

std::vector<NamedWord> argumentChoices(const GameData& data, const GameState& state, const Action& action,
                                       const ArgumentDescription& argument) {
  using Kind = ArgumentDescription::Kind;
  const auto& lists = moduleArgumentLists(data.id);
  if (auto own = lists.find(std::pair{action.type, argument.name}); own != lists.end()) return own->second(data, state, action);
  std::vector<NamedWord> found;
  switch (argument.kind) {
    case Kind::Side:
      for (const auto& side : data.sides) found.push_back({side.id, side.name});
      break;
    case Kind::Choice:
      for (const auto& word : argument.choices) found.push_back({word, wordName(data, word)});
      break;
    case Kind::Item:
    case Kind::Card:
    case Kind::List:
      if (const Collection* collection = data.findCollection(argument.collection)) {
        for (std::size_t i = 0; i < collection->items.size(); ++i) {
          const auto& item = collection->items[i];
          found.push_back({item, i < collection->itemNames.size() ? collection->itemNames[i] : wordName(data, item)});
        }
      }
      break;
    case Kind::Number:
    case Kind::Flag:
    case Kind::Text:
      break;
  }
  return found;
}

Action withWordsMatched(const GameData& data, const GameState& state, const Action& action) {
  const ActionDescription* description = findActionDescription(data, action.type);
  if (!description) return action;
  Action matched = action;
  if (!matched.side.empty() && !data.findSide(matched.side)) {
    std::vector<NamedWord> sides;
    for (const auto& side : data.sides) sides.push_back({side.id, side.name});
    if (auto id = matchWord(sides, matched.side)) matched.side = *id;
  }
  for (const auto& argument : description->arguments) {
    auto typed = matched.args.find(argument.name);
    if (typed == matched.args.end()) continue;
    const auto* text = std::get_if<std::string>(&typed->second);
    if (!text) continue;
    // The list as filled in so far: a later argument's words may depend on an earlier one.
    const auto words = argumentChoices(data, state, matched, argument);
    if (words.empty()) continue;
    if (argument.kind == ArgumentDescription::Kind::List) {
      std::string ids;
      bool changed = false;
      const auto parts = splitList(*text);
      for (std::size_t i = 0; i < parts.size(); ++i) {
        auto id = matchWord(words, trimmed(parts[i]));
        changed = changed || (id && *id != parts[i]);
        ids += (i == 0 ? "" : ",") + (id ? *id : parts[i]);
      }
      if (changed) typed->second = Value{ids};
    } else if (auto id = matchWord(words, trimmed(*text)); id && *id != *text) {
      typed->second = Value{*id};
    }
  }
  return matched;
}

}  // namespace adc
