// `adc`: the headless front end of Aide-de-camp. Every command prints what it did or
// why not; exit status 0 on success, 1 on a refused action or a usage error, 2 on bad
// game data or a bad save.

#include "cli_help.hpp"
#include "cli_support.hpp"
#include "json_report.hpp"

#include "adc/book_changes.hpp"
#include "adc/built_in_actions.hpp"
#include "adc/chart_exchange.hpp"
#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"
#include "adc/input_words.hpp"
#include "adc/ledger.hpp"
#include "adc/action_codec.hpp"
#include "adc/clock.hpp"
#include "adc/data_paths.hpp"
#include "adc/odds.hpp"
#include "adc/rule_module.hpp"
#include "adc/save_file.hpp"
#include "adc/text_checks.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <set>

namespace adc::cli {
namespace {

struct Options {
  std::string dataFolder;
  // --lang: the games' texts and the engine's sentences in this language (game_texts.hpp);
  // by default the system's (LC_ALL, LC_MESSAGES, LANG), as on aide-de-camp.
  std::string language;
  bool onlyMissing = false;
  std::string game;
  std::string table;
  std::string procedure;
  std::string scenario;
  std::string side;
  std::string save;
  std::string action;
  std::string reason;
  std::vector<std::string> assignments;
  std::vector<std::string> players;
  std::string from;  // adc resolve --from SAVE
  std::string exportFile;
  std::string importFile;
  bool replace = false;
  std::int64_t seed = 0;
  bool json = false;
  bool acceptEdits = false;
  bool beforeDamage = false;  // --before-damage: a damaged save opens as it stands before the damage

