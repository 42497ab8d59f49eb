#include "adc/state_schema.hpp"

#include "adc/action_arguments.hpp"
#include "adc/game_texts.hpp"
#include "adc/text_checks.hpp"

#include <algorithm>

namespace adc {

namespace {

// A book's name for one side or item: "Treasury (France)". A name with parentheses of its
// own follows a comma, never brackets within brackets: "Cards in hand, Blues (Republicans)".
std::string bookOf(const std::string& book, const std::string& whom) {
  return whom.find('(') == std::string::npos ? book + " (" + whom + ")" : book + ", " + whom;
}

}  // namespace


void StateSchema::build(std::vector<ValueDef> defs, const std::vector<Side>& sides,
                        const std::vector<Collection>& collections) {
  m_defs = std::move(defs);
  m_slots.clear();
  m_index.clear();
  auto addSlot = [&](StateSlot slot) {
    m_index.emplace(slot.key, m_slots.size());
    m_slots.push_back(std::move(slot));
  };
  for (std::size_t d = 0; d < m_defs.size(); ++d) {
    const auto& def = m_defs[d];
    if (def.per.empty()) {
      addSlot({def.id, def.name, d, ""});
    } else if (def.per == "side") {
      for (const auto& side : sides) addSlot({def.id + "." + side.id, bookOf(def.name, side.name), d, side.id});
    } else {
      auto collection = std::find_if(collections.begin(), collections.end(),
                                     [&](const Collection& c) { return c.id == def.per; });
      if (collection == collections.end()) continue;  // the loader reports it
      for (std::size_t i = 0; i < collection->items.size(); ++i) {
        addSlot({def.id + "." + collection->items[i], bookOf(def.name, collection->itemNames[i]), d,
                 collection->items[i]});
      }
    }
  }
}

std::optional<std::size_t> StateSchema::find(std::string_view key) const {
  auto found = m_index.find(std::string(key));
  if (found == m_index.end()) return std::nullopt;
  return found->second;
}

bool StateSchema::isIndexedBase(std::string_view id) const {
  return std::any_of(m_defs.begin(), m_defs.end(), [&](const ValueDef& def) { return def.id == id && !def.per.empty(); });
}

std::optional<std::string> StateSchema::check(std::size_t slot, const Value& value) const {
  const auto& def = defOf(slot);
  if (kindOf(value) != def.kind) {
    return kindMismatch(def.kind, value);
  }
  if (auto number = std::get_if<std::int64_t>(&value)) {
    if ((def.min && *number < *def.min) || (def.max && *number > *def.max)) {
      // In the language of the game whose action is checked (ActionWordsScope).
      const GameData& words = wordsGame();
      std::string range = def.min && def.max ? sayf(words, "{} to {}", *def.min, *def.max)
                          : def.min          ? sayf(words, "at least {}", *def.min)
                                             : sayf(words, "at most {}", *def.max);
      return sayf(words, "{} is out of range; {} runs {}", *number, m_slots[slot].name, range);
    }
  }
  if (auto word = std::get_if<std::string>(&value); word && !def.choices.empty()) {
    if (std::find(def.choices.begin(), def.choices.end(), *word) == def.choices.end()) {
      std::string list;
      for (const auto& choice : def.choices) list += (list.empty() ? "" : ", ") + choice;
      return sayf(wordsGame(), "{} is not one of {}", quoteInput(*word), list);
    }
  }
  return std::nullopt;
}

}  // namespace adc
