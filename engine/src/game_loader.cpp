// Loads one game's data folder strictly (see DESIGN.md, "Game data"). Each reader
// collects errors instead of stopping, so the author sees every problem in one run.

#include "adc/action_description.hpp"
#include "adc/data_file.hpp"
#include "adc/game_data.hpp"
#include "adc/rule_module.hpp"
#include "text_overlay.hpp"
#include "toml_reader.hpp"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <map>
#include <cctype>
#include <set>
#include <unordered_set>

namespace adc {

namespace {

using detail::TomlReader;

// [a-z0-9][a-z0-9_]*, checked by hand: std::regex costs more than the rest of loading.
bool isValidId(std::string_view id) {
  if (id.empty() || id.front() == '_') return false;
  return std::all_of(id.begin(), id.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; });
}

bool isColor(std::string_view text) {
  return text.size() == 7 && text.front() == '#' &&
         std::all_of(text.begin() + 1, text.end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)); });
}

// Ids are read by expressions ("treasury.france"), so they are lower case words with '_'.
std::optional<std::string> readId(TomlReader& reader, std::string_view key = "id") {
  auto id = reader.text(key, true);
  if (id && !isValidId(*id)) {
    reader.error(key, "'" + *id + "' is not a valid id: use lower-case letters, digits and '_'");
    return std::nullopt;
  }
  return id;
}

template <typename Item>
void checkUnique(const std::vector<Item>& items, const std::vector<SourceLocation>& where, const std::string& what,
                 Diagnostics& diagnostics) {
  std::map<std::string, std::size_t> seen;
  for (std::size_t i = 0; i < items.size(); ++i) {
    auto [it, fresh] = seen.emplace(items[i].id, i);
    if (!fresh) {
      // Names the first one too: the two may be in different files.
      const auto& first = where[it->second];
      diagnostics.add(where[i], what,
                      "the id '" + items[i].id + "' is used twice (first at " + first.file + ":" +
                          std::to_string(first.line) + ":" + std::to_string(first.column) + ")");
    }
  }
}

std::optional<ValueKind> readKind(TomlReader& reader, std::string_view key, ValueKind fallback) {
  auto word = reader.text(key);
  if (!word) return fallback;
  if (*word == "int") return ValueKind::Integer;
  if (*word == "bool") return ValueKind::Flag;
  if (*word == "text") return ValueKind::Text;
  reader.error(key, "'" + *word + "' is not a kind; expected int, bool or text");
  return std::nullopt;
}

// The names an expression may read, and the bases it may index. Scopes nest: a
// procedure's inputs and fields sit on the game's state names, which are shared rather
// than copied into each procedure's scope (copying them was most of the loading time).
struct NameScope {
  const NameScope* outer = nullptr;
  std::unordered_set<std::string> names;
  const StateSchema* schema = nullptr;
  // Bases read by index that are not values: "sealed.dividend" (sealed.dividend[side]),
  // "partner" (partner[side], the other side of a pair).
  std::unordered_set<std::string> sealedBases;
  const std::vector<Side>* sides = nullptr;  // what a composed name's part may be
  bool players = false;  // player.<side>, read as player[side]: who holds the side (game_state.hpp)
  // Set when the names cannot be known (a lookup's table is missing, so its fields are
  // too): the mistake is reported once, where it is, not again at every use of a field.
  bool lenient = false;

  bool knows(const std::string& name) const { return names.count(name) || (outer && outer->knows(name)); }

  bool indexes(const std::string& base) const {
    return (schema && schema->isIndexedBase(base)) || sealedBases.count(base) || (players && base == "player") ||
           (outer && outer->indexes(base));
  }

  const std::vector<Side>* sideList() const { return sides ? sides : outer ? outer->sideList() : nullptr; }

  // A composed name (zone_fleets_{side}) reads a side's name: known when some side's is.
  bool knowsComposed(const std::string& pattern, bool indexed) const {
    auto star = pattern.find('*');
    if (star == std::string::npos) return indexed ? indexes(pattern) : knows(pattern);
    const auto* all = sideList();
    if (!all) return false;
    for (const auto& side : *all) {
      if (knowsComposed(pattern.substr(0, star) + side.id + pattern.substr(star + 1), indexed)) return true;
    }
    return false;
  }

  std::optional<std::string> unknownName(const std::vector<NameUse>& uses) const {
    if (lenient) return std::nullopt;
    for (const auto& use : uses) {
      if (use.composed) {
        if (knowsComposed(use.name, use.indexed)) continue;
        std::string shown = use.name;
        for (auto star = shown.find('*'); star != std::string::npos; star = shown.find('*')) shown.replace(star, 1, "{...}");
        return "'" + shown + (use.indexed ? "[...]'" : "'") + " names no value of any side";
      }
      bool known = use.indexed ? indexes(use.name) : knows(use.name);
      if (!known) {
        return use.indexed ? "'" + use.name + "[...]' reads no value kept per side or per item"
                           : "unknown name '" + use.name + "'";
      }
    }
    return std::nullopt;
  }
};

Expression readExpression(TomlReader& reader, std::string_view key, const NameScope& scope, bool required = false) {
  auto text = reader.text(key, required);
  if (!text) return {};
  auto parsed = Expression::parse(*text);
  if (!parsed) {
    reader.error(key, parsed.error());
    return {};
  }
  if (auto unknown = scope.unknownName(parsed->names())) reader.error(key, *unknown + " in '" + *text + "'");
  return std::move(*parsed);
}

TextTemplate readTemplate(TomlReader& reader, std::string_view key, const NameScope& scope, bool required = false) {
  auto text = reader.text(key, required);
  if (!text) return *TextTemplate::parse("");
  auto parsed = TextTemplate::parse(*text);
  if (!parsed) {
    reader.error(key, parsed.error());
    return *TextTemplate::parse("");
  }
  if (auto unknown = scope.unknownName(parsed->names())) reader.error(key, *unknown + " in '" + *text + "'");
  return std::move(*parsed);
}

// board = ["text", { when = "...", text = "..." }]
std::vector<ConditionalText> readConditionalTexts(TomlReader& reader, std::string_view key, const NameScope& scope) {
  std::vector<ConditionalText> result;
  auto list = reader.array(key);
  if (!list) return result;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const auto& item = *list->get(i);
    auto path = reader.pathOf(key) + "[" + std::to_string(i) + "]";
    if (auto text = item.as_string()) {
      auto parsed = TextTemplate::parse(text->get());
      if (!parsed) {
        reader.errorAt(item, path, parsed.error());
        continue;
      }
      if (auto unknown = scope.unknownName(parsed->names())) reader.errorAt(item, path, *unknown);
      result.push_back({Expression{}, std::move(*parsed)});
    } else if (auto entry = item.as_table()) {
      auto child = reader.child(*entry, path);
      ConditionalText conditional{readExpression(child, "when", scope), readTemplate(child, "text", scope, true)};
      child.finish();
      result.push_back(std::move(conditional));
    } else {
      reader.errorAt(item, path, "expected a string or { when, text }, found " + detail::typeName(item));
    }
  }
  return result;
}