  SaveConsent consent() const { return SaveConsent{acceptEdits, beforeDamage}; }
};

// Widths in characters, not bytes (UTF-8), so names with accents line up.
std::size_t characterCount(const std::string& text) {
  std::size_t characters = 0;
  for (unsigned char c : text) characters += (c & 0xC0) != 0x80 ? 1 : 0;
  return characters;
}

std::string padded(const std::string& text, std::size_t width) {
  auto characters = characterCount(text);
  return characters >= width ? text + " " : text + std::string(width - characters, ' ');
}

Library openLibrary(const Options& options) {
  std::optional<std::filesystem::path> folder;
  if (!options.dataFolder.empty()) folder = options.dataFolder;
  return Library(findDataDirectory(folder), options.language.empty() ? systemLanguage() : options.language);
}

// Every game that loads is listed; one that does not is said on stderr at its path (a
// folder without its game.toml, a data file that is no file) and the others still list.
int commandGames(const Options& options) {
  auto library = openLibrary(options);
  bool failed = false;
  for (const auto& id : library.ids()) {
    try {
      auto data = library.game(id);
      std::cout << padded(id, 24) << data->name << "\n";
    } catch (const CommandError& error) {
      if (error.code != BadData) throw;
      std::cerr << error.what() << "\n";
      failed = true;
    }
  }
  return failed ? BadData : Success;
}

// Every translation of a game (i18n/<language>.toml): each text of the data and of the
// rule module has its translation, each key names a text, each translation names the
// same {…} as the English. Reported like the data's errors, with file and line.
bool validateTranslations(const std::filesystem::path& folder) {
  bool whole = true;
  std::error_code error;
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(folder / "i18n", error)) {
    if (entry.path().extension() == ".toml") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  for (const auto& file : files) {
    const std::string language = file.stem().string();
    GameData data;
    try {
      data = loadGame(folder, language);
    } catch (const DataErrors& errors) {
      std::cerr << errors.what() << "\n";
      whole = false;
      continue;
    }
    for (const auto& problem : data.texts.problems) std::cerr << problem.format() << "\n";
    constexpr std::size_t shown = 20;
    for (std::size_t i = 0; i < data.texts.missing.size() && i < shown; ++i) {
      const auto& missing = data.texts.missing[i];
      std::cerr << file.string() << ": " << missing.key << ": no translation of \"" << missing.english << "\"";
      if (!missing.where.file.empty()) std::cerr << " (" << missing.where.file << ":" << missing.where.line << ")";
      std::cerr << "\n";
    }
    if (data.texts.missing.size() > shown) {
      std::cerr << file.string() << ": and " << data.texts.missing.size() - shown
                << " more texts with no translation (adc texts " << data.id << " --lang " << language
                << " --missing lists them all)\n";
    }
    const bool ok = data.texts.problems.empty() && data.texts.missing.empty();
    std::cout << (ok ? "ok " : "incomplete ") << data.id << " in '" << language << "': "
              << data.texts.texts.size() - data.texts.missing.size() << " of " << data.texts.texts.size()
              << " texts translated\n";
    whole = whole && ok;
  }
  return whole;
}

int commandTexts(const Options& options) {
  auto library = openLibrary(options);
  auto data = library.game(options.game);
  std::cout << translationSkeleton(*data, options.onlyMissing);
  return Success;
}

int commandValidate(const Options& options) {
  auto library = openLibrary(options);
  std::vector<std::string> ids = options.game.empty() ? library.ids() : std::vector<std::string>{options.game};
  if (ids.empty()) throw CommandError(BadData, "no games in " + library.folder().string());
  bool failed = false;
  for (const auto& id : ids) {
    try {
      auto data = library.game(id);
      auto overlay = loadOverlay(*data);
      std::size_t unknown = 0;
      for (const auto& table : data->tables) unknown += table.unknownCount();
      std::cout << "ok " << id << ": " << data->tables.size() << " tables (" << unknown << " cells unprinted, "
                << overlay.cells().size() << " typed in), " << data->procedures.size() << " procedures, "
                << data->sequence.steps.size() << " steps, " << data->scenarios.size() << " scenarios\n";
      failed = !validateTranslations(library.folder() / "games" / id) || failed;
    } catch (const CommandError& error) {
      if (error.code != BadData) throw;
      std::cerr << error.what() << "\n";
      failed = true;
    }
  }
  return failed ? BadData : Success;
}

// A cell as `adc tables` prints it: printed as is, typed in with *, inferred with ~, ? unknown.
std::string cellText(const TableCell& cell, const std::optional<std::vector<Value>>& typed) {
  auto reading = readCell(cell, typed);
  if (!reading) return "?";
  std::string text;
  for (const auto& value : reading->values) text += (text.empty() ? "" : "/") + toDisplayString(value);
  if (reading->status == CellStatus::TypedIn) text += "*";
  if (reading->status == CellStatus::Inferred) text += "~";
  return text;
}

int commandTables(const Options& options) {
  auto library = openLibrary(options);
  auto data = library.game(options.game);
  auto overlay = loadOverlay(*data);
  if (options.table.empty()) {
    std::size_t idWidth = 0;
    std::size_t ruleWidth = 0;
    for (const auto& table : data->tables) {
      idWidth = std::max(idWidth, table.id.size() + 2);
      ruleWidth = std::max(ruleWidth, table.rule.size() + 2);
    }
    for (const auto& table : data->tables) {
      const std::string counts = table.inferredCount()
                                     ? sayf(*data, "{}x{}, {} unprinted, {} inferred", table.rows.keys.size(), table.columnCount(),
                                            table.unknownCount(), table.inferredCount())
                                     : sayf(*data, "{}x{}, {} unprinted", table.rows.keys.size(), table.columnCount(),
                                            table.unknownCount());
      std::cout << padded(table.id, idWidth) << padded(table.rule, ruleWidth) << table.name << " (" << counts << ")\n";
    }
    return Success;
  }
  const Table* table = data->findTable(options.table);
  if (!table) throw CommandError(Refused, sayf(*data, "no table named {} in {}", quoteInput(options.table), data->name));
  std::cout << sayf(*data, "{} (rule {})", table->name, table->rule) << "\n";
  if (!table->note.empty()) std::cout << table->note << "\n";
  std::string fields;
  for (const auto& field : table->fields) fields += (fields.empty() ? "" : "/") + field.name;
  // The house rulings the inferred cells follow, named once under the legend.
  std::set<std::string> rulings;
  for (const auto& cell : table->cells) {
    if (cell.inferred()) rulings.insert(cell.inferredBy);
  }
  std::string inferredLegend;
  for (const auto& ruling : rulings) inferredLegend += (inferredLegend.empty() ? "" : ", ") + ruling;
  std::cout << (rulings.empty() ? sayf(*data, "cells: {}; ? = not printed, * = from your chart", fields)
                               : sayf(*data,
                                      "cells: {}; ? = not printed, * = from your chart, ~ = inferred, see the house rulings {} (your chart may type over it)",
                                      fields, inferredLegend))
            << "\n\n";
  std::vector<std::vector<std::string>> grid;
  std::vector<std::string> header{table->rows.name};
  if (table->columns) {
    for (const auto& key : table->columns->keys) header.push_back(key.text);
  } else {
    header.push_back(fields);
  }
  grid.push_back(header);
  for (std::size_t r = 0; r < table->rows.keys.size(); ++r) {
    std::vector<std::string> line{table->rows.keys[r].text};
    for (std::size_t c = 0; c < table->columnCount(); ++c) {
      CellRef ref{table->id, table->rows.keys[r].text, table->columns ? table->columns->keys[c].text : ""};
      line.push_back(cellText(table->cell(r, c), overlay.find(ref)));
    }
    grid.push_back(line);
  }
  std::vector<std::size_t> widths(header.size(), 0);
  for (const auto& line : grid) {
    for (std::size_t i = 0; i < line.size(); ++i) widths[i] = std::max(widths[i], characterCount(line[i]));
  }
  for (const auto& line : grid) {
    for (std::size_t i = 0; i < line.size(); ++i) std::cout << padded(line[i], widths[i] + 2);
    std::cout << "\n";
  }
  if (table->columns) std::cout << sayf(*data, "(columns: {})", table->columns->name) << "\n";
  return Success;
}

int commandProcedures(const Options& options) {
  auto library = openLibrary(options);
  auto data = library.game(options.game);
  if (options.json) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& procedure : data->procedures) list.push_back(procedureJson(*data, procedure));
    std::cout << list.dump(2) << "\n";
    return Success;
  }
  for (const auto& procedure : data->procedures) {
    std::cout << procedure.id << " — " << sayf(*data, "{} (rule {})", procedure.name, procedure.rule) << "\n";
    // The ids in a column as wide as the longest, so a long id never runs into its text.
    std::size_t idWidth = 12;
    for (const auto& input : procedure.inputs) idWidth = std::max(idWidth, input.id.size());
    for (const auto& input : procedure.inputs) {
      std::cout << "    " << std::left << std::setw(static_cast<int>(idWidth + 2)) << input.id << expectedText(*data, input);
      if (input.defaultValue) std::cout << " " << sayf(*data, "[default {}]", valueText(*data, *input.defaultValue));
      std::cout << "\n";
    }
    for (const auto& modifier : procedure.modifiers) {
      std::cout << "    " << sayf(*data, "modifier: {} ({})", modifier.name, modifier.rule) << "\n";
    }
  }
  return Success;
}

// One action as `adc do` takes it: type, title, rule, who acts, when a form offers it,
// then one line per argument (name, kind, meaning).
void printAction(const GameData& data, const std::string& type, const ActionDescription& action) {
  std::cout << type << " — " << (action.rule.empty() ? action.title : sayf(data, "{} (rule {})", action.title, action.rule)) << "\n";
  if (action.side == ActionDescription::SideActs::Required) {
    std::cout << "    --side: " << action.actor << "\n";
  } else if (action.side == ActionDescription::SideActs::Optional) {
    std::cout << "    " << sayf(data, "--side (when needed): {}", action.actor) << "\n";
  }
  if (!action.offeredWhen.empty()) std::cout << "    " << sayf(data, "offered when: {}", action.offeredWhen) << "\n";
  // Names and kinds in columns as wide as their longest, so the meanings line up. The
  // kinds are the command line's syntax, with the ids to type (kindText).
  const auto kindOf = [&](const ArgumentDescription& argument) {
    return kindText(argument) + (argument.required ? "" : say(data, ", optional"));
  };
  // A long kind (nine choices) wraps after a '|' or a space instead of widening every line.
  constexpr std::size_t kindCap = 40;
  const auto kindLines = [&](const ArgumentDescription& argument) {
    std::vector<std::string> lines{""};
    std::string pending;
    const auto flush = [&] {
      if (!lines.back().empty() && characterCount(lines.back() + pending) > kindCap) lines.emplace_back();
      lines.back() += pending;
      pending.clear();
    };
    for (char c : kindOf(argument)) {
      pending += c;
      if (c == '|' || c == ' ') flush();
    }
    flush();
    return lines;
  };
  std::size_t nameWidth = 12, kindWidth = 12;
  for (const auto& argument : action.arguments) {
    nameWidth = std::max(nameWidth, argument.name.size());
    for (const auto& line : kindLines(argument)) kindWidth = std::max(kindWidth, characterCount(line));
  }
  for (const auto& argument : action.arguments) {
    const auto lines = kindLines(argument);
    std::cout << "    " << padded(argument.name, nameWidth + 2) << padded(lines.front(), kindWidth + 2)
              << argument.meaning << "\n";
    for (std::size_t i = 1; i < lines.size(); ++i) {
      std::cout << "    " << std::string(nameWidth + 2, ' ') << lines[i] << "\n";
    }
  }
}

