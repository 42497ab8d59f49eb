#include "adc/odds.hpp"

#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace adc {

namespace {
constexpr std::uint64_t maxCombinations = 2'000'000;
}

Expected<OddsReport, ActionError> computeOdds(const GameData& data, const Procedure& procedure,
                                              const std::map<std::string, Value>& knownInputs, const std::string& side,
                                              const GameState& state, const ChartSource& charts) {
  OddsReport report;
  std::vector<const InputDef*> rolled;
  report.totalWays = 1;
  for (const auto& input : procedure.inputs) {
    if (input.kind != InputKind::Dice || knownInputs.count(input.id)) continue;
    rolled.push_back(&input);
    report.rolled.push_back(input.id);
    for (int i = 0; i < input.dice.count; ++i) report.totalWays *= static_cast<std::uint64_t>(input.dice.facesPerDie());
    if (report.totalWays > maxCombinations) {
      return unexpected(ActionError{ActionError::Code::OutOfRange,
                                    "too many dice combinations to count exactly (over " +
                                        std::to_string(maxCombinations) + ")",
                                    input.id, std::nullopt});
    }
  }
  // Any input other than the dice must be known (or defaulted): check once, up front,
  // with a roll that is certainly in range, so the message names the missing input.
  std::map<std::string, Value> inputs = knownInputs;
  for (const auto* input : rolled) inputs[input->id] = DiceFaces(static_cast<std::size_t>(input->dice.count), input->dice.lowest);
  auto checked = readInputs(data, procedure, inputs);
  if (!checked) return unexpected(checked.error());

  // A modifier is steady when every resolved combination applied it (or left it out)
  // alike; the first resolution sets what "alike" means.
  std::map<std::string, std::optional<std::int64_t>> firstValues;
  std::set<std::string> varies;
  bool firstResolution = true;
  auto noteModifiers = [&](const std::vector<AppliedModifier>& applied) {
    for (const auto& modifier : procedure.modifiers) {
      auto found = std::find_if(applied.begin(), applied.end(),
                                [&](const AppliedModifier& a) { return a.name == modifier.name; });
      std::optional<std::int64_t> value;
      if (found != applied.end()) value = found->value;
      if (firstResolution) firstValues[modifier.name] = value;
      else if (firstValues[modifier.name] != value) varies.insert(modifier.name);
    }
    firstResolution = false;
  };

  // Odometer over every face of every rolled die.
  std::vector<std::pair<std::size_t, int>> dice;  // (rolled input, die index)
  for (std::size_t r = 0; r < rolled.size(); ++r) {
    for (int d = 0; d < rolled[r]->dice.count; ++d) dice.emplace_back(r, d);
  }
  std::vector<std::int64_t> faces(dice.size());
  for (std::size_t i = 0; i < dice.size(); ++i) faces[i] = rolled[dice[i].first]->dice.lowest;

  while (true) {
    for (std::size_t i = 0; i < dice.size(); ++i) {
      std::get<DiceFaces>(inputs[rolled[dice[i].first]->id])[static_cast<std::size_t>(dice[i].second)] = faces[i];
    }
    auto resolution = resolve(data, procedure, inputs, side, state, charts);
    if (resolution) noteModifiers(resolution->modifiers);
    OddsLine line;
    if (resolution) {
      line.label = resolution->headline(data);
      line.fields = resolution->fields;
    } else if (resolution.error().code == ActionError::Code::NeedsChartValue) {
      line.unknownCell = resolution.error().cell;
      line.label = sayf(data, "not printed: {}", cellName(data, *resolution.error().cell));
    } else {
      line.error = resolution.error().message;
      line.label = sayf(data, "cannot resolve: {}", line.error);
    }
    auto existing = std::find_if(report.lines.begin(), report.lines.end(),
                                 [&](const OddsLine& other) { return other.label == line.label; });
    if (existing == report.lines.end()) {
      line.ways = 1;
      report.lines.push_back(std::move(line));
    } else {
      ++existing->ways;
    }
    std::size_t i = 0;
    for (; i < dice.size(); ++i) {
      if (faces[i] < rolled[dice[i].first]->dice.highest) {
        ++faces[i];
        break;
      }
      faces[i] = rolled[dice[i].first]->dice.lowest;
    }
    if (i == dice.size()) break;
  }
  for (const auto& modifier : procedure.modifiers) {
    if (varies.count(modifier.name)) {
      report.rollDependentModifiers.push_back(modifier.name);
    } else if (auto value = firstValues[modifier.name]) {
      report.steadyModifiers.push_back({modifier.name, *value, modifier.rule});
    }
  }
  std::stable_partition(report.lines.begin(), report.lines.end(),
                        [](const OddsLine& line) { return !line.unknownCell && line.error.empty(); });
  return report;
}

}  // namespace adc
