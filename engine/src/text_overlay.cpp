#include "text_overlay.hpp"

#include "adc/built_in_actions.hpp"
#include "adc/display_names.hpp"
#include "adc/game_data.hpp"
#include "adc/new_game.hpp"
#include "adc/rule_module.hpp"
#include "toml_reader.hpp"

#include <algorithm>
#include <functional>

namespace adc::detail {

namespace {

constexpr char separator = '\x1f';  // joins a key's parts: a row key may hold a dot ("1.5")

std::string joined(const std::vector<std::string>& path) {
  std::string key;
  for (const auto& part : path) {
    if (!key.empty()) key += separator;
    key += part;
  }
  return key;
}

// An id the rules compare ("protector", "off_map"): never a text to translate in place;
// the players read it through its [words] name.
bool isIdLike(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
  });
}

// A text has a letter to translate; "3-4", "1110" and "?" have none.
bool hasLetters(std::string_view text) {
  return std::any_of(text.begin(), text.end(), [](char c) {
    auto byte = static_cast<unsigned char>(c);
    return (byte >= 'a' && byte <= 'z') || (byte >= 'A' && byte <= 'Z') || byte >= 0x80;
  });
}

// The {placeholders} of a text template or a format string, sorted: a translation must
// name the same ones, in any order.
std::vector<std::string> placeholders(std::string_view text) {
  std::vector<std::string> found;
  for (std::size_t open = text.find('{'); open != std::string_view::npos; open = text.find('{', open + 1)) {
    auto close = text.find('}', open);
    if (close == std::string_view::npos) break;
    found.emplace_back(text.substr(open, close - open + 1));
  }
  std::sort(found.begin(), found.end());
  return found;
}

// A list element's name in a key: its position ("0"), not an id.
bool isPosition(std::string_view part) {
  return !part.empty() && std::all_of(part.begin(), part.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool isBareKey(std::string_view part) {
  return !part.empty() && std::all_of(part.begin(), part.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
  });
}

// The name an element of an array takes in a key: its id, a table row's key, else its
// position.
std::string elementName(const toml::node& element, std::size_t index) {
  if (auto table = element.as_table()) {
    for (const char* field : {"id", "key"}) {
      if (auto named = table->get(field)) {
        if (auto text = named->as_string()) return text->get();
        if (auto number = named->as_integer()) return std::to_string(number->get());
      }
    }
  }
  return std::to_string(index);
}

const std::set<std::string, std::less<>> textKeys{"name", "description", "prompt", "note", "text", "group", "turn_name"};

}  // namespace

std::string keyText(const std::vector<std::string>& path) {
  std::string text;
  for (const auto& part : path) {
    if (!text.empty()) text += '.';
    if (isBareKey(part)) {
      text += part;
    } else {
      text += '"';
      for (char c : part) {
        if (c == '"' || c == '\\') text += '\\';
        text += c;
      }
      text += '"';
    }
  }
  return text;
}

