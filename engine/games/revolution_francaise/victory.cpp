#include "victory.hpp"

#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"

#include "common.hpp"
#include "regimes.hpp"

#include <algorithm>

namespace adc::revolution {

namespace {

// 14.4: the Also-Rans row of the open-scenario regimes is their historical counterpart's.
std::string rowRegime(const std::string& regime, const std::string& winner) {
  if (regime == "ffr") return "convention";
  if (regime == "mercy" || regime == "wrath" || regime == "prairial" || regime == "fri") return "terror";
  if (regime == "directorate") return winner == "montagne" ? "terror" : "thermidor";  // 14.3.5
  return regime;
}

}  // namespace

VictoryReport victory(const GameData& data, const GameState& state) {
  Books books(data, state);
  VictoryReport report;
  report.rule = "14.0";
  const auto regime = books.text("regime");
  const auto paris = parisController(books);
  const bool executed = books.text("king") == "executed";
  std::map<std::string, std::int64_t> vp;
  for (const auto& current : currents()) {
    VictoryLine line;
    line.side = current;
    auto addLine = [&](const std::string& what, std::int64_t points) {
      if (points == 0) return;
      line.breakdown.emplace_back(what, points);
      line.points += points;
    };
    auto fame = books.number("fame." + current);
    auto held = regionsOf(books, current);
    auto deputies = books.number("deputies." + current);
    if (paris == current && current != "marais") addLine(say(data, "controlling Paris"), 5);
    addLine(say(data, "fame"), fame);
    addLine(say(data, "controlled regions"), held);
    if (current == "royalist") {
      std::int64_t coalition = 0;
      for (const auto& region : regions()) coalition += books.flag("coalition_control." + region) ? 1 : 0;
      addLine(say(data, "regions under the Coalition (14.1.1)"), coalition);
      if (books.flag("king_kidnapped")) addLine(say(data, "kidnapping the King (14.1.1)"), 5);
    }
    if (current == "feuillant") {
      addLine(say(data, "deputies"), deputies);
      if (regime == "legislative") addLine(say(data, "the Legislative still in place (14.1.2)"), 5);
    }
    if (current == "marais") addLine(say(data, "deputies"), deputies);
    if (current == "gironde") {
      addLine(say(data, "deputies"), deputies);
      if (regime == "convention" || regime == "ffr") addLine(say(data, "Convention or Federal First Republic (14.1.4)"), 5);
    }
    if (current == "montagne" || current == "sans_culotte") {
      if (executed && 5 >= deputies) addLine(say(data, "the King guillotined (greater than its deputies)"), 5);
      else addLine(say(data, "deputies"), deputies);
      bool regimeBonus = current == "montagne"
                             ? (regime == "terror" || regime == "prairial" || regime == "fri")
                             : (regime == "terror" || regime == "wrath" || regime == "prairial" || regime == "fri");
      if (regimeBonus) {
        addLine(current == "montagne" ? say(data, "Terror, Prairial or FR1&I (14.1.5)")
                                      : say(data, "Terror, Wrath, Prairial or FR1&I (14.1.6)"),
                5);
      }
      if (current == "sans_culotte" && books.flag("commune_raised")) addLine(say(data, "the Commune raised (14.1.6)"), 5);
    }
    vp[current] = line.points;
    report.sides.push_back(std::move(line));
  }
  // The Also-Rans row is the winner's for the regime it reads (14.4), "all" for the Royalist.
  auto ranking = [&](const std::string& winner, const std::string& rowRegimeId) {
    const auto row = winner + "_" + rowRegimeId;
    std::string text;
    std::vector<std::pair<std::int64_t, std::string>> ranks;
    bool missing = false;
    for (const auto& current : currents()) {
      if (current == winner) continue;
      auto rank = componentNumber(data, state, "also_rans", row, current);
      if (!rank) {
        missing = true;
        continue;
      }
      ranks.emplace_back(*rank, current);
    }
    if (missing) {
      // The row by the winner and the regime it is read for, as the chart names them.
      if (rowRegimeId == "all") {
        return " " + sayf(data, "The Also-Rans row '{}' is not printed (14.4): type it in (the Also-Rans chart).",
                          sideName(data, winner));
      }
      return " " + sayf(data, "The Also-Rans row '{} / {}' is not printed (14.4): type it in (the Also-Rans chart).",
                        sideName(data, winner), wordName(data, rowRegimeId));
    }
    std::stable_sort(ranks.begin(), ranks.end());
    for (const auto& [rank, current] : ranks) {
      text += (text.empty() ? "" : ", ") + sayf(data, "{} ({})", sideName(data, current), rank);
    }
    return " " + sayf(data, "The others (14.4): {}.", text);
  };
  if (regime == "vendemiaire") {
    report.winner = "royalist";
    report.rule = "R.11.1.1";
    report.explanation =
        say(data, "Vendémiaire is installed: the game ends and the Royalist wins (R.11.1.1).") + ranking("royalist", "all");
    return report;
  }
  // 14.2.1: the Divine Right Monarchy.
  if (vp["royalist"] >= 25) {
    report.winner = "royalist";
    report.rule = "14.2.1";
    report.explanation = sayf(data, "The Royalist has {} VP (25 or more): the Divine Right Monarchy is reinstalled.",
                              vp["royalist"]) +
                         ranking("royalist", "all");
    return report;
  }
  // 14.2.2: Reaction or Revolution.
  int reaction = 0, revolution = 0;
  std::string sideOf;
  for (const auto& current : currents()) {
    if (current == "royalist") continue;
    bool high = vp[current] >= 25;
    bool reactionary = (current == "feuillant" || current == "marais") ? high : !high;
    (reactionary ? reaction : revolution)++;
    sideOf += (sideOf.empty() ? "" : ", ") + (reactionary ? sayf(data, "{} {} VP → Reaction", sideName(data, current), vp[current])
                                                         : sayf(data, "{} {} VP → Revolution", sideName(data, current), vp[current]));
  }
  bool isReaction = reaction > revolution;
  // 14.3: the winner by the final regime, with its tie rules.
  auto better = [&](const std::string& a, const std::string& b) { return vp[b] > vp[a] ? b : a; };  // a wins ties
  std::string winner, why;
  if (regime == "legislative") {
    winner = isReaction ? better("feuillant", "marais") : "gironde";
    why = "14.3.1";
  } else if (regime == "convention" || regime == "ffr") {
    winner = isReaction ? "marais" : better("montagne", "gironde");
    why = "14.3.2";
  } else if (regime == "thermidor") {
    winner = isReaction ? better("feuillant", "marais") : "gironde";
    why = "14.3.4";
  } else if (regime == "directorate") {
    winner = isReaction ? better("feuillant", "marais") : better("gironde", "montagne");
    why = "14.3.5";
  } else {
    winner = isReaction ? "marais" : better("montagne", "sans_culotte");
    why = "14.3.3";
  }
  report.winner = winner;
  report.rule = "14.1-14.4, " + why;
  const auto most = std::max(reaction, revolution);
  const auto fewest = std::min(reaction, revolution);
  report.explanation =
      sayf(data, "Royalist {} VP (under 25).", vp["royalist"]) + " " +
      (isReaction ? sayf(data, "{}: Reaction {} to {}.", sideOf, most, fewest)
                  : sayf(data, "{}: Revolution {} to {}.", sideOf, most, fewest)) +
      " " +
      (isReaction ? sayf(data, "Reactionary {}: {} wins ({}).", wordName(data, regime), sideName(data, winner), why)
                  : sayf(data, "Revolutionary {}: {} wins ({}).", wordName(data, regime), sideName(data, winner), why)) +
      ranking(winner, rowRegime(regime, winner));
  // 15.2.2: one player holds both Currents and "can choose to apply either the Mountain
  // criteria, or the Sans-Culotte criteria": she wins when either Current wins, and among
  // the others she takes the better of her two places (A57).
  if (books.flag("left_one_player")) {
    report.explanation +=
        " " + std::string(winner == "montagne" || winner == "sans_culotte"
                              ? say(data, "The Montagne and the Sans-Culotte are one player's: she wins (15.2.2).")
                              : say(data, "The Montagne and the Sans-Culotte are one player's: she takes the better of their two places (15.2.2)."));
  }
  return report;
}

}  // namespace adc::revolution