// The actions `adc do` takes: the game's rule module's (title, rule, who acts, arguments),
// then the built-in ones every game has (built_in_actions.hpp).
int commandActions(const Options& options) {
  auto library = openLibrary(options);
  auto data = library.game(options.game);
  const RuleModule* module = findRuleModule(data->id);
  if (options.json) {
    nlohmann::json list = nlohmann::json::array();
    if (module) {
      for (const auto& [type, handler] : module->actions) {
        auto found = module->descriptions.find(type);
        list.push_back(actionJson(type, found == module->descriptions.end() ? nullptr : &found->second, false));
      }
    }
    for (const auto& [type, description] : builtInActionDescriptions()) list.push_back(actionJson(type, &description, true));
    std::cout << list.dump(2) << "\n";
    return Success;
  }
  if (!module || module->actions.empty()) {
    std::cout << sayf(*data, "{} has no rule module actions: `adc do` takes the built-in actions below", data->name) << "\n";
  }
  // The descriptions in the game's language (findActionDescription), the module's and the
  // built-in ones alike.
  for (const auto& [type, handler] : module ? module->actions : std::map<std::string, ActionHandler>{}) {
    const ActionDescription* described = findActionDescription(*data, type);
    if (!described) {
      std::cout << sayf(*data, "{} (not described)", type) << "\n";
      continue;
    }
    printAction(*data, type, *described);
  }
  std::cout << "\n" << say(*data, "Built-in actions (every game):") << "\n";
  for (const auto& [type, description] : builtInActionDescriptions()) {
    const ActionDescription* described = findActionDescription(*data, type);
    printAction(*data, type, described ? *described : description);
  }
  return Success;
}

const Procedure& findProcedure(const GameData& data, const std::string& id) {
  const Procedure* procedure = data.findProcedure(id);
  if (!procedure) {
    std::string list;
    for (const auto& item : data.procedures) list += (list.empty() ? "" : ", ") + item.id;
    throw CommandError(Refused, "no procedure named " + quoteInput(id) + " in " + data.id + "; procedures: " + list);
  }
  return *procedure;
}

Setup setupFor(const GameData& data, const Options& options) {
  Setup setup;
  setup.scenario = options.scenario.empty() ? data.scenarios.front().id : options.scenario;
  if (!data.findScenario(setup.scenario)) {
    std::string list;
    for (const auto& scenario : data.scenarios) list += (list.empty() ? "" : ", ") + scenario.id;
    throw CommandError(Refused, "no scenario named " + quoteInput(setup.scenario) + "; scenarios: " + list);
  }
  return setup;
}

std::string defaultSide(const GameData& data, const Options& options) {
  if (options.side.empty()) return data.sides.front().id;
  if (!data.findSide(options.side)) throw CommandError(Refused, "no side named " + quoteInput(options.side));
  return options.side;
}

// How a resolution's effects are printed: as changes to the books it was checked
// against, left to the book changes printed after it, or as what they would do (a
// preview from no saved game).
enum class EffectLines { Omitted, Preview };

void printResolution(const GameData& data, const Resolution& resolution, EffectLines effects) {
  const auto& procedure = *resolution.procedure;
  std::cout << sayf(data, "{} (rule {})", procedure.name, procedure.rule) << "\n";
  for (const auto& [name, value] : resolution.inputs) std::cout << "  " << name << " = " << toDisplayString(value) << "\n";
  for (const auto& modifier : resolution.modifiers) {
    std::cout << "  " << (modifier.value >= 0 ? "+" : "") << modifier.value << " " << modifier.name << " ("
              << modifier.rule << ")\n";
  }
  if (resolution.total) std::cout << "  " << sayf(data, "total {}", *resolution.total) << "\n";
  if (resolution.cell) {
    std::string cell = cellName(data, *resolution.cell);
    if (resolution.rowClamped) cell = sayf(data, "{} (row clamped)", cell);
    if (resolution.columnClamped) cell = sayf(data, "{} (column clamped)", cell);
    std::cout << "  " << sayf(data, "table: {}", cell) << "\n";
  }
  std::cout << "→ " << resolution.headline(data) << "\n";
  if (effects == EffectLines::Preview) {
    for (const auto& change : resolution.changes) std::cout << "  " << describeEffect(data, change) << "\n";
  }
  for (const auto& line : resolution.board) std::cout << "  " << sayf(data, "On the board: {}", line) << "\n";
}

// What resolve and odds both read: the procedure, the typed inputs, the acting side, the
// chosen scenario's start and the players' chart.
struct ProcedureQuery {
  std::shared_ptr<const GameData> data;
  const Procedure* procedure = nullptr;
  ChartOverlay overlay;
  GameState state;
  std::map<std::string, Value> inputs;
  std::string side;
};

ProcedureQuery procedureQuery(Library& library, const Options& options) {
  ProcedureQuery query;
  query.data = library.game(options.game);
  query.procedure = &findProcedure(*query.data, options.procedure);
  query.overlay = loadOverlay(*query.data);
  query.state = initialState(*query.data, setupFor(*query.data, options));
  query.inputs = parseAssignments(options.assignments);
  query.side = defaultSide(*query.data, options);
  return query;
}

