#include "adc/sequence.hpp"

namespace adc {

namespace {
void collectLeaves(const SequenceNode& node, std::vector<const SequenceNode*>& path, std::vector<SequenceStep>& steps) {
  path.push_back(&node);
  if (node.children.empty()) {
    SequenceStep step;
    step.path = path;
    for (const auto* part : path) step.id += (step.id.empty() ? "" : ".") + part->id;
    steps.push_back(std::move(step));
  } else {
    for (const auto& child : node.children) collectLeaves(child, path, steps);
  }
  path.pop_back();
}
}  // namespace

Sequence::Sequence(const Sequence& other)
    : turnName(other.turnName),
      firstTurn(other.firstTurn),
      lastTurn(other.lastTurn),
      endWhen(other.endWhen),
      phases(other.phases) {
  flatten();
}

Sequence& Sequence::operator=(const Sequence& other) {
  if (this != &other) {
    Sequence copy(other);
    *this = std::move(copy);
  }
  return *this;
}

void Sequence::flatten() {
  steps.clear();
  std::vector<const SequenceNode*> path;
  for (const auto& phase : phases) collectLeaves(phase, path, steps);
}

std::optional<std::size_t> Sequence::findStep(std::string_view id) const {
  for (std::size_t i = 0; i < steps.size(); ++i) {
    if (steps[i].id == id) return i;
  }
  return std::nullopt;
}

}  // namespace adc
