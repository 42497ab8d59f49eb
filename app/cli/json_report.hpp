#pragma once
// The CLI's --json output: stable field names that scripts and tests read.

#include "adc/game_session.hpp"
#include "adc/odds.hpp"
#include "adc/action_description.hpp"

#include <map>
#include <string>

#include <nlohmann/json.hpp>

namespace adc::cli {

nlohmann::json resolutionJson(const GameData& data, const Resolution& resolution);
nlohmann::json needsChartJson(const Procedure& procedure, const ActionError& error);
nlohmann::json oddsJson(const Procedure& procedure, const OddsReport& report);
nlohmann::json procedureJson(const Procedure& procedure);
// One rule module action: type, title, rule, side (no/optional/required), actor, arguments.
// Without a description, only the type and "described": false.
nlohmann::json actionJson(const std::string& type, const std::map<std::string, ActionDescription>& descriptions);
nlohmann::json sessionJson(const GameSession& session, std::int64_t nowMs);

}  // namespace adc::cli