// `adc resolve` takes GAME PROCEDURE INPUTS..., or with --from SAVE no GAME, and the
// procedure also as procedure=ID among the inputs: the words sorted out into the game,
// the procedure and the inputs.
void normalizeResolveWords(Options& options) {
  std::vector<std::string> words;
  for (const auto* word : {&options.game, &options.procedure}) {
    if (!word->empty()) words.push_back(*word);
  }
  words.insert(words.end(), options.assignments.begin(), options.assignments.end());
  options.game.clear();
  options.procedure.clear();
  options.assignments.clear();
  std::size_t next = 0;
  if (options.from.empty()) {
    if (words.empty() || words.front().find('=') != std::string::npos) {
      throw CommandError(Refused, "resolve needs the game (adc games lists them), or --from SAVE");
    }
    options.game = words[next++];
  } else if (!options.scenario.empty()) {
    throw CommandError(Refused, "--scenario is not read with --from: the save's own state is");
  }
  for (; next < words.size(); ++next) {
    const std::string& word = words[next];
    if (word.rfind("procedure=", 0) == 0 && options.procedure.empty()) {
      options.procedure = word.substr(std::string("procedure=").size());
    } else if (word.find('=') == std::string::npos && options.procedure.empty()) {
      options.procedure = word;
    } else {
      options.assignments.push_back(word);
    }
  }
  if (options.procedure.empty()) throw CommandError(Refused, "resolve needs the procedure (adc procedures lists them)");
}

// A preview from no saved game: the scenario's start is no game's books, so the effects
// are said as what they would do ("costs 7 Louis"), never checked against its ranges.
int commandResolve(const Options& options) {
  auto library = openLibrary(options);
  auto query = procedureQuery(library, options);
  const auto& procedure = *query.procedure;
  auto result = resolve(*query.data, procedure, query.inputs, query.side, query.state, overlayCharts(query.overlay),
                        EffectsChecked::NotAgainstBooks);
  if (!result) {
    if (options.json && result.error().cell) std::cout << needsChartJson(procedure, result.error()).dump(2) << "\n";
    throw CommandError(Refused, describeError(result.error(), query.data.get()));
  }
  if (options.json) {
    auto json = resolutionJson(*query.data, *result);
    json["preview"] = true;
    std::cout << json.dump(2) << "\n";
  } else {
    printResolution(*query.data, *result, EffectLines::Preview);
  }
  return Success;
}

int commandOdds(const Options& options) {
  auto library = openLibrary(options);
  auto query = procedureQuery(library, options);
  const auto& procedure = *query.procedure;
  auto report =
      computeOdds(*query.data, procedure, query.inputs, query.side, query.state, overlayCharts(query.overlay));
  if (!report) throw CommandError(Refused, describeError(report.error(), query.data.get()));
  if (options.json) {
    std::cout << oddsJson(procedure, *report).dump(2) << "\n";
    return Success;
  }
  std::cout << sayf(*query.data, "{} (rule {}), {} equally likely rolls", procedure.name, procedure.rule, report->totalWays) << "\n";
  for (const auto& line : report->lines) {
    std::cout << std::right << std::setw(6) << std::fixed << std::setprecision(1)
              << 100.0 * line.probability(report->totalWays) << "%  " << line.label << "\n";
  }
  return Success;
}

int commandCharts(const Options& options) {
  auto library = openLibrary(options);
  auto data = library.game(options.game);
  auto overlay = loadOverlay(*data);
  if (!options.exportFile.empty()) {
    // The players' chart as one file, for another table to import.
    writeFileAtomically(options.exportFile, overlay.write(*data));
    std::cout << sayf(*data, "{}: {} cell(s) of the players' chart written to {}", data->name, overlay.cells().size(),
                      options.exportFile)
              << "\n";
    return Success;
  }
  if (!options.importFile.empty()) {
    if (!std::filesystem::exists(options.importFile)) {
      throw CommandError(Refused, sayf(*data, "no file {} to import", quoteInput(options.importFile)));
    }
    ChartOverlay incoming;
    try {
      incoming = ChartOverlay::load(options.importFile, *data);
    } catch (const DataErrors& errors) {
      throw CommandError(BadData, errors.what());
    }
    const auto merge = mergeCharts(overlay, incoming, options.replace);
    if (!merge.added.empty() || !merge.replaced.empty()) {
      writeFileAtomically(ChartOverlay::defaultPath(data->id), overlay.write(*data));
    }
    // "Attacker loses 1, Defender loses 2", as the chart entry's summary writes it.
    const auto shown = [&](const CellRef& cell, const std::vector<Value>& values) {
      const Table* table = data->findTable(cell.table);
      std::string text;
      for (std::size_t i = 0; i < values.size(); ++i) {
        const std::string field = table && i < table->fields.size() ? table->fields[i].name + " " : std::string();
        text += (text.empty() ? "" : ", ") + field + valueText(*data, values[i]);
      }
      return text;
    };
    std::cout << sayf(*data, "{}: {} cell(s) added, {} already the same, {} replaced, {} conflict(s) kept", data->name,
                      merge.added.size(), merge.unchanged.size(), merge.replaced.size(), merge.conflicts.size())
              << "\n";
    for (const auto& cell : merge.replaced) std::cout << "  " << sayf(*data, "replaced: {}", cellName(*data, cell)) << "\n";
    for (const auto& conflict : merge.conflicts) {
      std::cout << "  "
                << sayf(*data, "kept: {}: yours {}; the file's {}", cellName(*data, conflict.cell),
                        shown(conflict.cell, conflict.kept), shown(conflict.cell, conflict.incoming))
                << "\n";
    }
    if (!merge.conflicts.empty()) std::cout << "  " << say(*data, "(--replace takes the file's values instead)") << "\n";
    return Success;
  }
  if (!options.assignments.empty()) {
    // Typing in a printed value: the same checks as the in-game `chart` action.
    Action entry{"chart", "", parseAssignments(options.assignments), "", 0};
    auto state = initialState(*data, setupFor(*data, options));
    auto applied = applyAction(*data, state, entry);
    if (!applied) throw CommandError(Refused, describeError(applied.error(), data.get()));
    for (const auto& [ref, values] : state.chartValues) overlay.set(ref, values);
    writeFileAtomically(ChartOverlay::defaultPath(data->id), overlay.write(*data));
    std::cout << applied->summary << "\n";
    return Success;
  }
  std::cout << sayf(*data, "{}: players' chart at {}", data->name, ChartOverlay::defaultPath(data->id).string()) << "\n";
  const auto completeness = chartCompleteness(*data, overlay);
  std::size_t tableWidth = 20;
  for (const auto& entry : completeness) tableWidth = std::max(tableWidth, entry.table.size());
  for (const auto& entry : completeness) {
    const Table* table = data->findTable(entry.table);
    const std::string counts =
        entry.inferred ? sayf(*data, "{} printed, {} typed in, {} inferred, {} unknown of {} (rule {})", entry.printed,
                              entry.typedIn, entry.inferred, entry.missing.size(), entry.cells, table->rule)
                       : sayf(*data, "{} printed, {} typed in, {} unknown of {} (rule {})", entry.printed, entry.typedIn,
                              entry.missing.size(), entry.cells, table->rule);
    std::cout << std::left << std::setw(static_cast<int>(tableWidth + 2)) << entry.table << counts << "\n";
    for (const auto& cell : entry.missing) std::cout << "    " << sayf(*data, "unknown: {}", cellName(*data, cell)) << "\n";
  }
  return Success;
}

