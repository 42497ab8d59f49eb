#pragma once
// A board and the form that acts on it, laid out so that the form is never below the fold:
// side by side when the panel is wide enough (the board on the left, the form in a column
// on the right with its own scroll, the last action's result under it), else the form
// first and the board under it. Each part draws in the width it is given
// (ImGui::GetContentRegionAvail()).

#include "panels/panel.hpp"

#include <functional>

namespace adc::gui {

// `id` keeps the regions of two boards apart; `formShare` is the form column's part of the
// width when side by side.
void boardBesideForm(Ui& ui, const char* id, const std::function<void()>& board, const std::function<void()>& form,
                     float formShare = 0.4f);

// Whether boardBesideForm puts the two side by side in a panel this wide.
bool sideBySide(const Ui& ui, float width);

// What the last action did, in the log's words ("Last action: 12. Anne votes the law…"),
// so that the players see the result where they acted, not only in the status line.
void lastActionResult(Ui& ui);

}  // namespace adc::gui