class GameLoader {
 public:
  GameLoader(const std::filesystem::path& folder, const std::string& language)
      : m_texts(folder, language, m_diagnostics) {
    m_data.folder = folder;
  }

  GameData load() {
    auto gameFile = m_data.folder / "game.toml";
    if (!std::filesystem::exists(gameFile)) {
      m_diagnostics.add(SourceLocation{gameFile.string(), 0, 0}, "", "missing: every game folder needs a game.toml");
      m_diagnostics.throwIfAny();
    }
    loadGameFile(gameFile.string());
    buildScopes();
    loadSequence((m_data.folder / "sequence.toml").string());
    for (const auto& file : filesIn("tables")) loadTables(file);
    for (const auto& file : filesIn("procedures")) loadProcedures(file);
    for (const auto& file : filesIn("scenarios")) loadScenario(file);
    crossCheck();
    m_texts.finish(m_data);
    if (const RuleModule* module = findRuleModule(m_data.id)) {
      for (const auto& [type, handler] : module->actions) {
        if (isBuiltInAction(type)) {
          m_diagnostics.add(SourceLocation{(m_data.folder / "game.toml").string(), 0, 0}, "",
                            "the rule module of " + m_data.id + " redefines the built-in action '" + type + "'");
        }
      }
      // The module checks the data it relies on only once the generic checks pass.
      if (module->checkData && m_diagnostics.empty()) {
        m_data.sequence.flatten();
        module->checkData(m_data, m_diagnostics);
      }
      // A form offers an action at the steps its description names: they must exist.
      if (m_diagnostics.empty()) {
        m_data.sequence.flatten();
        for (const auto& [type, description] : module->descriptions) {
          for (const auto& step : stepsNamedIn(description.offeredWhen)) {
            if (!m_data.sequence.findStep(step)) {
              m_diagnostics.add(SourceLocation{(m_data.folder / "sequence.toml").string(), 0, 0}, "",
                                "the rule module's form offers " + type + " at the step '" + step +
                                    "'; the sequence has no such step");
            }
          }
        }
      }
    }
    m_diagnostics.throwIfAny();
    return std::move(m_data);
  }

