#include "step_guard.hpp"

#include "adc/rules.hpp"

#include <stdexcept>

namespace adc::revolution {

Check requireStep(const GameData& data, const GameState& state, std::string_view stepId, std::string_view what) {
  const auto* now = currentStep(data, state);
  if (now && now->id == stepId) return std::nullopt;
  auto index = data.sequence.findStep(stepId);
  if (!index) throw std::logic_error("revolution-francaise: the sequence lacks the step " + std::string(stepId));
  const auto& step = data.sequence.steps[*index].leaf();
  std::string at = now ? "'" + now->leaf().name + "'" : std::string("the end of the game");
  return refuse(ActionError::Code::NotAllowed,
                std::string(what) + " belongs to the step '" + step.name + "' (" + step.rule + "); the game is at " + at)
      .pointing(WayForward::toStep(std::string(stepId)));
}

}  // namespace adc::revolution
