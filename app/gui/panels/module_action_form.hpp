#pragma once
// One form for any rule module action, built from the module's descriptions
// (adc/action_description.hpp): the action by its title, the acting side when the action
// names one, then one field per argument — a combo for sides, collection items, fixed words
// and flags, a number field with its range, a text field otherwise — each with its meaning
// as hint and tooltip. Below, the engine's answer on a copy of the state before anything is
// logged, and the Do button. A board view owns one and passes its script hooks on; it never
// decides a rule: the handler does, and its refusal is shown.
//
// The action list offers the actions whose description's `offeredWhen` holds on the state
// (the stage the turn is at); when the turn moves on and the chosen action is no longer
// offered, the form takes the first one that is. The others stay one click away ("Every
// action") for a correction, and a script may choose any of them.

#include "panels/keyboard_order.hpp"
#include "panels/panel.hpp"

#include "adc/action_description.hpp"
#include "adc/limit.hpp"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <utility>
#include <string>
#include <vector>

namespace adc {
struct RuleModule;
}

namespace adc::gui {

class ModuleActionForm {
 public:
  struct Choice {
    std::string id;
    std::string label;
  };

  // `id` keeps the form's widgets apart from the board's own.
  explicit ModuleActionForm(std::string id, std::string firstAction = {});

  void draw(Ui& ui);
  // Script hooks: fields `action` (a type), `side` (a side id, or none) and the chosen
  // action's argument names; button `do`.
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error);
  bool press(Ui& ui, const std::string& button, std::string& error);

  // For the script's dump: `board_form.action`, `board_form.side` (the players' choice)
  // and `board_form.<argument>`, what each field holds.
  void dump(std::map<std::string, std::string>& dump) const;

  // The action the form describes now, and its type.
  Action action(const Ui& ui) const;
  const std::string& actionType() const { return m_type; }

  // Whether the list also offers the built-in `next` (the sequence's next step), while the
  // engine would take it on the state: for a game whose own actions move the sequence
  // except for a few steps the players walk through.
  bool offerNext = false;

  // A board may suggest the acting side (whose turn it is) while the players have not
  // chosen one, and offer its own items for an argument (the units still on the map);
  // by default the side is left to choose and an item is any of its collection.
  std::function<std::string(const Ui&)> suggestedSide;
  std::function<std::vector<Choice>(const Ui&, const ArgumentDescription&)> choicesFor;

 private:
  const ActionDescription* described(const Ui& ui) const;
  // The types offered on the state now (module actions in order, then `next`); true when
  // the list changed since the last call.
  bool refreshOffered(const Ui& ui);
  void drawActionList(Ui& ui);
  void drawSideChoice(Ui& ui, const ActionDescription& description);
  std::vector<Choice> choices(const Ui& ui, const ArgumentDescription& argument) const;
  std::string actingSide(const Ui& ui) const;
  // True when its words were clicked.
  bool drawLabel(const GameData& data, const ArgumentDescription& argument);
  void drawArgument(Ui& ui, const ArgumentDescription& argument, float width);
  bool perform(Ui& ui, std::string& error);
  // After the log's cursor moved: the earliest undone action this form makes, its fields
  // put back; a redone one's fields taken out again while the players left them as they were.
  void refillFromUndone(Ui& ui, const RuleModule& module);
  // "To fill in: Card, Province": the required fields still empty ("" when none are).
  std::string missingFields(const Ui& ui) const;

  std::string m_id;
  std::string m_type;
  std::string m_side;                          // "" until the players choose
  std::map<std::string, std::string> m_fields;  // argument name -> what was typed or chosen
  // The undone action the form was filled in from (its place in the log), and the
  // revision the log was last looked at.
  std::optional<std::pair<std::size_t, Action>> m_refilled;
  std::uint64_t m_undoneSeen = ~std::uint64_t{0};
  KeyboardOrder m_order;
  // What of the form was out of sight last frame ("" : in sight): its last field and Do.
  struct InSight {
    std::string lastField;
    std::string doButton;
  } m_whole;  // Tab through the action, the side and every field, in reading order
  std::vector<std::string> m_offered;           // on the state of m_offeredRevision
  std::uint64_t m_offeredRevision = ~std::uint64_t{0};
  bool m_showAll = false;
  float m_fieldsHeight = 0.0f;  // the fields' height last frame: their region's, beside a board
  float m_footerHeight = 0.0f;  // Do, the engine's answer and its way forward, last frame
  // The engine's answer for the form's action on a copy of the state, kept per revision.
  std::uint64_t m_previewRevision = ~std::uint64_t{0};
  Action m_previewAction;
  bool m_previewOk = false;
  bool m_previewMissing = false;  // the preview lists fields to fill in, not the engine's answer
  std::string m_previewText;
  std::optional<WayForward> m_previewWay;
  // The action's limit already reached (limit.hpp): said, and Do disabled, before anyone acts.
  std::optional<LimitReached> m_previewLimit;
  std::string m_outcome;
  std::optional<WayForward> m_outcomeWay;  // the refusal's way forward, while m_outcome shows it
  std::uint64_t m_outcomeRevision = 0;
};

}  // namespace adc::gui