int commandNew(const Options& options) {
  auto library = openLibrary(options);
  auto data = library.game(options.game);
  Setup setup = setupFor(*data, options);
  setup.seed = options.seed ? static_cast<std::uint64_t>(options.seed)
                            : static_cast<std::uint64_t>(SystemClock().nowMs());
  for (const auto& player : options.players) {
    auto colon = player.rfind(':');
    if (colon == std::string::npos) throw CommandError(Refused, "--player takes NAME:SIDE, not " + quoteInput(player));
    setup.players.push_back(Player{player.substr(0, colon), player.substr(colon + 1)});
  }
  // Names and sides are checked before anything is written: a name typed on a Latin-1
  // terminal would otherwise make a save that no command can open again.
  if (auto problem = validateSetup(*data, setup)) throw CommandError(Refused, *problem);
  const std::filesystem::path save = options.save;
  // The name first, before any folder or file is made for it.
  if (save.empty()) throw CommandError(Refused, say(*data, "--save: the save has no name; give a file name, e.g. game.adc"));
  if (!save.has_filename()) {
    throw CommandError(Refused, sayf(*data, "--save {}: that names a folder, not a file; add a file name, e.g. {}game.adc",
                                     options.save, options.save));
  }
  std::error_code error;
  if (std::filesystem::exists(save, error) || std::filesystem::is_directory(resolvedTarget(save), error)) {
    throw CommandError(Refused, options.save + " already exists; choose another file or remove it first");
  }
  GameSession session(data, setup);
  std::vector<std::filesystem::path> foldersMade;
  std::optional<SaveJournal> journal;
  // A save that fails leaves nothing behind: neither the empty file made to be locked,
  // nor the folders made for it.
  auto takeBack = [&] {
    journal.reset();
    std::error_code ignored;
    const auto target = resolvedTarget(save);
    if (std::filesystem::is_regular_file(target, ignored) && std::filesystem::file_size(target, ignored) == 0) {
      std::filesystem::remove(target, ignored);
    }
    removeFoldersMade(foldersMade);
  };
  try {
    foldersMade = makeFoldersFor(save);
    OpenOptions open;
    open.holder = "adc new";
    journal.emplace(SaveJournal::create(save, open));
    journal->store(session);
  } catch (const SaveLocked& locked) {
    takeBack();
    throw CommandError(Refused, locked.what());
  } catch (const SaveError& failure) {
    takeBack();
    throw CommandError(Refused, sayf(*data, "cannot save to {}: {}", failure.file.string(), say(*data, failure.reason.c_str())));
  } catch (const std::system_error& failure) {
    takeBack();
    throw CommandError(Refused, sayf(*data, "cannot save to {}: {}", options.save,
                                     say(*data, saveFailureReason(failure.code().value()).c_str())));
  } catch (...) {
    takeBack();
    throw;
  }
  rememberSave(*journal, session);
  std::cout << sayf(*data, "New {} ({}) saved to {}", data->name, setup.scenario, options.save) << "\n";
  return Success;
}

// An action performed on a session, filling on the way each unprinted cell the players'
// chart holds (a game's set-up may read several in turn): each is logged first as a
// `chart` entry, as the app does, so the log replays without the chart file.
struct Performed {
  Expected<Applied, ActionError> applied;
  GameState before;                // the state just before the action itself applied
  std::vector<Applied> chartsUsed;  // the chart entries logged on the way
};

Performed performFillingCharts(GameSession& session, const Action& action) {
  GameState before = session.state();
  std::vector<Applied> chartsUsed;
  auto applied = session.perform(action);
  // Every refusal changes nothing, so retrying is safe.
  while (!applied && applied.error().cell && chartsUsed.size() < 256) {
    auto overlay = loadOverlay(session.data());
    auto values = overlay.find(*applied.error().cell);
    if (!values) break;
    const Table* table = session.data().findTable(applied.error().cell->table);
    Action chart{"chart", "", {{"table", table->id}, {"row", applied.error().cell->row}}, "", 0};
    if (!applied.error().cell->column.empty()) chart.args["column"] = applied.error().cell->column;
    for (std::size_t i = 0; i < table->fields.size(); ++i) chart.args[table->fields[i].id] = (*values)[i];
    auto entered = session.perform(chart);
    if (!entered) break;
    chartsUsed.push_back(*entered);
    before = session.state();
    applied = session.perform(action);
  }
  return Performed{std::move(applied), std::move(before), std::move(chartsUsed)};
}

// A refused action: in words on stderr, and with --json also as a JSON object on stdout.
[[noreturn]] void refuseAction(const ActionError& error, const GameData& data, const Action& action,
                               const std::string& save, bool json) {
  if (json) {
    auto way = error.way ? wayCommand(*error.way, data, save) : std::string();
    std::cout << refusalJson(data, action, error, way, chartCommand(error, &data)).dump(2) << "\n";
  }
  throw CommandError(Refused, refusalText(error, data, action, save));
}

// What an action did, in words: the resolution or the journal's line, then each change
// to the books with its rule.
void printPerformed(const GameData& data, const Applied& applied, const std::vector<BookChange>& changes) {
  if (applied.resolution) printResolution(data, *applied.resolution, EffectLines::Omitted);
  else std::cout << applied.summary << "\n";
  for (const auto& change : changes) {
    std::cout << "  " << describeChange(data, change);
    if (applied.resolution) {
      for (const auto& effect : applied.resolution->changes) {
        if (effect.key == change.key && effect.clamped) std::cout << " " << say(data, "[stopped at the end of the track]");
      }
    }
    std::cout << "\n";
  }
}