TextOverlay::TextOverlay(const std::filesystem::path& folder, const std::string& language, Diagnostics& diagnostics) {
  m_texts.language = languageCode(language);
  if (!m_texts.translated()) {
    m_texts.language.clear();
    return;
  }
  for (auto& [english, translated] : readCatalogue(folder.parent_path().parent_path() / "i18n" / (m_texts.language + ".tsv"))) {
    m_texts.messages.emplace(english, std::move(translated));
  }
  auto file = folder / "i18n" / (m_texts.language + ".toml");
  if (!std::filesystem::exists(file)) return;
  m_texts.file = file;
  auto root = parseFile(file.string(), diagnostics);
  if (!root) return;
  // The game's sentences come first: they may say a shared one the game's own way.
  if (auto messages = root->get("messages")) {
    if (auto table = messages->as_table()) {
      for (const auto& [english, translated] : *table) {
        if (auto text = translated.as_string()) {
          m_texts.messages.insert_or_assign(std::string(english.str()), text->get());
        } else {
          m_texts.problems.push_back({locationOf(file.string(), translated), "messages", "expected a text"});
        }
      }
    }
  }
  // Tables of phrases, each "as written" = "as read": the titles rule references name
  // ("Terrain Effects Table" = "Table des effets du terrain"), and what a composed sentence
  // reads otherwise ("en Bruxelles" = "à Bruxelles").
  auto readPhrases = [&](const char* name, const char* example, auto add) {
    auto node = root->get(name);
    if (!node) return;
    auto table = node->as_table();
    if (!table) {
      m_texts.problems.push_back({locationOf(file.string(), *node), name, std::string("expected a table: ") + example});
      return;
    }
    for (const auto& [written, read] : *table) {
      if (auto text = read.as_string()) {
        add(std::string(written.str()), text->get());
      } else {
        m_texts.problems.push_back({locationOf(file.string(), read), keyText({name, std::string(written.str())}),
                                    "expected a text"});
      }
    }
  };
  readPhrases("rule_words", "\"English title\" = \"translated title\"",
              [&](std::string english, std::string translated) { m_texts.ruleWords.add(std::move(english), std::move(translated)); });
  readPhrases("phrases", "\"en Bruxelles\" = \"à Bruxelles\"",
              [&](std::string written, std::string read) { m_texts.phrases.add(std::move(written), std::move(read)); });
  // Every other text by its key, as the data's files would name it.
  std::vector<std::string> path;
  std::function<void(const toml::node&)> flatten = [&](const toml::node& node) {
    if (auto table = node.as_table()) {
      for (const auto& [key, child] : *table) {
        if (path.empty() && (key.str() == "messages" || key.str() == "rule_words" || key.str() == "phrases")) continue;
        path.emplace_back(key.str());
        flatten(child);
        path.pop_back();
      }
    } else if (auto array = node.as_array()) {
      for (std::size_t i = 0; i < array->size(); ++i) {
        path.push_back(elementName(*array->get(i), i));
        flatten(*array->get(i));
        path.pop_back();
      }
    } else if (auto text = node.as_string()) {
      // An element's id in a mirrored [[procedure]] is its name in the key, not a text.
      if (!path.empty() && (path.back() == "id" || path.back() == "key")) return;
      m_translation[joined(path)] = Entry{text->get(), locationOf(file.string(), node)};
    } else {
      m_texts.problems.push_back({locationOf(file.string(), node), keyText(path), "expected a text"});
    }
  };
  flatten(*root);
}

void TextOverlay::noteWord(const std::string& word) {
  if (!isIdLike(word) || !hasLetters(word)) return;
  if (m_wordSeen.insert(word).second) m_words.push_back(word);
}

std::optional<std::string> TextOverlay::lookUp(const std::vector<std::string>& path, const std::string& english,
                                               SourceLocation where) {
  m_texts.texts.push_back(GameText{keyText(path), english, {}, std::move(where)});
  if (!m_texts.translated()) return std::nullopt;
  auto key = joined(path);
  auto found = m_translation.find(key);
  if (found == m_translation.end()) {
    m_texts.missing.push_back(m_texts.texts.back());
    return std::nullopt;
  }
  m_used.insert(key);
  m_texts.texts.back().translated = found->second.text;
  if (placeholders(found->second.text) != placeholders(english)) {
    m_texts.problems.push_back({found->second.where, keyText(path),
                                "the translation must name the same {…} as the English: \"" + english + "\""});
    return std::nullopt;
  }
  return found->second.text;
}

std::string TextOverlay::ruleInWords(const std::string& english, const SourceLocation& where) {
  // Each title the game's references name is one text of the game, listed once and
  // missing when the words do not give it whole.
  for (const auto& title : RuleWords{}.titlesLeft(english)) {
    if (!m_ruleTitlesSeen.insert(title).second) continue;
    m_texts.texts.push_back(GameText{keyText({"rule_words", title}), title, {}, where});
    if (!m_texts.translated()) continue;
    if (m_texts.ruleWords.titlesLeft(title).empty()) {
      m_texts.texts.back().translated = m_texts.ruleWords.translate(title);
    } else {
      m_texts.missing.push_back(m_texts.texts.back());
    }
  }
  return m_texts.ruleWords.translate(english);
}

