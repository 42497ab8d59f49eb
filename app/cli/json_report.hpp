#pragma once
// The CLI's --json output: stable field names that scripts and tests read.

#include "adc/game_session.hpp"
#include "adc/odds.hpp"
#include "adc/action_description.hpp"
#include "adc/book_changes.hpp"

#include <map>
#include <string>

#include <nlohmann/json.hpp>

namespace adc::cli {

nlohmann::json resolutionJson(const GameData& data, const Resolution& resolution);
nlohmann::json needsChartJson(const Procedure& procedure, const ActionError& error);
nlohmann::json oddsJson(const Procedure& procedure, const OddsReport& report);
nlohmann::json procedureJson(const GameData& data, const Procedure& procedure);
// One action: type, built_in, title, rule, side (no/optional/required), actor, arguments.
// Without a description, only the type, built_in and "described": false.
nlohmann::json actionJson(const std::string& type, const ActionDescription* description, bool builtIn);
nlohmann::json sessionJson(const GameSession& session, std::int64_t nowMs);

// One change to the books: key, name, before, after (null: nothing there), before_text,
// after_text, rule.
nlohmann::json bookChangeJson(const GameData& data, const BookChange& change);
// What `adc do` did: the action as recorded, summary, rule, the resolution (or null), the
// chart values it used (each entry logged first), the changes to the books.
nlohmann::json performedJson(const GameData& data, const Applied& applied, const std::vector<Applied>& chartsUsed,
                             const std::vector<BookChange>& changes);
// A refusal: {"error": {message, code, argument, argument_meaning, rule, way_forward,
// needs_chart}}; way_forward and needs_chart carry the command that gets there.
nlohmann::json refusalJson(const GameData& data, const Action& action, const ActionError& error,
                           const std::string& wayCommand, const std::string& chartCommand);

}  // namespace adc::cli
