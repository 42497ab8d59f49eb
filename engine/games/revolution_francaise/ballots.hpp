#pragma once
// The National Assembly's ballots, shared by every deputies' vote (referendums, the vote
// of confidence 8.2 and the Directorate's new partner R.7.5, Justice 8.1): each Current
// named once across a vote's lists, and the deputies the named Currents vote with
// (votingDeputies: their own, less those switched away, plus those switched in, 7.5.2.1,
// 8.3; hidden deputies vote with their own Current, A25).

#include "actions.hpp"

#include <set>
#include <string>
#include <utility>
#include <vector>

namespace adc::revolution {

// Each Current named at most once across the vote's lists (list name, Currents); returns
// the set of those named, or a refusal naming the Current that votes twice.
Expected<std::set<std::string>, ActionError> distinctVoters(
    const std::vector<std::pair<std::string, std::vector<std::string>>>& lists);

// The deputies the listed Currents vote with.
std::int64_t ballotsOf(const Books& books, const std::vector<std::string>& voters);

}  // namespace adc::revolution
