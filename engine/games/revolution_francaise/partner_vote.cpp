// R.7.5: after a vote of confidence topples the Directorate's partner, "The National
// Assembly votes again to determine the new partner; the old partner's deputies do not
// get a vote." Each Current with deputies declares the eligible Current (Feuillant,
// Gironde, Montagne, not outlawed, not the old partner) its deputies vote for, or
// abstains; the deputies are counted as in every deputies' vote (ballots.hpp). The most
// votes win; a tie is decided by the Marais, as for its first partner (R.7.2) (A70).
#include "actions.hpp"
#include "adc/game_texts.hpp"
#include "ballots.hpp"
#include "directorate.hpp"
#include "regimes.hpp"

#include <algorithm>

namespace adc::revolution {

Result applyPartnerVote(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"for_feuillant", "for_gironde", "for_montagne", "abstain", "tie"})) {
    return unexpected(*problem);
  }
  Books books(data, state);
  if (books.text("regime") != "directorate" || !books.flag("partner_vote_due")) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "no new partner is to be chosen: the Assembly votes one when a vote of confidence has toppled the Directorate's partner (R.7.5)")));
  }
  const auto head = directorateHead(books);
  const auto old = books.text("partner_vote_excluded");
  const auto eligible = eligiblePartners(books, old);
  if (eligible.empty()) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "every possible partner of the {} is outlawed now (R.7.5)", sideName(data, head))));
  }
  const std::vector<std::string> candidates{"feuillant", "gironde", "montagne"};
  std::vector<std::pair<std::string, std::vector<std::string>>> lists;
  for (const auto& candidate : candidates) {
    auto voters = wordListArgument(action, "for_" + candidate, currents());
    if (!voters) return unexpected(voters.error());
    lists.emplace_back("for_" + candidate, *voters);
  }
  auto abstain = wordListArgument(action, "abstain", currents());
  if (!abstain) return unexpected(abstain.error());
  lists.emplace_back("abstain", *abstain);
  auto named = distinctVoters(lists);
  if (!named) return unexpected(named.error());

  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const auto& candidate = candidates[i];
    if (lists[i].second.empty() || std::find(eligible.begin(), eligible.end(), candidate) != eligible.end()) continue;
    const auto who = sideName(data, candidate);
    const auto of = sideName(data, head);
    std::string why = candidate == old ? sayf(data, "the {} cannot be the new partner of the {}: it is the toppled partner (R.7.5)", who, of)
                      : candidate == head
                          ? sayf(data, "the {} cannot be the new partner of the {}: it governs the Directorate already (R.7.5)", who, of)
                          : sayf(data, "the {} cannot be the new partner of the {}: it is outlawed (R.7.5)", who, of);
    return unexpected(refuse(ActionError::Code::NotAllowed, why, lists[i].first));
  }
  if (old != "none" && named->count(old)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "the old partner's deputies do not get a vote: leave out the {} (R.7.5)", sideName(data, old)),
                             "for_" + old));
  }
  const bool automated = books.flag("automated_marais");
  if (automated && named->count("marais")) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "the automated Marais votes only on laws and trials (15.2.1.4): its deputies abstain"),
                             "abstain"));
  }
  for (const auto& current : currents()) {
    if (current == old || (automated && current == "marais") || named->count(current)) continue;
    if (votingDeputies(books, current) > 0) {
      return unexpected(refuse(ActionError::Code::MissingArgument,
                               sayf(data, "{} has {} deputies: name the Current they vote for, or how many abstain (R.7.5)",
                                    sideName(data, current), votingDeputies(books, current)),
                               "abstain"));
    }
  }

  std::int64_t best = -1;
  std::vector<std::string> leaders;
  std::string tally;
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const auto& candidate = candidates[i];
    if (std::find(eligible.begin(), eligible.end(), candidate) == eligible.end()) continue;
    const auto votes = ballotsOf(books, lists[i].second);
    tally += (tally.empty() ? "" : ", ") + sayf(data, "{} {}", sideName(data, candidate), votes);
    if (votes > best) {
      best = votes;
      leaders = {candidate};
    } else if (votes == best) {
      leaders.push_back(candidate);
    }
  }
  auto tie = wordArgument(action, "tie", leaders, false);
  if (!tie) return unexpected(tie.error());
  if (leaders.size() == 1 && !tie->empty()) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             sayf(data, "no tie: the {} has the most votes", sideName(data, leaders.front())), "tie"));
  }
  if (leaders.size() > 1 && tie->empty()) {
    const std::string tied = wordNames(leaders);
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             sayf(data, "a tie ({}): the {} decides: {} (R.7.2)", tally, sideName(data, head), tied),
                             "tie"));
  }
  const auto chosen = leaders.size() == 1 ? leaders.front() : *tie;
  books.set("gov_partner", chosen);
  books.set("partner_vote_due", false);
  books.set("partner_vote_excluded", std::string("none"));
  return books.finish(state, action, "R.7.5",
                      leaders.size() > 1
                          ? sayf(data, "The Assembly chooses the new partner of the {}: {} → the {} (the {} breaks the tie)",
                                 sideName(data, head), tally, sideName(data, chosen), sideName(data, head))
                          : sayf(data, "The Assembly chooses the new partner of the {}: {} → the {}", sideName(data, head), tally,
                                 sideName(data, chosen)));
}

}  // namespace adc::revolution
