#include "targets.hpp"

namespace adc::vendee {

std::optional<std::string> designationProblem(const StateChanges& changes, std::string_view attacker,
                                              std::int64_t hex) {
  auto control = changes.text(hexKey("control", hex));
  auto fortress = changes.text(hexKey("fortress", hex));
  auto number = std::to_string(hex);
  if (control == "none") return "hex " + number + " is not on the board";
  if (control != attacker) return std::nullopt;  // the opponent's, with or without a Fortress
  if (fortress != "none") {
    return "hex " + number + " is " + capitalised(attacker) +
           "'s and already fortified; choose an enemy hex, or one of yours without a Fortress [L132]";
  }
  if (changes.number("fortress_reserve") < 1) {
    return "hex " + number + " is " + capitalised(attacker) +
           "'s: fortifying it needs a Fortress token in the common reserve, which is empty [L132]";
  }
  return std::nullopt;
}

std::string describeTargets(const StateChanges& changes, std::string_view attacker) {
  std::string attack, fortify;
  for (int hex = firstHex; hex <= lastHex; ++hex) {
    if (designationProblem(changes, attacker, hex)) continue;
    auto& list = changes.text(hexKey("control", hex)) == attacker ? fortify : attack;
    list += (list.empty() ? "" : ", ") + std::to_string(hex);
  }
  std::string text = capitalised(attacker) + " may ";
  if (attack.empty() && fortify.empty()) return text + "designate no hex: they pass ('No hex to designate')";
  if (!attack.empty()) text += "attack hex " + attack;
  if (!fortify.empty()) text += (attack.empty() ? "" : " or ") + std::string("fortify hex ") + fortify;
  return text + " [L132]";
}

}  // namespace adc::vendee
