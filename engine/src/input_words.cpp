#include "adc/input_words.hpp"

#include "adc/display_names.hpp"
#include "adc/game_data.hpp"
#include "adc/game_texts.hpp"

namespace adc {

std::string diceRangeText(const GameData& data, const DiceSpec& dice) {
  std::string text = dice.count == 1 ? sayf(data, "1 die from {} to {}", dice.lowest, dice.highest)
                                     : sayf(data, "{} dice from {} to {}", dice.count, dice.lowest, dice.highest);
  if (dice.zeroReadsAs) text += sayf(data, " (type 0 for {})", *dice.zeroReadsAs);
  return text;
}

std::string diceEntryProblemText(const GameData& data, const DiceSpec& dice, const DiceEntryProblem& problem) {
  if (problem.faceOutOfRange) {
    return sayf(data, "{}: {} is out of range; expected {}", dice.label, *problem.faceOutOfRange, diceRangeText(data, dice));
  }
  return dice.count == 1 ? sayf(data, "{} needs 1 die, got {}", dice.label, problem.typed)
                         : sayf(data, "{} needs {} dice, got {}", dice.label, dice.count, problem.typed);
}

std::string expectedText(const GameData& data, const InputDef& input) {
  switch (input.kind) {
    case InputKind::Dice: return sayf(data, "{}: {}", input.dice.label, diceRangeText(data, input.dice));
    case InputKind::Number:
      if (input.min && input.max) return sayf(data, "a number from {} to {}", *input.min, *input.max);
      if (input.min) return sayf(data, "a number of at least {}", *input.min);
      if (input.max) return sayf(data, "a number of at most {}", *input.max);
      return say(data, "a number");
    case InputKind::Choice: {
      std::string names;
      for (const auto& choice : input.choices) names += (names.empty() ? "" : ", ") + wordName(data, choice);
      return sayf(data, "one of {}", names);
    }
    case InputKind::Flag: return say(data, "yes or no");
    case InputKind::Card: {
      const Deck* deck = data.findDeck(input.deck);
      return sayf(data, "a card of {}", deck ? deck->name : humanizeId(input.deck));
    }
    case InputKind::Side: return say(data, "a side");
  }
  return {};
}

namespace {

std::string collectionName(const GameData& data, const std::string& id) {
  const Collection* collection = data.findCollection(id);
  return collection ? collection->name : humanizeId(id);
}

}  // namespace

std::string expectedText(const GameData& data, const ArgumentDescription& argument) {
  using Kind = ArgumentDescription::Kind;
  switch (argument.kind) {
    case Kind::Text: return say(data, "words");
    case Kind::Choice: {
      std::string names;
      for (const auto& choice : argument.choices) names += (names.empty() ? "" : ", ") + wordName(data, choice);
      return sayf(data, "one of {}", names);
    }
    case Kind::Side: return say(data, "a side");
    case Kind::Item: return sayf(data, "one of {}", collectionName(data, argument.collection));
    case Kind::Card: return argument.collection.empty() ? say(data, "a card") : sayf(data, "a card of {}", collectionName(data, argument.collection));
    case Kind::Number:
      if (argument.min && argument.max) return sayf(data, "a number from {} to {}", *argument.min, *argument.max);
      if (argument.min) return sayf(data, "a number of at least {}", *argument.min);
      if (argument.max) return sayf(data, "a number of at most {}", *argument.max);
      return say(data, "a number");
    case Kind::Flag: return say(data, "yes or no");
    case Kind::List:
      return argument.collection.empty() ? say(data, "a list, separated by commas")
                                         : sayf(data, "one or more of {}", collectionName(data, argument.collection));
  }
  return {};
}

}  // namespace adc
