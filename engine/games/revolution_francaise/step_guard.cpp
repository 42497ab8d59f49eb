#include "step_guard.hpp"

#include "adc/game_texts.hpp"
#include "adc/rules.hpp"

#include <stdexcept>

namespace adc::revolution {

Check requireStep(const GameData& data, const GameState& state, std::string_view stepId, std::string_view what) {
  const auto* now = currentStep(data, state);
  if (now && now->id == stepId) return std::nullopt;
  auto index = data.sequence.findStep(stepId);
  if (!index) throw std::logic_error("revolution-francaise: the sequence lacks the step " + std::string(stepId));
  const auto& step = data.sequence.steps[*index].leaf();
  auto why = now ? sayf(data, "{} belongs to the step '{}' ({}); the game is at '{}'", what, step.name, step.rule,
                        now->leaf().name)
                 : sayf(data, "{} belongs to the step '{}' ({}); the game is at the end of the game", what, step.name,
                        step.rule);
  return refuse(ActionError::Code::NotAllowed, why).pointing(WayForward::toStep(std::string(stepId)));
}

}  // namespace adc::revolution
