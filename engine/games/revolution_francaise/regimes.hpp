#pragma once
// The eleven regimes of the Compendium (R.0-R.11) as data the rules read: who governs,
// who is officially present, who is outlawed or arrestable, who proposes laws and how
// they are voted, how Justice is done, whether the Government can be criticised; and the
// state machine between them: what installing a regime does (7.5.1, R.x.1.1) and which
// regime changes are open now (R.x.7, R.x.8), each with its rule.

#include "common.hpp"

#include <string>
#include <vector>

namespace adc::revolution {

enum class LawVote { Deputies, Fame, None };
enum class Justice { Vote, Roll, None };

struct RegimeInfo {
  std::string id;
  std::string rule;                       // "R.1"
  bool historical = false;                // 4.1: HS regimes
  std::vector<std::string> governors;     // R.x.2
  std::vector<std::string> present;       // R.x.2.1: officially present
  std::vector<std::string> outlaws;       // R.x.4.1: outlawed Currents
  std::vector<std::string> arrestable;    // R.x.4.1: arrestable Personalities (not outlaws)
  bool governmentProposes = false;        // R.x.3
  bool currentsPropose = false;
  int governmentLaws = 0;                 // at most
  LawVote vote = LawVote::None;
  bool proposerFame = false;              // fame vote on the proposer's fame (Convention)
  Justice justice = Justice::None;
  bool confidence = false;                // 8.2
  bool deputiesSwitch = false;            // 7.5.2.1
};

const RegimeInfo& regimeInfo(std::string_view regime);
const std::vector<RegimeInfo>& allRegimes();

// 7.5.2.3: present in the regime, not outlawed, deputies not expelled (A18).
bool officiallyPresent(const Books& books, std::string_view current);
// 7.3.1.1: "If a Current is outlawed, all its Personalities are outlaws."
bool isOutlaw(const Books& books, std::string_view personality);
bool isArrestable(const Books& books, std::string_view personality);
// A Current outlawed now: by the regime or a coup (`outlawed`), or until the end of a turn
// (`outlaw_until`, 12.2.1, R.7.7.1).
bool outlawedNow(const Books& books, std::string_view current);
// Whether the Government is (co-)controlled by the Current (R.7.2: the Directorate's two).
bool governs(const Books& books, std::string_view current);
// France's state of war (9.2, 7.4.2.1, 9.2.3; A15).
bool foreignWar(const Books& books);
bool civilWar(const Books& books);
bool parisThreatened(const Books& books);  // R.1.8: the threat to Paris

// A regime change open now, with who may make it and how.
struct Transition {
  std::string to;
  std::string by;       // the Current entitled to make it
  std::string how;      // "install" (at the start of the Political Phase), "referendum",
                        // "popular_coup", "military_coup", "thermidor" (after a rejected law)
  std::string rule;
  std::string why;      // the conditions, as the rule says them
};

// The changes the books allow now (every condition the app can read; the map's
// adjacency comes from the chart). Coups are listed only in the open scenario (12.0).
Expected<std::vector<Transition>, ActionError> openTransitions(const Books& books);

struct InstallOptions {
  std::string by;         // who installed it (coup maker, referendum holder, Commune controller)
  bool electionNow = false;
};

// Installs a regime: the common effects of 7.5.1 and the regime's own (R.x.1.1), its
// government, outlaws and election schedule. Returns a refusal only for missing chart data.
Check installRegime(Books& books, const std::string& regime, const InstallOptions& options);

}  // namespace adc::revolution
