#include "ballots.hpp"

#include "adc/game_texts.hpp"

namespace adc::revolution {

Expected<std::set<std::string>, ActionError> distinctVoters(
    const std::vector<std::pair<std::string, std::vector<std::string>>>& lists) {
  std::set<std::string> seen;
  for (const auto& [name, list] : lists) {
    for (const auto& current : list) {
      if (!seen.insert(current).second) {
        return unexpected(refuse(ActionError::Code::BadArgument, sayf(wordsGame(), "{} votes twice", wordText(current)), name));
      }
    }
  }
  return seen;
}

std::int64_t ballotsOf(const Books& books, const std::vector<std::string>& voters) {
  std::int64_t ballots = 0;
  for (const auto& current : voters) ballots += votingDeputies(books, current);
  return ballots;
}

}  // namespace adc::revolution
