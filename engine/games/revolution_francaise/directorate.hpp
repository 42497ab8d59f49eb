#pragma once
// The Directorate's two-headed Government (R.7.2): the Marais and a partner chosen among
// the Feuillant, the Gironde and the Montagne that are not outlawed; with the automated
// Marais the Feuillant takes the Marais' place (15.2.1.5). Read by the election that gives
// the first partner (R.7.2), the vote of confidence that topples one (R.7.5) and the
// Assembly's vote for the next (rf_partner_vote, R.7.5).

#include "common.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace adc::revolution {

// The Current that always governs the Directorate: the Marais, or the Feuillant in its
// place with the automated Marais (15.2.1.5).
std::string directorateHead(const Books& books);

// The Currents that may partner the head now (R.7.2, R.7.5): Feuillant, Gironde,
// Montagne, not outlawed (by the regime or until the end of a turn), not the head, not
// `excluded` (the toppled partner).
std::vector<std::string> eligiblePartners(const Books& books, std::string_view excluded = "none");

// The Current the vote of confidence topples in the Directorate: the one holding sole
// power after a limited coup (R.7.7.1, A71), else the Marais' partner.
std::string toppledPartner(const Books& books);

}  // namespace adc::revolution
