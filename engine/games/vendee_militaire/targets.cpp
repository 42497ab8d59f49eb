#include "targets.hpp"

#include "adc/game_texts.hpp"

namespace adc::vendee {

std::optional<std::string> designationProblem(const StateChanges& changes, std::string_view attacker,
                                              std::int64_t hex) {
  const GameData& data = changes.data();
  auto control = changes.text(hexKey("control", hex));
  auto fortress = changes.text(hexKey("fortress", hex));
  if (control == "none") return sayf(data, "hex {} is not on the board", hex);
  if (control != attacker) return std::nullopt;  // the opponent's, with or without a Fortress
  if (fortress != "none") {
    return sayf(data, "hex {} is {}'s and already fortified; choose an enemy hex, or one of yours without a Fortress (Resolving a Battle I)",
                hex, capitalised(data, attacker));
  }
  if (changes.number("fortress_reserve") < 1) {
    return sayf(data,
                "hex {} is {}'s: fortifying it needs a Fortress token in the common reserve, which is empty (Resolving a Battle I)",
                hex, capitalised(data, attacker));
  }
  return std::nullopt;
}

std::string describeTargets(const StateChanges& changes, std::string_view attacker) {
  const GameData& data = changes.data();
  std::string attack, fortify;
  for (int hex = firstHex; hex <= lastHex; ++hex) {
    if (designationProblem(changes, attacker, hex)) continue;
    auto& list = changes.text(hexKey("control", hex)) == attacker ? fortify : attack;
    list += (list.empty() ? "" : ", ") + std::to_string(hex);
  }
  const std::string who = capitalised(data, attacker);
  if (attack.empty() && fortify.empty()) return sayf(data, "{} may designate no hex: they pass ('No hex to designate')", who);
  if (fortify.empty()) return sayf(data, "{} may attack hex {} (Resolving a Battle I)", who, attack);
  if (attack.empty()) return sayf(data, "{} may fortify hex {} (Resolving a Battle I)", who, fortify);
  return sayf(data, "{} may attack hex {} or fortify hex {} (Resolving a Battle I)", who, attack, fortify);
}

}  // namespace adc::vendee
