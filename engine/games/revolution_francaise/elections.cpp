#include "elections.hpp"

namespace adc::revolution {

namespace {

std::int64_t up(std::int64_t n) { return (n + 1) / 2; }    // "for every two ... (round up)"
std::int64_t down(std::int64_t n) { return n / 2; }        // "(round down)"

}  // namespace

RegionCounts countRegions(const Books& books) {
  RegionCounts counts;
  for (const auto& current : currents()) counts[current] = regionsOf(books, current);
  counts["none"] = regionsOf(books, "none");
  return counts;
}

std::map<std::string, std::int64_t> electionResult(const std::string& regime, const RegionCounts& r, std::string& rule) {
  auto R = [&](const char* current) { return r.at(current); };
  const auto N = r.at("none");
  std::map<std::string, std::int64_t> seats;
  if (regime == "legislative") {
    rule = "R.1.6";
    seats["feuillant"] = R("feuillant");
    seats["marais"] = R("marais") + N + down(R("royalist"));
    seats["royalist"] = up(R("royalist"));
    seats["gironde"] = R("gironde") + down(R("montagne"));
    seats["montagne"] = up(R("montagne")) + down(R("sans_culotte"));
    seats["sans_culotte"] = up(R("sans_culotte"));
  } else if (regime == "directorate") {
    rule = "R.7.6";
    seats["feuillant"] = R("feuillant");
    seats["marais"] = R("marais") + N + down(R("montagne"));
    seats["royalist"] = R("royalist") + down(R("sans_culotte"));
    seats["gironde"] = R("gironde");
    seats["montagne"] = up(R("montagne"));
    seats["sans_culotte"] = up(R("sans_culotte"));
  } else if (regime == "ffr") {
    rule = "R.9.6";
    seats["feuillant"] = up(R("feuillant"));
    seats["marais"] = R("marais") + down(R("royalist"));
    seats["royalist"] = up(R("royalist"));
    seats["gironde"] = R("gironde") + N + down(R("feuillant")) + down(R("montagne"));  // two floors (A68)
    seats["montagne"] = up(R("montagne")) + down(R("sans_culotte"));
    seats["sans_culotte"] = up(R("sans_culotte"));
  } else if (regime == "fri") {
    rule = "R.10.6";
    seats["feuillant"] = up(R("feuillant"));
    seats["marais"] = R("marais") + down(R("feuillant"));
    seats["royalist"] = up(R("royalist"));
    seats["gironde"] = up(R("gironde"));
    seats["montagne"] = R("montagne") + N + down(R("gironde"));
    seats["sans_culotte"] = R("sans_culotte") + down(R("royalist"));
  } else {
    // R.2.6, and "the same procedure as the Convention" for the Terror (R.3.6), Thermidor
    // (R.4.6), Wrath (R.5.6), Mercy (R.6.6) and Prairial (R.8.6): the Convention's formula
    // per Current, the Currents the regime excludes getting none (A31, A32).
    rule = regime == "convention" ? "R.2.6" : regime == "terror" ? "R.3.6" : regime == "thermidor" ? "R.4.6"
         : regime == "wrath" ? "R.5.6" : regime == "mercy" ? "R.6.6" : "R.8.6";
    seats["royalist"] = 0;
    seats["gironde"] = R("gironde") + down(R("feuillant"));
    seats["marais"] = R("marais") + N + up(R("royalist"));
    seats["feuillant"] = up(R("feuillant"));
    seats["montagne"] = R("montagne") + down(R("royalist"));
    seats["sans_culotte"] = R("sans_culotte");
    if (regime == "terror") seats["gironde"] = 0;                       // "The right wing is empty"
    if (regime == "wrath") seats["gironde"] = seats["montagne"] = 0;    // right empty; Mtn withdrawn (A32)
    if (regime == "prairial") seats["feuillant"] = seats["marais"] = seats["gironde"] = 0;  // R.8.6
  }
  return seats;
}

}  // namespace adc::revolution