 private:
  std::vector<std::string> filesIn(const std::string& subfolder) {
    std::vector<std::string> files;
    auto folder = m_data.folder / subfolder;
    if (!std::filesystem::is_directory(folder)) return files;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
      if (entry.path().extension() == ".toml") files.push_back(entry.path().string());
    }
    std::sort(files.begin(), files.end());
    return files;
  }

  // The seats the sides make: a partner is another side that names this one back (a
  // pair is held by one player, so it must be a pair both ways), and some side is played.
  void checkSeats(const std::vector<SourceLocation>& where) {
    const auto& sides = m_data.sides;
    bool anyPlayed = false;
    for (std::size_t i = 0; i < sides.size(); ++i) {
      const auto& side = sides[i];
      anyPlayed = anyPlayed || side.played;
      if (side.partner.empty()) continue;
      const std::string key = "side[" + std::to_string(i) + "].partner";
      const Side* partner = m_data.findSide(side.partner);
      if (!partner) {
        m_diagnostics.add(where[i], key, "no side '" + side.partner + "' to hold with '" + side.id + "'");
      } else if (partner->id == side.id) {
        m_diagnostics.add(where[i], key, "a side cannot be its own partner");
      } else if (partner->partner != side.id) {
        m_diagnostics.add(where[i], key, "'" + side.partner + "' must name '" + side.id + "' as its partner too");
      } else if (!side.played || !partner->played) {
        m_diagnostics.add(where[i], key, "a pair held by one player is played: remove played = false");
      }
    }
    if (!sides.empty() && !anyPlayed) {
      m_diagnostics.add(where.front(), "side", "no side is played by a player: remove played = false from one");
    }
  }

  void loadGameFile(const std::string& file) {
    auto root = detail::parseFile(file, m_diagnostics);
    if (!root) return;
    m_texts.translate(*root, file);
    TomlReader top(*root, file, "", m_diagnostics);
    if (auto game = top.table("game", true)) {
      auto reader = top.child(*game, "game");
      auto id = reader.text("id", true);
      m_data.id = id.value_or("");
      auto expected = m_data.folder.filename().string();
      if (id && *id != expected) reader.error("id", "'" + *id + "' must match the folder name '" + expected + "'");
      m_data.name = reader.text("name", true).value_or("");
      m_data.description = reader.text("description").value_or("");
      m_data.rulebook = reader.text("rulebook", true).value_or("");
      m_data.dataVersion = reader.text("data_version", true).value_or("");
      auto minPlayers = reader.integer("min_players", true);
      auto maxPlayers = reader.integer("max_players", true);
      m_data.minPlayers = static_cast<int>(minPlayers.value_or(1));
      m_data.maxPlayers = static_cast<int>(maxPlayers.value_or(1));
      // Only when both were read: a missing or mistyped one is reported already.
      if (minPlayers && maxPlayers && (m_data.minPlayers < 1 || m_data.maxPlayers < m_data.minPlayers)) {
        reader.error("max_players", "players must run from min_players >= 1 up to max_players");
      }
      m_data.d10ZeroReadsAs = reader.integer("d10_zero_reads_as").value_or(10);
      if (m_data.d10ZeroReadsAs != 0 && m_data.d10ZeroReadsAs != 10) {
        reader.error("d10_zero_reads_as", "a d10's 0 reads as 0 or as 10");
      }
      reader.finish();
    }
    std::vector<SourceLocation> where;
    for (auto& reader : top.tables("side", true)) {
      Side side;
      side.id = readId(reader).value_or("");
      side.name = reader.text("name", true).value_or("");
      side.color = reader.text("color").value_or("#808080");
      if (!isColor(side.color)) reader.error("color", "expected #rrggbb");
      side.played = reader.flag("played").value_or(true);
      side.partner = reader.text("partner").value_or("");
      where.push_back(reader.where());
      reader.finish();
      m_data.sides.push_back(std::move(side));
    }
    checkUnique(m_data.sides, where, "side", m_diagnostics);
    checkSeats(where);

    if (auto words = top.table("words")) {
      auto reader = top.child(*words, "words");
      for (auto&& [key, node] : *words) {
        std::string word(key.str());
        auto name = reader.text(word, true);
        if (!isValidId(word)) reader.error(word, "'" + word + "' is not a valid id");
        else if (name && name->empty()) reader.error(word, "a word's name cannot be empty");
        else if (name) m_data.wordNames[word] = *name;
      }
      reader.finish();
    }

    where.clear();
    for (auto& reader : top.tables("collection")) {
      Collection collection;
      collection.id = readId(reader).value_or("");
      collection.name = reader.text("name", true).value_or("");
      collection.items = reader.texts("items", true);
      collection.itemNames = reader.texts("item_names");
      for (const auto& item : collection.items) {
        if (!isValidId(item)) reader.error("items", "'" + item + "' is not a valid id");
      }
      if (collection.itemNames.empty()) collection.itemNames = collection.items;
      if (collection.itemNames.size() != collection.items.size()) {
        reader.error("item_names", "needs one name per item (" + std::to_string(collection.items.size()) + ")");
        collection.itemNames = collection.items;
      }
      if (collection.id == "side") reader.error("id", "'side' is reserved for the game's sides");
      where.push_back(reader.where());
      reader.finish();
      m_data.collections.push_back(std::move(collection));
    }
    checkUnique(m_data.collections, where, "collection", m_diagnostics);

    where.clear();
    for (auto& reader : top.tables("dice")) {
      where.push_back(reader.where());
      NamedDie die;
      die.id = readId(reader).value_or("");
      die.name = reader.text("name", true).value_or("");
      auto faces = reader.integer("faces", true).value_or(6);
      auto spec = parseDiceSpec("1d" + std::to_string(faces), m_data.d10ZeroReadsAs);
      if (!spec) reader.error("faces", spec.error());
      else die.spec = *spec;
      die.spec.label = die.id;
      die.spec.color = reader.text("color", true).value_or("#ffffff");
      reader.finish();
      m_data.dice.push_back(std::move(die));
    }
    checkUnique(m_data.dice, where, "dice", m_diagnostics);

    where.clear();
    for (auto& reader : top.tables("deck")) {
      where.push_back(reader.where());
      Deck deck;
      deck.id = readId(reader).value_or("");
      deck.name = reader.text("name", true).value_or("");
      deck.size = static_cast<int>(reader.integer("size", true).value_or(0));
      deck.rule = reader.text("rule").value_or("");
      std::vector<SourceLocation> cardWhere;
      for (auto& cardReader : reader.tables("card")) {
        cardWhere.push_back(cardReader.where());
        Card card{readId(cardReader).value_or(""), cardReader.text("name", true).value_or("")};
        cardReader.finish();
        deck.cards.push_back(std::move(card));
      }
      checkUnique(deck.cards, cardWhere, reader.pathOf("card"), m_diagnostics);
      if (deck.size < 1) reader.error("size", "a deck holds at least one card");
      if (!deck.cards.empty() && static_cast<int>(deck.cards.size()) != deck.size) {
        reader.error("card", "lists " + std::to_string(deck.cards.size()) + " cards but size is " +
                                 std::to_string(deck.size));
      }
      reader.finish();
      m_data.decks.push_back(std::move(deck));
    }
    checkUnique(m_data.decks, where, "deck", m_diagnostics);

    std::vector<ValueDef> defs;
    where.clear();
    for (auto& reader : top.tables("value")) {
      ValueDef def;
      def.where = reader.where();
      def.id = readId(reader).value_or("");
      def.name = reader.text("name", true).value_or("");
      def.kind = readKind(reader, "kind", ValueKind::Integer).value_or(ValueKind::Integer);
      def.min = reader.integer("min");
      def.max = reader.integer("max");
      def.clamp = reader.flag("clamp").value_or(false);
      def.choices = reader.texts("choices");
      def.per = reader.text("per").value_or("");
      def.group = reader.text("group").value_or("");
      def.rule = reader.text("rule").value_or("");
      if (def.id == StateSchema::turnKey || def.id == StateSchema::stepKey) {
        reader.error("id", "'" + def.id + "' is kept by the sequence of play");
      }
      // sum_sides(p, ...) and its kin read the sides under this name: a value named so
      // would be read instead (issue 17).
      if (def.id == Expression::sidesName) {
        reader.error("id", "'sides' is what sum_sides() and its kin read the sides from: give the value another id");
      }
      if (def.kind != ValueKind::Integer && (def.min || def.max || def.clamp)) {
        reader.error("min", "only int values have a range");
      }
      if (def.min && def.max && *def.min > *def.max) reader.error("max", "max is below min");
      if (def.kind != ValueKind::Text && !def.choices.empty()) reader.error("choices", "only text values have choices");
      if (!def.per.empty() && def.per != "side" &&
          std::none_of(m_data.collections.begin(), m_data.collections.end(),
                       [&](const Collection& c) { return c.id == def.per; })) {
        reader.error("per", "no collection named '" + def.per + "' (nor 'side')");
      }
      if (auto start = reader.node("start", true)) {
        auto value = detail::valueOf(*start);
        if (!value || kindOf(*value) != def.kind) {
          reader.error("start", std::string("expected ") + std::string(kindName(def.kind)) + ", found " +
                                    detail::typeName(*start));
        } else {
          def.start = *value;
          // The range and choices are checked here, once per value and at its start key
          // (not once per side or item at the [[value]] header), with the schema's words.
          ValueDef alone = def;
          alone.per.clear();
          StateSchema probe;
          probe.build({alone}, {}, {});
          if (auto problem = probe.check(0, def.start)) reader.error("start", *problem);
        }
      }
      if (def.kind == ValueKind::Flag && !std::holds_alternative<bool>(def.start)) def.start = false;
      if (def.kind == ValueKind::Text && !std::holds_alternative<std::string>(def.start)) def.start = std::string();
      where.push_back(def.where);
      reader.finish();
      defs.push_back(std::move(def));
    }
    checkUnique(defs, where, "value", m_diagnostics);
    m_data.schema.build(std::move(defs), m_data.sides, m_data.collections);
    m_valueScope.schema = &m_data.schema;
    for (const auto& slot : m_data.schema.slots()) m_valueScope.names.insert(slot.key);
    m_valueScope.names.insert(StateSchema::turnKey);
    m_valueScope.names.insert(StateSchema::stepKey);
    m_valueScope.sides = &m_data.sides;
    // partner.<side>, partner[side]: the other side of a pair (1.0 of Grand Siècle), as
    // game.toml declares it once.
    for (const auto& side : m_data.sides) {
      if (side.partner.empty()) continue;
      m_valueScope.names.insert(std::string(StateSchema::partnerBase) + "." + side.id);
      m_valueScope.sealedBases.insert(StateSchema::partnerBase);
    }
    if (m_valueScope.sealedBases.count(StateSchema::partnerBase) &&
        (m_data.schema.isIndexedBase(StateSchema::partnerBase) || m_data.schema.find(StateSchema::partnerBase))) {
      m_diagnostics.add(SourceLocation{file, 0, 0}, "value",
                        "'partner' reads the other side of a pair (partner[side]): give the value another id");
    }
    if (!m_data.schema.isIndexedBase("player")) {
      m_valueScope.players = true;
      for (const auto& side : m_data.sides) m_valueScope.names.insert("player." + side.id);
    }

    where.clear();
    for (auto& reader : top.tables("timer")) {
      where.push_back(reader.where());
      TimerDef timer;
      timer.id = readId(reader).value_or("");
      timer.name = reader.text("name", true).value_or("");
      // Without `seconds` the timer is the players' own (seconds = 0 in TimerDef): they
      // choose its length each time they start it. A rulebook's timer cites its rule; a
      // players' aid has none to cite, so its `rule` may be left out.
      auto seconds = reader.integer("seconds");
      timer.rule = reader.text("rule", seconds.has_value()).value_or("");
      if (seconds) {
        timer.seconds = *seconds;
        if (*seconds < 1) reader.error("seconds", "a timer runs at least 1 second (leave seconds out for a timer the players set)");
        // The engine counts in milliseconds; a day is far beyond any negotiation phase.
        if (*seconds > 86400) reader.error("seconds", "a timer runs at most 86400 seconds (a day)");
      }
      reader.finish();
      m_data.timers.push_back(std::move(timer));
    }
    checkUnique(m_data.timers, where, "timer", m_diagnostics);

    where.clear();
    for (auto& reader : top.tables("sealed")) {
      where.push_back(reader.where());
      SealedDef sealed;
      sealed.id = readId(reader).value_or("");
      sealed.name = reader.text("name", true).value_or("");
      sealed.rule = reader.text("rule", true).value_or("");
      sealed.sides = reader.texts("sides");
      for (const auto& side : sealed.sides) {
        if (!m_data.findSide(side)) reader.error("sides", "no side named '" + side + "'");
      }
      if (sealed.sides.empty()) {
        for (const auto& side : m_data.sides) sealed.sides.push_back(side.id);
      }
      sealed.kind = readKind(reader, "kind", ValueKind::Integer).value_or(ValueKind::Integer);
      sealed.min = reader.integer("min");
      sealed.max = reader.integer("max");
      sealed.choices = reader.texts("choices");
      NameScope whoScope;
      whoScope.outer = &m_valueScope;
      whoScope.names.insert("side");
      sealed.when = readExpression(reader, "when", whoScope);
      NameScope limitScope;
      limitScope.outer = &m_valueScope;
      limitScope.names = {"side", "value"};
      sealed.limits = readLimits(reader, limitScope, {}, false, "the sealed entry '" + sealed.id + "'");
      NameScope refusalScope;
      refusalScope.outer = &m_valueScope;
      refusalScope.names = {"side", "side_name", "value"};
      sealed.refusals = readRefusals(reader, refusalScope, "the sealed entry '" + sealed.id + "'");
      reader.finish();
      m_data.sealed.push_back(std::move(sealed));
    }
    checkUnique(m_data.sealed, where, "sealed", m_diagnostics);
    top.finish();
  }

  void buildScopes() {
    m_stateScope.outer = &m_valueScope;
    for (const auto& sealed : m_data.sealed) {
      for (const auto& side : sealed.sides) m_stateScope.names.insert("sealed." + sealed.id + "." + side);
      m_stateScope.sealedBases.insert("sealed." + sealed.id);
    }
  }

  void loadSequence(const std::string& file) {
    if (!std::filesystem::exists(file)) {
      m_diagnostics.add(SourceLocation{file, 0, 0}, "", "missing: every game needs its sequence of play");
      return;
    }
    auto root = detail::parseFile(file, m_diagnostics);
    if (!root) return;
    m_texts.translate(*root, file);
    TomlReader top(*root, file, "", m_diagnostics);
    if (auto settings = top.table("sequence", true)) {
      auto reader = top.child(*settings, "sequence");
      auto& sequence = m_data.sequence;
      sequence.turnName = reader.text("turn_name").value_or("Turn");
      sequence.firstTurn = reader.integer("first_turn").value_or(1);
      sequence.lastTurn = reader.integer("last_turn");
      sequence.endWhen = readExpression(reader, "end_when", m_stateScope);
      if (sequence.lastTurn && *sequence.lastTurn < sequence.firstTurn) {
        reader.error("last_turn", "the last turn comes before the first");
      }
      reader.finish();
    }
    for (auto& reader : top.tables("phase", true)) m_data.sequence.phases.push_back(readNode(reader));
    top.finish();
    m_data.sequence.flatten();
    if (m_data.sequence.steps.empty()) m_diagnostics.add(SourceLocation{file, 0, 0}, "phase", "no steps");
    std::map<std::string, std::size_t> seen;
    for (const auto& step : m_data.sequence.steps) {
      if (!seen.emplace(step.id, 0).second) {
        m_diagnostics.add(step.leaf().where, step.id, "two steps have the same path");
      }
    }
  }

  SequenceNode readNode(TomlReader& reader) {
    SequenceNode node;
    node.where = reader.where();
    node.id = readId(reader).value_or("");
    node.name = reader.text("name", true).value_or("");
    node.rule = reader.text("rule").value_or("");
    node.when = readExpression(reader, "when", m_stateScope);
    node.prompt = readTemplate(reader, "prompt", m_stateScope);
    node.board = readConditionalTexts(reader, "board", m_stateScope);
    node.procedures = reader.texts("procedures");
    node.sealed = reader.texts("sealed");
    node.timer = reader.text("timer").value_or("");
    node.side = reader.text("side").value_or("");
    for (auto& child : reader.tables("step")) node.children.push_back(readNode(child));
    // Each reference is reported at its own key, not at the step's header.
    m_nodeChecks.push_back({reader.file(), reader.path(), node.where, node.procedures, node.sealed, node.timer, node.side,
                            reader.whereOf("procedures"), reader.whereOf("sealed"), reader.whereOf("timer"),
                            reader.whereOf("side")});
    reader.finish();
    return node;
  }

  void loadTables(const std::string& file) {
    auto root = detail::parseFile(file, m_diagnostics);
    if (!root) return;
    m_texts.translate(*root, file);
    TomlReader top(*root, file, "", m_diagnostics);
    for (auto& reader : top.tables("table", true)) m_data.tables.push_back(readTable(reader));
    top.finish();
  }

  std::optional<TableAxis> readAxis(TomlReader& parent, std::string_view key, bool required) {
    auto table = parent.table(key, required);
    if (!table) return std::nullopt;
    auto reader = parent.child(*table, parent.pathOf(key));
    TableAxis axis;
    axis.name = reader.text("name", true).value_or("");
    auto kind = reader.text("kind").value_or("int");
    if (kind == "int") axis.kind = ValueKind::Integer;
    else if (kind == "text") axis.kind = ValueKind::Text;
    else reader.error("kind", "'" + kind + "' is not an axis kind; expected int or text");
    axis.clamp = reader.flag("clamp").value_or(false);
    if (axis.clamp && axis.kind == ValueKind::Text) reader.error("clamp", "only number axes clamp");
    // Only columns list their keys here; rows take theirs from [[table.row]]. Reading
    // "keys" for rows too let a table load with more row keys than rows, and no cells.
    if (key == "columns") {
      for (const auto& text : reader.texts("keys", true)) addKey(axis, text, reader, "keys");
    }
    reader.finish();
    return axis;
  }

  void addKey(TableAxis& axis, const std::string& text, TomlReader& reader, std::string_view key) {
    auto parsed = TableAxis::parseKey(text, axis.kind);
    if (!parsed) {
      reader.error(key, "'" + text + "' is not a key; write 3, 3-4, <=2, >=12 or 12+");
      return;
    }
    for (const auto& other : axis.keys) {
      bool overlap = axis.kind == ValueKind::Text ? other.text == parsed->text
                                                  : parsed->low <= other.high && other.low <= parsed->high;
      if (overlap) reader.error(key, "'" + text + "' overlaps the key '" + other.text + "'");
    }
    axis.keys.push_back(*parsed);
  }

  Table readTable(TomlReader& reader) {
    Table table;
    table.where = reader.where();
    table.id = readId(reader).value_or("");
    table.name = reader.text("name", true).value_or("");
    table.rule = reader.text("rule", true).value_or("");
    table.note = reader.text("note").value_or("");
    for (auto& fieldReader : reader.tables("field", true)) {
      TableField field;
      field.id = readId(fieldReader).value_or("");
      field.name = fieldReader.text("name", true).value_or("");
      field.kind = readKind(fieldReader, "kind", ValueKind::Integer).value_or(ValueKind::Integer);
      field.choices = fieldReader.texts("choices");
      if (!field.choices.empty() && field.kind != ValueKind::Text) fieldReader.error("choices", "only a text field has choices");
      field.min = fieldReader.integer("min");
      field.max = fieldReader.integer("max");
      if (field.kind != ValueKind::Integer && (field.min || field.max)) fieldReader.error("min", "only a number field has a range");
      if (field.min && field.max && *field.min > *field.max) fieldReader.error("max", "max is below min");
      fieldReader.finish();
      table.fields.push_back(std::move(field));
    }
    table.rows = readAxis(reader, "rows", true).value_or(TableAxis{});
    table.columns = readAxis(reader, "columns", false);
    auto rowReaders = reader.tables("row", true);
    for (auto& rowReader : rowReaders) {
      auto key = rowReader.text("key", true);
      if (key) addKey(table.rows, *key, rowReader, "key");
      if (table.columns) {
        auto cells = rowReader.array("cells", true);
        std::size_t count = cells ? cells->size() : 0;
        if (cells && count != table.columns->keys.size()) {
          rowReader.error("cells", "has " + std::to_string(count) + " cells but there are " +
                                       std::to_string(table.columns->keys.size()) + " columns");
        }
        for (std::size_t c = 0; c < table.columns->keys.size(); ++c) {
          if (cells && c < count) {
            table.cells.push_back(readCell(table, *cells->get(c), rowReader,
                                           rowReader.pathOf("cells") + "[" + std::to_string(c) + "]"));
          } else {
            table.cells.push_back(TableCell{false, {}, rowReader.where(), {}});
          }
        }
      } else if (auto result = rowReader.node("result", true)) {
        table.cells.push_back(readCell(table, *result, rowReader, rowReader.pathOf("result")));
      } else {
        table.cells.push_back(TableCell{false, {}, rowReader.where(), {}});
      }
      rowReader.finish();
    }
    if (table.rows.keys.size() != rowReaders.size()) {
      // A row whose key failed to read: keep cells and keys aligned by dropping the table's cells.
      table.cells.clear();
    }
    reader.finish();
    return table;
  }

  TableCell readCell(const Table& table, const toml::node& node, TomlReader& reader, const std::string& path) {
    TableCell cell;
    cell.where = detail::locationOf(reader.file(), node);
    if (auto text = node.as_string(); text && text->get() == "?") return cell;  // not printed: players' chart
    // An inferred cell, { inferred = <value or { field = value }>, ruling = "A2" }: the
    // rulebook does not pin it down; the game's house ruling gives it (NOTES.md).
    if (auto entry = node.as_table(); entry && entry->contains("inferred") && !table.fieldIndex("inferred")) {
      for (const auto& [key, item] : *entry) {
        if (key.str() != "inferred" && key.str() != "ruling") {
          reader.errorAt(item, path + "." + std::string(key.str()), "unknown key: an inferred cell has inferred and ruling");
        }
      }
      auto ruling = entry->get("ruling");
      if (!ruling || !ruling->is_string() || ruling->as_string()->get().empty()) {
        reader.errorAt(node, path, "an inferred cell names its house ruling: ruling = \"A2\" (NOTES.md)");
      } else {
        cell.inferredBy = ruling->as_string()->get();
        if (!notesHaveRuling(cell.inferredBy)) {
          reader.errorAt(*ruling, path + ".ruling", "NOTES.md has no house ruling **" + cell.inferredBy + "**");
        }
      }
      TableCell values = readCell(table, *entry->get("inferred"), reader, path + ".inferred");
      if (!values.known) reader.errorAt(node, path, "an inferred cell gives its values; \"?\" is an unknown cell");
      cell.values = std::move(values.values);
      return cell;
    }
    cell.known = true;
    auto checkValue = [&](const TableField& field, const toml::node& item, const std::string& itemPath) {
      auto value = detail::valueOf(item);
      if (!value || kindOf(*value) != field.kind) {
        reader.errorAt(item, itemPath, "expected " + std::string(kindName(field.kind)) + " for '" + field.id +
                                           "', found " + detail::typeName(item));
        return Value{};
      }
      if (auto number = std::get_if<std::int64_t>(&*value);
          number && ((field.min && *number < *field.min) || (field.max && *number > *field.max))) {
        reader.errorAt(item, itemPath, std::to_string(*number) + " is outside '" + field.id + "''s range " +
                                           std::to_string(field.min.value_or(*number)) + "-" +
                                           std::to_string(field.max.value_or(*number)));
      }
      return *value;
    };
    if (auto entry = node.as_table()) {
      for (const auto& field : table.fields) {
        if (auto item = entry->get(field.id)) cell.values.push_back(checkValue(field, *item, path + "." + field.id));
        else reader.errorAt(node, path, "missing the field '" + field.id + "'");
      }
      for (const auto& [key, item] : *entry) {
        if (!table.fieldIndex(key.str())) reader.errorAt(item, path + "." + std::string(key.str()), "unknown field");
      }
    } else if (table.fields.size() == 1) {
      cell.values.push_back(checkValue(table.fields[0], node, path));
    } else {
      reader.errorAt(node, path, "a table with several fields needs { field = value, ... } or \"?\" in each cell");
    }
    return cell;
  }

  // Whether the game's NOTES.md decides the ruling an inferred cell names ("**A2**").
  bool notesHaveRuling(const std::string& ruling) {
    if (!m_notes) {
      const auto file = m_data.folder / "NOTES.md";
      std::error_code absent;
      auto text = std::filesystem::exists(file, absent) ? readDataFile(file) : std::string();
      if (!text) m_diagnostics.add(SourceLocation{file.string(), 0, 0}, "", text.error());
      m_notes = text ? *text : std::string();
    }
    return m_notes->find("**" + ruling + "**") != std::string::npos;
  }

  void loadProcedures(const std::string& file) {
    auto root = detail::parseFile(file, m_diagnostics);
    if (!root) return;
    m_texts.translate(*root, file);
    TomlReader top(*root, file, "", m_diagnostics);
    for (auto& reader : top.tables("procedure", true)) m_data.procedures.push_back(readProcedure(reader));
    top.finish();
  }

  InputDef readInput(TomlReader& reader) {
    InputDef input;
    input.id = readId(reader).value_or("");
    input.name = reader.text("name", true).value_or("");
    input.prompt = reader.text("prompt").value_or("");
    input.rule = reader.text("rule").value_or("");
    auto kind = reader.text("kind", true).value_or("number");
    static const std::map<std::string, InputKind> kinds{{"dice", InputKind::Dice},   {"number", InputKind::Number},
                                                        {"choice", InputKind::Choice}, {"flag", InputKind::Flag},
                                                        {"card", InputKind::Card},   {"side", InputKind::Side}};
    if (auto found = kinds.find(kind); found != kinds.end()) input.kind = found->second;
    else reader.error("kind", "'" + kind + "' is not an input kind; expected dice, number, choice, flag, card or side");
    if (input.kind == InputKind::Dice) {
      auto dice = reader.text("dice", true).value_or("1d6");
      if (auto named = m_data.findDie(dice)) {
        input.dice = named->spec;
      } else if (auto spec = parseDiceSpec(dice, m_data.d10ZeroReadsAs)) {
        input.dice = *spec;
      } else {
        reader.error("dice", spec.error() + ", or a die named in game.toml");
      }
    }
    if (input.kind == InputKind::Number) {
      input.min = reader.integer("min");
      input.max = reader.integer("max");
    }
    if (input.kind == InputKind::Choice) {
      input.choices = reader.texts("choices", true);
      if (input.choices.empty()) reader.error("choices", "a choice needs at least one word");
    }
    if (input.kind == InputKind::Card) {
      input.deck = reader.text("deck", true).value_or("");
      if (!input.deck.empty() && !m_data.findDeck(input.deck)) reader.error("deck", "no deck named '" + input.deck + "'");
    }
    if (auto fallback = reader.node("default")) {
      auto value = detail::valueOf(*fallback);
      if (!value) reader.error("default", "expected a value, found " + detail::typeName(*fallback));
      else input.defaultValue = *value;
      if (input.kind == InputKind::Dice) reader.error("default", "dice are rolled, never defaulted");
    }
    // Asked only of some sides: the others keep the default, so it needs one.
    NameScope whenScope;
    whenScope.outer = &m_stateScope;
    whenScope.names.insert("side");
    input.when = readExpression(reader, "when", whenScope);
    if (!input.when.empty() && !input.defaultValue) {
      reader.error("when", "an input asked only of some sides needs a default, which the others keep");
    }
    reader.finish();
    return input;
  }

  // [[...limit]]: how many times, per what span, counted per whom (limit.hpp), each named
  // by its id (readElementId). `arguments`: the names `by` may give besides side and
  // player. `spanned`: false for a sealed entry, whose span is its round.
  std::vector<LimitDef> readLimits(TomlReader& reader, const NameScope& scope, const std::vector<std::string>& arguments,
                                   bool spanned, const std::string& owner) {
    std::vector<LimitDef> limits;
    std::map<std::string, SourceLocation> ids;
    for (auto& limitReader : reader.tables("limit")) {
      LimitDef limit;
      limit.id = readElementId(limitReader, ids, "limit", owner, "what it limits (id = \"once_a_turn\")");
      limit.rule = limitReader.text("rule", true).value_or("");
      limit.text = limitReader.text("text").value_or("");
      limit.times = limitReader.integer("times").value_or(1);
      if (limit.times < 1) limitReader.error("times", "a limit allows at least once");
      if (!spanned && limitReader.raw().contains("per")) {
        limitReader.error("per", "a sealed entry's limit runs over its round (until the reveal): leave out 'per'");
      }
      limit.per = limitReader.text("per").value_or("turn");
      if (limit.per != "turn" && limit.per != "phase" && limit.per != "step" && limit.per != "game" &&
          !m_data.schema.find(limit.per)) {
        limitReader.error("per", "'" + limit.per + "' is not turn, phase, step, game or a value of the game");
      }
      limit.by = limitReader.texts("by");
      for (const auto& part : limit.by) {
        if (part != "side" && part != "player" && std::find(arguments.begin(), arguments.end(), part) == arguments.end()) {
          limitReader.error("by", "'" + part + "' is not side, player" + (arguments.empty() ? "" : " or an input"));
        }
      }
      limit.counter = limitReader.text("counter").value_or("");
      limit.when = readExpression(limitReader, "when", scope);
      limitReader.finish();
      limits.push_back(std::move(limit));
    }
    return limits;
  }

  // The id a refusal, a limit or a modifier must have, unique within `owner` ("the
  // procedure 'tax'"): its translation is keyed by its id, not by its place, so one
  // inserted before others cannot move their translations onto the wrong sentences.
  // `what` is "refusal", "limit" or "modifier"; `naming` says what the id names, with an
  // example ("what it refuses (id = \"at_peace\")").
  std::string readElementId(TomlReader& reader, std::map<std::string, SourceLocation>& ids, const std::string& what,
                            const std::string& owner, const std::string& naming) {
    if (!reader.raw().contains("id")) {
      reader.error("", "a " + what + " of " + owner + " has no id: name " + naming + ", unique within it");
      return "";
    }
    auto id = readId(reader);
    if (!id) return "";
    auto [first, fresh] = ids.emplace(*id, reader.whereOf("id"));
    if (!fresh) {
      reader.error("id", "two " + what + "s of " + owner + " have the id '" + *id + "' (first at " + first->second.file +
                             ":" + std::to_string(first->second.line) + ")");
    }
    return *id;
  }

  // [[...refuse]]: what the rulebook forbids, each named by its id (readElementId).
  std::vector<RefusalDef> readRefusals(TomlReader& reader, const NameScope& scope, const std::string& owner) {
    std::vector<RefusalDef> refusals;
    std::map<std::string, SourceLocation> ids;
    for (auto& refusalReader : reader.tables("refuse")) {
      RefusalDef refusal;
      refusal.id = readElementId(refusalReader, ids, "refusal", owner, "what it refuses (id = \"at_peace\")");
      refusal.when = readExpression(refusalReader, "when", scope, true);
      refusal.text = readTemplate(refusalReader, "text", scope, true);
      refusal.rule = refusalReader.text("rule", true).value_or("");
      refusalReader.finish();
      refusals.push_back(std::move(refusal));
    }
    return refusals;
  }

  Procedure readProcedure(TomlReader& reader) {
    Procedure procedure;
    procedure.where = reader.where();
    procedure.id = readId(reader).value_or("");
    procedure.name = reader.text("name", true).value_or("");
    procedure.rule = reader.text("rule", true).value_or("");
    procedure.description = reader.text("description").value_or("");
    std::vector<SourceLocation> inputWhere;
    for (auto& inputReader : reader.tables("input")) {
      inputWhere.push_back(inputReader.whereOf("id"));
      procedure.inputs.push_back(readInput(inputReader));
    }

    NameScope scope;
    scope.outer = &m_stateScope;
    for (std::size_t i = 0; i < procedure.inputs.size(); ++i) {
      const auto& input = procedure.inputs[i];
      auto path = reader.pathOf("input") + "[" + std::to_string(i) + "].id";
      // Reported at the input's id with its key path (it was the procedure's header and
      // the bare id). The names the engine sets while resolving are refused too: an input
      // named "side" was silently replaced by the acting side.
      if (scope.knows(input.id)) {
        m_diagnostics.add(inputWhere[i], path, "'" + input.id + "' hides the state value of that name");
      } else if (input.id == "side" || input.id == "side_name" || input.id == "modifiers" || input.id == "total" ||
                 input.id == "outcome" || input.id == "preview") {
        m_diagnostics.add(inputWhere[i], path,
                          "'" + input.id + "' is set by the engine (side, side_name, modifiers, total, outcome, preview); "
                          "choose another id");
      } else if (input.id == Expression::sidesName) {
        // Like a value of that name (above): sum_sides(p, ...) would read the input.
        m_diagnostics.add(inputWhere[i], path,
                          "'sides' is what sum_sides() and its kin read the sides from: give the input another id");
      }
      scope.names.insert(input.id);
      for (int face = 1; input.kind == InputKind::Dice && face <= input.dice.count; ++face) {
        scope.names.insert(input.id + "_" + std::to_string(face));
      }
    }
    scope.names.insert("side");
    scope.names.insert("side_name");  // the acting side as the players read it, for texts
    // A preview from no saved game reads no books (EffectsChecked): what a book lacks is
    // not refused there.
    scope.names.insert("preview");
    scope.names.insert("modifiers");
    std::map<std::string, SourceLocation> modifierIds;
    for (auto& modifierReader : reader.tables("modifier")) {
      ModifierDef modifier;
      modifier.id = readElementId(modifierReader, modifierIds, "modifier", "the procedure '" + procedure.id + "'",
                                  "what it counts (id = \"in_forest\")");
      modifier.name = modifierReader.text("name", true).value_or("");
      modifier.rule = modifierReader.text("rule", true).value_or("");
      modifier.when = readExpression(modifierReader, "when", scope);
      modifier.value = readExpression(modifierReader, "value", scope, true);
      modifierReader.finish();
      procedure.modifiers.push_back(std::move(modifier));
    }
    procedure.total = readExpression(reader, "total", scope);
    if (!procedure.total.empty()) scope.names.insert("total");
    if (auto lookup = reader.table("lookup")) {
      auto lookupReader = reader.child(*lookup, reader.pathOf("lookup"));
      LookupDef def;
      def.table = lookupReader.text("table", true).value_or("");
      def.row = readExpression(lookupReader, "row", scope, true);
      def.column = readExpression(lookupReader, "column", scope);
      if (auto table = m_data.findTable(def.table)) {
        for (const auto& field : table->fields) {
          // A field is set after the inputs and would silently replace one of the same name.
          if (scope.knows(field.id) || field.id == "outcome") {
            lookupReader.error("table", "the field '" + field.id + "' of the table '" + def.table +
                                            "' has the name of an input or a value of the game");
          }
          scope.names.insert(field.id);
        }
        if (table->columns && def.column.empty()) lookupReader.error("column", "the table '" + def.table + "' has columns");
        if (!table->columns && !def.column.empty()) lookupReader.error("column", "the table '" + def.table + "' has none");
      } else {
        lookupReader.error("table", "no table named '" + def.table + "'");
        scope.lenient = true;
      }
      lookupReader.finish();
      procedure.lookup = std::move(def);
    }
    // Read where the outcomes are: a refusal may read the modifiers, the total and the
    // table's fields (a peace refused below 5 PP, 14.10 errata).
    procedure.refusals = readRefusals(reader, scope, "the procedure '" + procedure.id + "'");
    for (auto& outcomeReader : reader.tables("outcome")) {
      OutcomeDef outcome;
      if (outcomeReader.raw().contains("id")) outcome.id = readId(outcomeReader).value_or("");
      else outcome.id = "outcome_" + std::to_string(procedure.outcomes.size() + 1);
      outcome.when = readExpression(outcomeReader, "when", scope);
      outcome.text = readTemplate(outcomeReader, "text", scope, true);
      outcomeReader.finish();
      procedure.outcomes.push_back(std::move(outcome));
    }
    if (!procedure.lookup && procedure.outcomes.empty()) {
      reader.error("outcome", "a procedure needs a lookup, outcomes, or both");
    }
    scope.names.insert("outcome");
    for (auto& effectReader : reader.tables("effect")) {
      EffectDef effect;
      effect.when = readExpression(effectReader, "when", scope);
      effect.target = readTemplate(effectReader, "target", scope, true);
      effect.rule = effectReader.text("rule").value_or(procedure.rule);
      bool hasSet = effectReader.raw().contains("set");
      bool hasAdd = effectReader.raw().contains("add");
      if (hasSet == hasAdd) effectReader.error("", "an effect has exactly one of 'set' or 'add'");
      effect.op = hasSet ? EffectOp::Set : EffectOp::Add;
      effect.amount = readExpression(effectReader, hasSet ? "set" : "add", scope, true);
      effectReader.finish();
      procedure.effects.push_back(std::move(effect));
    }
    procedure.board = readConditionalTexts(reader, "board", scope);
    std::vector<std::string> inputIds;
    for (const auto& input : procedure.inputs) inputIds.push_back(input.id);
    NameScope limitScope;
    limitScope.outer = &m_stateScope;
    limitScope.names = {"side"};
    limitScope.names.insert(inputIds.begin(), inputIds.end());
    procedure.limits = readLimits(reader, limitScope, inputIds, true, "the procedure '" + procedure.id + "'");
    reader.finish();
    return procedure;
  }

  void loadScenario(const std::string& file) {
    auto root = detail::parseFile(file, m_diagnostics);
    if (!root) return;
    m_texts.translate(*root, file);
    TomlReader top(*root, file, "", m_diagnostics);
    if (auto table = top.table("scenario", true)) {
      auto reader = top.child(*table, "scenario");
      Scenario scenario;
      scenario.where = reader.where();
      scenario.id = readId(reader).value_or("");
      scenario.name = reader.text("name", true).value_or("");
      scenario.description = reader.text("description").value_or("");
      scenario.rule = reader.text("rule", true).value_or("");
      scenario.firstTurn = reader.integer("first_turn");
      scenario.lastTurn = reader.integer("last_turn");
      scenario.setup = reader.texts("setup");
      if (scenario.lastTurn && *scenario.lastTurn < scenario.firstTurn.value_or(m_data.sequence.firstTurn)) {
        reader.error("last_turn", "the last turn comes before the first");
      }
      if (auto start = reader.table("start")) {
        for (const auto& [key, node] : *start) {
          auto path = "scenario.start." + std::string(key.str());
          auto slot = m_data.schema.find(key.str());
          auto value = detail::valueOf(node);
          if (!slot) {
            reader.errorAt(node, path, "no value named '" + std::string(key.str()) + "' in game.toml");
          } else if (!value) {
            reader.errorAt(node, path, "expected a value, found " + detail::typeName(node));
          } else if (auto problem = m_data.schema.check(*slot, *value)) {
            reader.errorAt(node, path, *problem);
          } else {
            scenario.start[std::string(key.str())] = *value;
          }
        }
      }
      reader.finish();
      m_data.scenarios.push_back(std::move(scenario));
    }
    top.finish();
  }

  void crossCheck() {
    for (const auto& check : m_nodeChecks) {
      for (const auto& procedure : check.procedures) {
        if (!m_data.findProcedure(procedure)) {
          m_diagnostics.add(check.proceduresWhere, check.path + ".procedures", "no procedure named '" + procedure + "'");
        }
      }
      for (const auto& sealed : check.sealed) {
        if (!m_data.findSealed(sealed)) {
          m_diagnostics.add(check.sealedWhere, check.path + ".sealed", "no sealed entry named '" + sealed + "'");
        }
      }
      if (!check.timer.empty() && !m_data.findTimer(check.timer)) {
        m_diagnostics.add(check.timerWhere, check.path + ".timer", "no timer named '" + check.timer + "'");
      }
      if (!check.side.empty() && !m_data.findSide(check.side)) {
        m_diagnostics.add(check.sideWhere, check.path + ".side", "no side named '" + check.side + "'");
      }
    }
    auto checkAll = [&](const auto& items, const auto& where, const char* what) {
      std::vector<SourceLocation> locations;
      for (const auto& item : items) locations.push_back(where(item));
      checkUnique(items, locations, what, m_diagnostics);
    };
    checkAll(m_data.tables, [](const Table& t) { return t.where; }, "table");
    checkAll(m_data.procedures, [](const Procedure& p) { return p.where; }, "procedure");
    checkAll(m_data.scenarios, [](const Scenario& s) { return s.where; }, "scenario");
    if (m_data.scenarios.empty()) {
      m_diagnostics.add(SourceLocation{(m_data.folder / "scenarios").string(), 0, 0}, "",
                        "a game needs at least one scenario");
    }
  }

  struct NodeCheck {
    std::string file;
    std::string path;
    SourceLocation where;
    std::vector<std::string> procedures;
    std::vector<std::string> sealed;
    std::string timer;
    std::string side;
    SourceLocation proceduresWhere;
    SourceLocation sealedWhere;
    SourceLocation timerWhere;
    SourceLocation sideWhere;
  };

  GameData m_data;
  Diagnostics m_diagnostics;
  detail::TextOverlay m_texts;  // after m_diagnostics, which it reports to
  std::optional<std::string> m_notes;  // NOTES.md, read once when an inferred cell names a ruling
  NameScope m_valueScope;  // the values of game.toml, turn and step
  NameScope m_stateScope;  // and the sealed values: what the sequence and procedures read
  std::vector<NodeCheck> m_nodeChecks;
};

}  // namespace

GameData loadGame(const std::filesystem::path& folder, const std::string& language) {
  return GameLoader(folder, language).load();
}

std::vector<std::string> listGames(const std::filesystem::path& dataDirectory) {
  std::vector<std::string> games;
  auto folder = dataDirectory / "games";
  if (!std::filesystem::is_directory(folder)) return games;
  // Every folder is a game, game.toml or not: one without it is listed so that loading
  // it says what is missing, rather than the game vanishing from the list in silence.
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    auto name = entry.path().filename().string();
    if (entry.is_directory() && !name.starts_with(".")) games.push_back(std::move(name));
  }
  std::sort(games.begin(), games.end());
  return games;
}

}  // namespace adc