void TextOverlay::offer(toml::value<std::string>& text, const std::vector<std::string>& path, const std::string& file) {
  if (auto translated = lookUp(path, text.get(), locationOf(file, text))) text = *translated;
}

void TextOverlay::translate(toml::table& root, const std::string& file) {
  std::vector<std::string> path;
  walkTable(root, path, file);
}

void TextOverlay::walkTable(toml::table& table, std::vector<std::string>& path, const std::string& file) {
  // A [[table]] of tables/*.toml: which of its fields hold free text for the players.
  if (path.size() == 2 && path[0] == "table") {
    m_freeTextFields.clear();
    if (auto fields = table.get_as<toml::array>("field")) {
      for (const auto& field : *fields) {
        auto entry = field.as_table();
        if (!entry) continue;
        auto kind = entry->get_as<std::string>("kind");
        bool text = kind && kind->get() == "text";
        if (text && !entry->contains("choices")) {
          if (auto id = entry->get_as<std::string>("id")) m_freeTextFields.insert(id->get());
        }
      }
    }
  }
  const auto* items = table.get_as<toml::array>("items");
  for (auto&& [key, node] : table) {
    path.emplace_back(key.str());
    // Each scenario is one file's [scenario]: its texts are named by its id
    // (scenario.dreux.name), or every scenario's name would share one key.
    const auto* scenarioId = path.size() == 1 && key.str() == "scenario" && node.is_table()
                                 ? node.as_table()->get_as<std::string>("id")
                                 : nullptr;
    if (scenarioId) {
      path.push_back(scenarioId->get());
      walk(node, path, file);
      path.pop_back();
    } else if (key.str() == "item_names" && items && node.is_array()) {
      // A collection's names go with its items: collection.minor.item_names.anspach.
      auto& names = *node.as_array();
      for (std::size_t i = 0; i < names.size() && i < items->size(); ++i) {
        auto name = names.get(i)->as_string();
        auto item = items->get(i)->as_string();
        if (!name || !item) continue;
        path.push_back(item->get());
        offer(*name, path, file);
        path.pop_back();
      }
    } else if ((key.str() == "choices" || key.str() == "keys" || key.str() == "items") && node.is_array()) {
      for (const auto& word : *node.as_array()) {
        if (auto text = word.as_string()) noteWord(text->get());
      }
    } else {
      walk(node, path, file);
    }
    path.pop_back();
  }
}

void TextOverlay::walk(toml::node& node, std::vector<std::string>& path, const std::string& file) {
  if (auto table = node.as_table()) {
    walkTable(*table, path, file);
    return;
  }
  if (auto array = node.as_array()) {
    for (std::size_t i = 0; i < array->size(); ++i) {
      path.push_back(elementName(*array->get(i), i));
      walk(*array->get(i), path, file);
      path.pop_back();
    }
    return;
  }
  auto text = node.as_string();
  if (!text || path.empty()) return;
  const std::string& value = text->get();
  const std::string& last = path.back();
  // A table's row key is a word of the game when it is one (a minor, a terrain).
  if (path.size() == 4 && path[0] == "table" && path[2] == "row" && last == "key") {
    noteWord(value);
    return;
  }
  if (!hasLetters(value)) return;
  if (last == "rule") {
    *text = ruleInWords(value, locationOf(file, *text));
    return;
  }
  bool translatable = false;
  if (path[0] == "table" && path.size() >= 5 && path[2] == "row") {
    // table.<id>.row.<key>.result[.<field>] or .cells.<n>[.<field>]: a cell's words,
    // when its field is free text the rules never compare (an id-like word is compared).
    const std::string& field = m_freeTextFields.count(last) ? last : std::string();
    bool singleField = m_freeTextFields.size() == 1 && (last == "result" || path[path.size() - 2] == "cells");
    translatable = (!field.empty() || singleField) && !isIdLike(value) && last != "ruling";
    // A word the rules may compare ("rain"): the players read it by its [words] name.
    if ((!field.empty() || singleField) && isIdLike(value)) noteWord(value);
  } else if (path[0] == "words" && path.size() == 2) {
    translatable = true;
  } else if (path[0] == "scenario" && path.size() == 4 && path[2] == "start") {
    translatable = !isIdLike(value);  // a label the scenario writes in a book ("Catholics")
  } else if (path.size() >= 2 && (path[path.size() - 2] == "board" || path[path.size() - 2] == "setup") &&
             isPosition(last)) {
    // A board line or a set-up line, as a plain string: an array's element by its position
    // (not the id or the condition of a phase or step that is itself named "setup").
    translatable = true;
  } else {
    translatable = textKeys.count(last) > 0;
  }
  if (translatable) offer(*text, path, file);
}

