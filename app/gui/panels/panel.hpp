#pragma once
// A panel: one concept of the app (Start, Sequence, Books, Resolve, ...). Panels draw
// with Dear ImGui, build engine actions and read the state; they never compute a rule.
// Scripts drive them through the same model the widgets edit: setField() sets a form
// field by name, press() presses a button by name.

#include "controller.hpp"
#include "fonts.hpp"
#include "settings.hpp"
#include "translate.hpp"

#include "adc/text_checks.hpp"

#include <imgui.h>

#include <cstddef>
#include <functional>
#include <optional>
#include <set>
#include <string>

namespace adc::gui {

class Alarm;
class DiceTray;

// What a panel can reach while it draws.
class PlayersPhones;

struct Ui {
  Controller& controller;
  Settings& settings;
  Fonts& fonts;
  Alarm& alarm;
  DiceTray& diceTray;
  std::function<void(const std::string& panel)> showPanel;
  bool enterPressed = false;  // Enter was pressed this frame: the panel's main button
  std::string requestedProcedure;  // Sequence asks Resolve to open a procedure
  std::string requestedAction;     // Sequence asks the board's action form to open an action
  std::string requestedSealed;     // a refusal's way forward asks the Sealed panel for an entry
  std::optional<CellRef> requestedCell;  // Resolve asks the Tables panel to show a result's cell
  // Timer runs whose expiry was already logged: undoing the expiry does not log it again.
  std::set<std::string> expiredTimers;
  // The language --lang asked for ("" when none): it wins over the players' choice.
  std::string commandLineLanguage;
  // The chart prompt's cell, typed in the Tables panel instead: the prompt steps aside
  // while the players type it there.
  std::optional<CellRef> chartCellInTable;
  int tablesDrawnFrame = -1;  // the last frame the Tables panel drew: away from it, the prompt is back
  // The players' phones (players_phones.hpp): their section on the Start and Sealed panels.
  PlayersPhones* phones = nullptr;
};

class Panel {
 public:
  virtual ~Panel() = default;
  virtual const char* id() const = 0;      // stable name for scripts and settings
  virtual const char* title() const = 0;   // English, translated by the caller
  virtual bool needsGame() const { return true; }
  // Whether the side menu lists it now (Prepare the game: only while the set-up needs it).
  virtual bool listed(Ui&) { return true; }
  virtual void draw(Ui& ui) = 0;
  // Script hooks. Return false with an error when the name or value is not accepted.
  virtual bool setField(Ui&, const std::string& name, const std::string&, std::string& error) {
    error = "no field '" + name + "' on this panel";
    return false;
  }
  virtual bool press(Ui&, const std::string& button, std::string& error) {
    error = "no button '" + button + "' on this panel";
    return false;
  }
};

// Small drawing helpers shared by the panels.
void sideColorSwatch(const std::string& hexColor);
// A side's colour as a thin bar under the item just drawn, `width` long: for a column
// header, where a swatch would take room from the name.
void sideColorBar(const std::string& hexColor, float width);
unsigned parseHexColor(const std::string& hexColor, unsigned fallback = 0xFFCCCCCCu);  // ImU32 (ABGR)
void textWrappedMuted(const std::string& text);
void errorText(const std::string& text);
// A label in the room it has (the width; negative: what is left of the line): whole when
// it fits, else shortened (its first part, or cut with an ellipsis) with the whole of it
// in a tooltip. Never drawn past its room.
void fittedText(const std::string& text, float width = -1.0f);
std::string shortenedToFit(const std::string& text, float width);
// ImGui::BeginCombo `width` wide whose preview (the choice shown closed) is shortened to
// the box, with the whole of it in a tooltip.
bool beginFittedCombo(const std::string& label, const std::string& preview, float width);
// As many characters as fit, then an ellipsis (a line whose end matters less than its
// start: a step title, a status).
std::string cutToFit(const std::string& text, float width);
// One line of text (a status, a log entry) in the room it has: cut with an ellipsis when
// longer, the whole of it wrapped in a tooltip. In red when it is a refusal.
void statusText(const std::string& text, bool error = false, float width = -1.0f);
// A field the players type in, which takes at most `limit` characters (adc/text_checks.hpp:
// the limits the engine holds every text to) and says so: hovered, "At most 2000
// characters"; from nine tenths of the limit, the count under it ("1850 / 2000"), and
// at the limit in words. Typing or pasting past it keeps the first `limit` characters. A
// longer text set otherwise (a script) is left as it is, for the engine to refuse in words.
// `hint` may be null; `callback` gets the events its flags ask for, as ImGui's would.
bool limitedInput(const char* label, const char* hint, std::string& text, std::size_t limit, ImGuiInputTextFlags flags = 0,
                  ImGuiInputTextCallback callback = nullptr, void* userData = nullptr);
// How much of a text from a save is drawn: a log line quotes a reason of up to
// longestReason characters with the value it corrected.
inline constexpr std::size_t longestTextShown = longestReason + 200;
// A text from a save or the log as it may be drawn: whole within `limit` characters, else
// its first part, "…" and its length ("… (20000 characters)"). An older save, or one
// edited by hand, may hold a longer text than the fields now take; one string asking ImGui
// for tens of thousands of glyphs overflows a draw list's 16-bit indices.
std::string boundedText(const std::string& text, std::size_t limit = longestTextShown);
// A bullet whose text wraps at the window's edge.
void bulletWrapped(const std::string& text);
void ruleTag(const std::string& rule);
// Game texts: a template rendered against the state (its error text when it cannot be),
// and the board instructions whose conditions hold.
// Values are written by their names (a side's, a word's), never as ids.
std::string renderText(const GameData& data, const TextTemplate& text, const NameLookup& lookup);
std::vector<std::string> boardLines(const GameData& data, const std::vector<ConditionalText>& lines, const NameLookup& lookup);
// "Turn 2 / 3 — Battle / Skirmish"
std::string stepTitle(const GameData& data, const GameState& state);

}  // namespace adc::gui