int commandDo(const Options& options) {
  auto library = openLibrary(options);
  auto [journal, session] = openForWriting(options.save, library, "do", options.consent());
  Action action;
  action.type = options.action;
  action.side = options.side;
  action.reason = options.reason;
  action.args = parseAssignments(options.assignments);
  // With --json, stdout holds only the JSON object; every other note goes to stderr.
  std::ostream& notes = options.json ? std::cerr : std::cout;
  // A clock set back since the log was written reads on from its latest timer start
  // (adc/clock.hpp): the timer counts as just started, and the log's times never go back.
  SystemClock clock;
  clock.catchUp(latestTimerStart(session.state()));
  auto now = clock.nowMs();
  if (action.type.starts_with("timer_")) action.at = now;
  // A timer whose time ran out since the last command expires first, in the log.
  for (const auto& expiry : dueTimerExpiries(session.data(), session.state(), now)) {
    if (auto expired = session.perform(expiry)) notes << expired->summary << "\n";
  }
  auto performed = performFillingCharts(session, action);
  // A refusal writes nothing: not even the timers' expiries or the chart values logged
  // on the way (the next command logs them again).
  if (!performed.applied) refuseAction(performed.applied.error(), session.data(), action, options.save, options.json);
  store(journal, session);
  const Applied& applied = *performed.applied;
  auto changes = bookChanges(session.data(), performed.before, session.state(), applied);
  if (options.json) {
    std::cout << performedJson(session.data(), applied, performed.chartsUsed, changes).dump(2) << "\n";
  } else {
    for (const auto& chart : performed.chartsUsed) std::cout << chart.summary << "\n";
    printPerformed(session.data(), applied, changes);
  }
  if (action.type == "chart") {
    // Keep what the players typed for the next game too.
    auto overlay = loadOverlay(session.data());
    const auto& cell = session.state().chartValues;
    for (const auto& [ref, values] : cell) overlay.set(ref, values);
    writeFileAtomically(ChartOverlay::defaultPath(session.data().id), overlay.write(session.data()));
  }
  return Success;
}

// `adc resolve --from SAVE`: the procedure resolved against the save's state, and what
// it would change, as `adc do SAVE resolve` would; read-only: no lock taken, nothing
// logged, nothing written (the chart values it would log first are only listed).
int commandResolveFrom(const Options& options) {
  auto library = openLibrary(options);
  auto session = loadSession(options.from, library, options.consent());
  const GameData& data = session.data();
  Action action{"resolve", defaultSide(data, options), parseAssignments(options.assignments), "", 0};
  action.args["procedure"] = options.procedure;
  auto performed = performFillingCharts(session, action);
  if (!performed.applied) refuseAction(performed.applied.error(), data, action, options.from, options.json);
  const Applied& applied = *performed.applied;
  auto changes = bookChanges(data, performed.before, session.state(), applied);
  if (options.json) {
    auto json = performedJson(data, applied, performed.chartsUsed, changes);
    json["logged"] = false;
    std::cout << json.dump(2) << "\n";
    return Success;
  }
  for (const auto& chart : performed.chartsUsed) std::cout << sayf(data, "(from your chart) {}", chart.summary) << "\n";
  printPerformed(data, applied, changes);
  std::cout << sayf(data, "Nothing was logged: `adc do {} resolve procedure={} ...` plays it.", options.from, options.procedure)
            << "\n";
  return Success;
}

int commandUndoRedo(const Options& options, bool undo) {
  auto library = openLibrary(options);
  auto [journal, session] = openForWriting(options.save, library, undo ? "undo" : "redo", options.consent());
  if (undo ? !session.canUndo() : !session.canRedo()) {
    throw CommandError(Refused, undo ? say(session.data(), "nothing to undo") : say(session.data(), "nothing to redo"));
  }
  const auto& entry = session.log()[undo ? session.cursor() - 1 : session.cursor()];
  std::string summary = entry.summary;
  if (undo) session.undo();
  else session.redo();
  store(journal, session);
  std::cout << (undo ? sayf(session.data(), "Undone: {}", summary) : sayf(session.data(), "Redone: {}", summary)) << "\n";
  return Success;
}

// Games whose rule module counts victory points show the count with its breakdown: the
// final result once the game is over, the standing otherwise.
void printVictory(const GameData& data, const GameState& state) {
  const RuleModule* module = findRuleModule(data.id);
  if (!module || !module->victory) return;
  auto report = module->victory(data, state);
  const char* heading = state.gameOver ? say(data, "Victory") : say(data, "Victory points if the game ended now");
  std::cout << "\n" << sayf(data, "{} (rule {})", heading, report.rule) << "\n";
  for (const auto& line : report.sides) {
    const Side* side = data.findSide(line.side);
    std::cout << "  " << padded(side ? side->name : line.side, 28) << sayf(data, "{} VP", line.points);
    std::string parts;
    for (const auto& [what, points] : line.breakdown) parts += (parts.empty() ? "" : ", ") + what + " = " + std::to_string(points);
    if (!parts.empty()) std::cout << " (" << parts << ")";
    std::cout << "\n";
  }
  const Side* winner = data.findSide(report.winner);
  const std::string leader = winner ? winner->name : report.winner;
  std::cout << "  "
            << (state.gameOver ? sayf(data, "Winner: {} — {}", leader, report.explanation)
                               : sayf(data, "Leading: {} — {}", leader, report.explanation))
            << "\n";
}

