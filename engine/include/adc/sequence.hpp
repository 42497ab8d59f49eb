#pragma once
// The sequence of play as data: a tree of phases and steps, each with a condition on
// the state, its rule number, what to say to the players, what to do on the board, the
// procedures it offers and its timer. The cursor walks the tree's leaves in order.

#include "adc/diagnostics.hpp"
#include "adc/expression.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace adc {

struct ConditionalText {
  Expression when;  // empty: always
  TextTemplate text;
};

struct SequenceNode {
  std::string id;
  std::string name;
  std::string rule;
  Expression when;  // empty: always
  TextTemplate prompt;
  std::vector<ConditionalText> board;
  std::vector<std::string> procedures;
  // The sealed entries the players write at this step (GS 4.14's dividends), which the
  // Sealed panel opens on and reveals together.
  std::vector<std::string> sealed;
  std::string timer;
  std::string side;  // who acts, if one side does
  std::vector<SequenceNode> children;
  SourceLocation where;
};

// A leaf of the tree with the chain of nodes above it.
struct SequenceStep {
  std::vector<const SequenceNode*> path;  // outermost first, the leaf last
  std::string id;                         // "phase.step"
  const SequenceNode& leaf() const { return *path.back(); }
};

struct Sequence {
  Sequence() = default;
  // Steps point into phases, so a copy rebuilds them.
  Sequence(const Sequence& other);
  Sequence& operator=(const Sequence& other);
  Sequence(Sequence&&) noexcept = default;
  Sequence& operator=(Sequence&&) noexcept = default;

  std::string turnName = "Turn";
  std::int64_t firstTurn = 1;
  std::optional<std::int64_t> lastTurn;
  Expression endWhen;  // empty: the game ends after lastTurn
  std::vector<SequenceNode> phases;
  std::vector<SequenceStep> steps;  // filled by flatten()

  void flatten();
  std::optional<std::size_t> findStep(std::string_view id) const;
};

}  // namespace adc