void TextOverlay::finish(GameData& data) {
  auto translatedCopy = [&](const std::string& type, ActionDescription description, bool builtIn) {
    auto translate = [&](std::string& text, std::vector<std::string> path) {
      if (text.empty()) return;
      if (builtIn) {
        if (auto found = m_texts.messages.find(text); found != m_texts.messages.end()) text = found->second;
      } else if (auto translated = lookUp(path, text, {})) {
        text = *translated;
      }
    };
    translate(description.title, {"action", type, "title"});
    if (!description.rule.empty()) description.rule = ruleInWords(description.rule, {});
    translate(description.actor, {"action", type, "actor"});
    for (auto& argument : description.arguments) {
      translate(argument.meaning, {"action", type, "argument", argument.name, "meaning"});
      for (const auto& choice : argument.choices) noteWord(choice);
    }
    // A limit's rulebook words, by the limit's id or else its place ([action.<type>.limit.0]).
    for (std::size_t i = 0; i < description.limits.size(); ++i) {
      auto& limit = description.limits[i];
      translate(limit.text, {"action", type, "limit", limit.id.empty() ? std::to_string(i) : limit.id, "text"});
    }
    return description;
  };
  for (const auto& [type, description] : builtInActionDescriptions()) {
    m_texts.actions.emplace(type, translatedCopy(type, description, true));
  }
  if (const RuleModule* module = findRuleModule(data.id)) {
    for (const auto& [type, description] : module->descriptions) {
      m_texts.actions.emplace(type, translatedCopy(type, description, false));
    }
  }
  // The options a new game asks for (1793's first game, 5.9), by their names:
  // [opening.option.first_game] meaning = "…".
  if (const Opening* opening = findOpening(data)) {
    for (const auto& option : opening->options) {
      if (option.meaning.empty()) continue;
      auto translated = lookUp({"opening", "option", option.name, "meaning"}, option.meaning, {});
      m_texts.optionMeanings[option.name] = translated ? *translated : option.meaning;
    }
  }
  // The words the data uses without naming them read as their words in English
  // ("off_map" reads "off map"); a translation names them.
  for (const auto& word : m_words) {
    if (data.wordNames.count(word) || data.findSide(word)) continue;
    bool named = std::any_of(data.collections.begin(), data.collections.end(), [&](const Collection& collection) {
      return std::find(collection.items.begin(), collection.items.end(), word) != collection.items.end();
    });
    if (named) continue;
    if (auto translated = lookUp({"words", word}, humanizeId(word), {})) data.wordNames[word] = *translated;
  }
  for (const auto& [key, entry] : m_translation) {
    if (m_used.count(key)) continue;
    std::vector<std::string> path;
    std::size_t start = 0;
    for (std::size_t at = key.find(separator); at != std::string::npos; at = key.find(separator, start)) {
      path.push_back(key.substr(start, at - start));
      start = at + 1;
    }
    path.push_back(key.substr(start));
    m_texts.problems.push_back({entry.where, keyText(path), "names no text of the game (a misspelt or old key)"});
  }
  data.texts = std::move(m_texts);
}

}  // namespace adc::detail