int commandShow(const Options& options) {
  auto library = openLibrary(options);
  auto session = loadSession(options.save, library, options.consent());
  SystemClock clock;
  clock.catchUp(latestTimerStart(session.state()));  // as `adc do` reads it
  auto now = clock.nowMs();
  if (options.json) {
    std::cout << sessionJson(session, now).dump(2) << "\n";
    return Success;
  }
  const auto& data = session.data();
  const auto& state = session.state();
  std::cout << data.name << " — " << data.findScenario(session.setup().scenario)->name << "\n";
  if (const auto* step = currentStep(data, state)) {
    std::string path;
    for (std::size_t i = 0; i < step->path.size(); ++i) path += (i ? " / " : "") + step->path[i]->name;
    std::cout << sayf(data, "{} {}: {} (rule {})", data.sequence.turnName, state.turn, path, step->leaf().rule) << "\n";
    auto json = sessionJson(session, now);
    if (!json["step"]["prompt"].get<std::string>().empty()) std::cout << "  " << json["step"]["prompt"].get<std::string>() << "\n";
    for (const auto& line : json["step"]["board"]) {
      std::cout << "  " << sayf(data, "On the board: {}", line.get<std::string>()) << "\n";
    }
  } else {
    std::cout << say(data, "The game is over.") << "\n";
  }
  std::string group = "\1";
  for (std::size_t slot = 0; slot < data.schema.slots().size(); ++slot) {
    const auto& def = data.schema.defOf(slot);
    if (def.group != group) {
      group = def.group;
      std::cout << "\n" << (group.empty() ? std::string(say(data, "Values")) : group) << "\n";
    }
    std::cout << "  " << padded(data.schema.slots()[slot].name, 28) << valueText(data, state.values[slot]) << "\n";
  }
  for (std::size_t i = 0; i < data.timers.size(); ++i) {
    if (data.timers[i].seconds == 0 && state.timers[i].status == TimerState::Status::Idle) {
      // The players' own timer has no length until they start it with one.
      std::cout << sayf(data, "Timer {}: idle, as long as you choose (timer_start seconds=N)", data.timers[i].name) << "\n";
      continue;
    }
    auto remaining = state.timers[i].remainingMs(now) / 1000;
    const std::string left = fmt::format("{}:{:02}", remaining / 60, remaining % 60);
    std::cout << sayf(data, "Timer {}: {}, {} left", data.timers[i].name, timerStatusWord(data, state.timers[i].status), left)
              << "\n";
  }
  printVictory(data, state);
  std::cout << sayf(data, "{} of {} actions applied", session.cursor(), session.log().size()) << "\n";
  return Success;
}

int commandLog(const Options& options) {
  auto library = openLibrary(options);
  auto session = loadSession(options.save, library, options.consent());
  std::int64_t turn = std::numeric_limits<std::int64_t>::min();
  for (std::size_t i = 0; i < session.log().size(); ++i) {
    const auto& entry = session.log()[i];
    if (entry.turn != turn) {
      turn = entry.turn;
      std::cout << "── " << session.data().sequence.turnName << " " << turn << " ──\n";
    }
    std::cout << (i < session.cursor() ? std::string("  ") : "  " + std::string(say(session.data(), "(undone)")) + " ") << std::right << std::setw(4) << i + 1 << ". "
              << entry.summary;
    if (!entry.rule.empty()) std::cout << "  [" << entry.rule << "]";
    std::cout << "\n";
  }
  return Success;
}

// The ledger of a saved game: every change of the named books (by value id, e.g. treasury
// company_treasury; one side's with --side), turn by turn, with the rule and the journal
// line of the action that made it, so the table can audit its treasuries.
int commandLedger(const Options& options) {
  auto library = openLibrary(options);
  auto session = loadSession(options.save, library, options.consent());
  const auto& data = session.data();
  LedgerQuery query{options.assignments, options.side};
  if (query.values.empty()) query.values = {"treasury"};
  if (auto problem = checkLedgerQuery(data, query)) throw CommandError(Refused, *problem);
  std::int64_t turn = std::numeric_limits<std::int64_t>::min();
  for (const auto& line : readLedger(session, query)) {
    if (line.turn != turn) {
      turn = line.turn;
      std::cout << "── " << data.sequence.turnName << " " << turn << " ──\n";
    }
    std::cout << "  " << std::right << std::setw(4) << line.action << ". " << slotName(data, line.key) << " "
              << valueText(data, line.before) << " → " << valueText(data, line.after);
    if (line.change) std::cout << " (" << (*line.change >= 0 ? "+" : "") << *line.change << ")";
    std::cout << "  [" << line.rule << "] " << line.summary << "\n";
  }
  return Success;
}

}  // namespace
}  // namespace adc::cli

int main(int argc, char** argv) {
  using namespace adc::cli;
  // --help in the language the command speaks (--lang, else the system's).
  const adc::HelpWords tr(argc, argv);
  CLI::App app{tr("adc — Aide-de-camp's command line: game data, tables, procedures and saved games")};
  adc::helpInPlayersWords(app, tr);
  app.set_version_flag("--version", std::string("adc ") + adc::appVersion(), tr("Display program version information and exit"));
  app.require_subcommand(1);
  Options options;
  app.add_option("--data", options.dataFolder, tr("Game data folder (default: $ADC_DATA, the install, or the source tree)"));
  app.add_option("--lang", options.language,
                 tr("Language of the games' texts: en or fr, as on aide-de-camp (default: the system's)"))
      ->check(CLI::IsMember({"en", "fr"}));
  int result = Success;
  auto game = [&](CLI::App* command) { command->add_option("GAME", options.game, tr("Game id (see `adc games`)"))->required(); };
  auto save = [&](CLI::App* command) {
    command->add_option("FILE", options.save, tr("Save file"))->required();
    command->add_flag("--accept-edits", options.acceptEdits,
                      tr("Open a save changed outside Aide-de-camp, replaying it as it now reads"));
    command->add_flag("--before-damage", options.beforeDamage,
                      tr("Open a save with a damaged line as it stands before that line (do, undo and redo first keep "
                         "the file as it is beside it, then write the save again without the damage)"));
  };

  app.add_subcommand("games", tr("List the installed games"))->callback([&] { result = commandGames(options); });
  auto validate = app.add_subcommand("validate", tr("Check every data file (and the players' charts) of one or all games"));
  validate->add_option("GAME", options.game, tr("Game id; all games when left out"));
  validate->callback([&] { result = commandValidate(options); });

  auto texts = app.add_subcommand("texts", tr("Print a game's texts by key, as a translation file (i18n/<lang>.toml) writes them"));
  game(texts);
  texts->add_flag("--missing", options.onlyMissing, tr("Only the texts the translation lacks"));
  texts->callback([&] { result = commandTexts(options); });

  auto tables = app.add_subcommand("tables", tr("List a game's tables, or print one"));
  game(tables);
  tables->add_option("TABLE", options.table, tr("Table id"));
  tables->callback([&] { result = commandTables(options); });

  auto procedures = app.add_subcommand("procedures", tr("List a game's procedures with their inputs and rules"));
  game(procedures);
  procedures->add_flag("--json", options.json, tr("JSON output"));
  procedures->callback([&] { result = commandProcedures(options); });

  auto actions = app.add_subcommand("actions", tr("List the actions `adc do` takes: the game's rule module's, then the built-in ones"));
  game(actions);
  actions->add_flag("--json", options.json, tr("JSON output"));
  actions->callback([&] { result = commandActions(options); });

  auto resolveCommand = app.add_subcommand(
      "resolve", tr("Resolve a procedure from entered dice and values: from no game, its effects said as what they "
                 "would do (costs 7 Louis); --from SAVE: against that game's books, showing what would change "
                 "(nothing logged)"));
  resolveCommand->add_option("GAME", options.game, tr("Game id (left out with --from)"));
  resolveCommand->add_option("PROCEDURE", options.procedure, tr("Procedure id (or procedure=ID among the inputs)"));
  resolveCommand->add_option("INPUTS", options.assignments, tr("name=value ... (dice as 3,5)"));
  resolveCommand->add_option("--from", options.from, tr("A saved game to resolve against: read-only, no lock, nothing written"));
  resolveCommand->add_flag("--accept-edits", options.acceptEdits,
                           tr("With --from: open a save changed outside Aide-de-camp, replaying it as it now reads"));
  resolveCommand->add_flag("--before-damage", options.beforeDamage,
                           tr("With --from: open a save with a damaged line as it stands before that line"));
  resolveCommand->add_option("--side", options.side, tr("Acting side (default: the first side)"));
  resolveCommand->add_option("--scenario", options.scenario, tr("Scenario whose start state is read (not with --from)"));
  resolveCommand->add_flag("--json", options.json, tr("JSON output"));
  resolveCommand->callback([&] {
    normalizeResolveWords(options);
    result = options.from.empty() ? commandResolve(options) : commandResolveFrom(options);
  });

  auto oddsCommand = app.add_subcommand("odds", tr("Exact odds of a procedure's outcomes before the roll"));
  game(oddsCommand);
  oddsCommand->add_option("PROCEDURE", options.procedure, tr("Procedure id"))->required();
  oddsCommand->add_option("INPUTS", options.assignments, tr("name=value ... (dice as 3,5)"));
  oddsCommand->add_option("--side", options.side, tr("Acting side (default: the first side)"));
  oddsCommand->add_option("--scenario", options.scenario, tr("Scenario whose start state is read"));
  oddsCommand->add_flag("--json", options.json, tr("JSON output"));
  oddsCommand->callback([&] { result = commandOdds(options); });

  auto charts = app.add_subcommand("charts", tr("What the players' chart knows and what is still unknown; with "
                                              "table=T row=R [column=C] value=V (or one per field), type a value in"));
  game(charts);
  charts->add_option("ENTRY", options.assignments, tr("table=... row=... [column=...] value=... to type a printed value in"));
  auto exported = charts->add_option("--export", options.exportFile, tr("Write the players' chart of the game to FILE"));
  auto imported = charts->add_option("--import", options.importFile,
                                     tr("Add the cells of FILE (another table's export) to the players' chart; a cell "
                                     "typed differently is kept and reported"));
  charts->add_flag("--replace", options.replace, tr("With --import: the file's values replace those typed differently"))
      ->needs(imported);
  exported->excludes(imported);
  charts->callback([&] { result = commandCharts(options); });

  auto create = app.add_subcommand("new", tr("Start a new game in a save file"));
  game(create);
  create->add_option("--scenario", options.scenario, tr("Scenario id (default: the first)"));
  create->add_option("--save", options.save, tr("Save file to create"))->required();
  create->add_option("--player", options.players, tr("NAME:SIDE, once per player"));
  create->add_option("--seed", options.seed, tr("Seed for the app's dice (default: from the clock)"));
  create->callback([&] { result = commandNew(options); });

  auto perform = app.add_subcommand("do", tr("Apply an action to a saved game and autosave it; prints what it did and "
                                         "each change to the books with its rule"));
  save(perform);
  perform->add_option("ACTION", options.action,
                      tr("resolve, set, adjust, chart, next, back, goto, timer_start, ... (adc actions GAME lists them)"))
      ->required();
  perform->add_option("ARGS", options.assignments, tr("name=value ..."));
  perform->add_option("--side", options.side, tr("Acting side"));
  perform->add_option("--reason", options.reason, tr("Why (required for set)"));
  perform->add_flag("--json", options.json,
                    tr("Print only one JSON object on stdout: the action as recorded, summary, rule, resolution, chart "
                    "values used, the changes to the books; a refusal as an object with \"error\" (other notes go to stderr)"));
  perform->callback([&] { result = commandDo(options); });

  auto undo = app.add_subcommand("undo", tr("Undo the last action of a saved game"));
  save(undo);
  undo->callback([&] { result = commandUndoRedo(options, true); });
  auto redo = app.add_subcommand("redo", tr("Redo the last undone action of a saved game"));
  save(redo);
  redo->callback([&] { result = commandUndoRedo(options, false); });

  auto show = app.add_subcommand("show", tr("Where a saved game stands: step, books, timers"));
  save(show);
  show->add_flag("--json", options.json, tr("JSON output"));
  show->callback([&] { result = commandShow(options); });

  auto log = app.add_subcommand("log", tr("The journal of a saved game"));
  save(log);
  log->callback([&] { result = commandLog(options); });

  auto ledger = app.add_subcommand("ledger", tr("Every change of some books of a saved game, turn by turn, with its rule"));
  save(ledger);
  ledger->add_option("VALUE", options.assignments, tr("Value ids (default: treasury)"));
  ledger->add_option("--side", options.side, tr("Only this side's values"));
  ledger->callback([&] { result = commandLedger(options); });

  for (CLI::App* command : app.get_subcommands({})) {
    command->group(tr("Subcommands"));
    command->set_help_flag("-h,--help", tr("Print this help message and exit"));
  }

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& help) {
    return app.exit(help);
  } catch (const CLI::CallForAllHelp& help) {
    return app.exit(help);
  } catch (const CLI::CallForVersion& version) {
    return app.exit(version);
  } catch (const CLI::ParseError& error) {
    app.exit(error);
    return Refused;
  } catch (const CommandError& error) {
    std::cerr << "adc: " << error.what() << "\n";
    return error.code;
  } catch (const std::exception& error) {
    std::cerr << "adc: " << error.what() << "\n";
    return BadData;
  }
  return result;
}
