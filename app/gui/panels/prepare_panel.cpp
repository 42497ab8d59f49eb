#include "panels/prepare_panel.hpp"

#include "translate.hpp"

#include "adc/built_in_actions.hpp"
#include "adc/display_names.hpp"
#include "adc/rule_module.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <vector>

namespace adc::gui {

namespace {

// "Hex 4", "Row 3, column Clergy": a cell by its row (and column), the table named above.
std::string cellLabel(const GameData& data, const Table& table, const CellRef& cell) {
  std::string text = (table.rows.name.empty() ? std::string(tr("Row")) : table.rows.name) + " " +
                     axisKeyName(data, table.rows, cell.row);
  if (table.columns && !cell.column.empty()) {
    text += ", " + (table.columns->name.empty() ? std::string(tr("column")) : table.columns->name) + " " +
            axisKeyName(data, *table.columns, cell.column);
  }
  return text;
}

std::string sideLabel(const Setup& setup, const Side& side) {
  std::string text = side.name;
  for (const auto& player : setup.players) {
    if (player.side == side.id) text += " (" + player.name + ")";
  }
  return text;
}

// The typed text of an input as the action carries it; none with `missing` set when a
// value the data requires is empty, or with `problem` set when it does not read.
std::optional<Value> inputValue(const InputDef& input, const std::string& typed, bool& missing, std::string& problem) {
  if (input.kind == InputKind::Flag) return Value{typed == "true"};
  if (typed.empty()) {
    missing = !input.defaultValue.has_value();
    return std::nullopt;
  }
  if (input.kind == InputKind::Number || input.kind == InputKind::Dice) {
    auto number = parseValue(typed, ValueKind::Integer);
    if (!number) {
      problem = trf("{}: '{}' is not a number", input.name, typed);
      return number;
    }
    // Said by the input's name before anything is performed (the engine would refuse it too).
    const auto n = std::get<std::int64_t>(*number);
    if ((input.min && n < *input.min) || (input.max && n > *input.max)) {
      problem = input.max ? trf("{}: {} is not within {} to {}", input.name, n, input.min.value_or(0), *input.max)
                          : trf("{}: {} is below {}", input.name, n, *input.min);
    }
    return number;
  }
  return Value{typed};
}

// A grid header's lines: whole words wrapped within the width, at most kHeaderLines; a
// word or a name longer than that is shortened with an ellipsis and `whole` set false.
constexpr int kHeaderLines = 3;

std::vector<std::string> headerLines(const std::string& text, float width, bool& whole) {
  std::vector<std::string> words;
  for (std::size_t at = 0; at < text.size();) {
    const auto space = text.find(' ', at);
    const auto end = space == std::string::npos ? text.size() : space;
    if (end > at) words.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  std::vector<std::string> lines;
  std::size_t i = 0;
  while (i < words.size() && static_cast<int>(lines.size()) < kHeaderLines) {
    std::string line = words[i++];
    while (i < words.size() && ImGui::CalcTextSize((line + " " + words[i]).c_str()).x <= width) line += " " + words[i++];
    lines.push_back(std::move(line));
  }
  whole = i == words.size();
  for (auto& line : lines) {
    if (ImGui::CalcTextSize(line.c_str()).x > width) whole = false;
  }
  if (!whole && !lines.empty()) {
    // Each line keeps the characters that fit, the last one saying there is more.
    std::string rest = lines.back();
    for (std::size_t k = i; k < words.size(); ++k) rest += " " + words[k];
    lines.back() = rest;
    for (std::size_t n = 0; n < lines.size(); ++n) {
      const bool last = n + 1 == lines.size();
      if (!last && ImGui::CalcTextSize(lines[n].c_str()).x <= width) continue;
      std::string kept;
      for (std::size_t at = 0; at < lines[n].size();) {
        const auto lead = static_cast<unsigned char>(lines[n][at]);
        const std::size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
        const std::string longer = kept + lines[n].substr(at, length);
        if (ImGui::CalcTextSize((longer + "…").c_str()).x > width) break;
        kept = longer;
        at += length;
      }
      while (!kept.empty() && kept.back() == ' ') kept.pop_back();
      lines[n] = kept + "…";
    }
  }
  return lines;
}

}  // namespace

const SetUpNeeds& PreparePanel::needs(Ui& ui) {
  if (!ui.controller.hasGame()) {
    m_needs = {};
    m_revision.reset();
    return m_needs;
  }
  const std::string game = ui.controller.data().id + "/" + ui.controller.session().setup().scenario;
  if (game != m_gameKey) {
    // Another game: nothing typed for the last one belongs to it.
    m_gameKey = game;
    m_cells.clear();
    m_grid.clear();
    m_rowErrors.clear();
    m_chartError.clear();
    m_revision.reset();
  }
  if (m_revision != ui.controller.revision()) {
    m_revision = ui.controller.revision();
    m_needs = setUpNeeds(ui.controller.session());
  }
  return m_needs;
}

bool PreparePanel::listed(Ui& ui) { return !needs(ui).empty(); }

std::string PreparePanel::cellKey(const CellRef& cell, const std::string& field) {
  return cell.table + "." + cell.row + (cell.column.empty() ? "" : "." + cell.column) + "." + field;
}

void PreparePanel::prefill(Ui& ui, const SetUpCells& group) {
  const auto& data = ui.controller.data();
  for (const auto& cell : group.cells) {
    const Table* table = data.findTable(cell.table);
    if (!table) continue;
    auto known = ui.controller.overlay().find(cell);
    for (std::size_t i = 0; i < table->fields.size(); ++i) {
      auto& typed = m_cells[cellKey(cell, table->fields[i].id)];
      if (typed.empty() && known && i < known->size()) typed = toDisplayString((*known)[i]);
    }
  }
}

void PreparePanel::drawCharts(Ui& ui, const SetUpCells& group) {
  const auto& data = ui.controller.data();
  const Table* table = group.cells.empty() ? nullptr : data.findTable(group.cells.front().table);
  if (!table) return;
  prefill(ui, group);
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(table->name.c_str());
  ImGui::PopFont();
  ruleTag(table->rule);
  textWrappedMuted(tr("The rulebook does not print these. Read them on your printed chart; they are logged and kept for the next games."));
  if (!table->note.empty()) textWrappedMuted(table->note);
  const float labelWidth = 140.0f * ui.settings.uiScale;
  for (const auto& cell : group.cells) {
    const std::string where = cellLabel(data, *table, cell);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(where.c_str());
    for (const auto& field : table->fields) {
      ImGui::SameLine(labelWidth);
      auto& typed = m_cells[cellKey(cell, field.id)];
      const std::string id = "##prep-" + cellKey(cell, field.id);
      if (!field.choices.empty()) {
        // The rulebook names the words: one button each, the chosen one lit.
        for (std::size_t i = 0; i < field.choices.size(); ++i) {
          if (i > 0) ImGui::SameLine();
          const bool chosen = typed == field.choices[i];
          if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
          if (ImGui::Button((wordName(data, field.choices[i]) + id + "-" + field.choices[i]).c_str(),
                            ImVec2(120.0f * ui.settings.uiScale, 0))) {
            typed = field.choices[i];
          }
          if (chosen) ImGui::PopStyleColor();
        }
      } else if (field.isYesNo()) {
        bool ticked = typed == "1";
        if (ImGui::Checkbox((field.name + id).c_str(), &ticked)) typed = ticked ? "1" : "0";
      } else {
        std::string hint = field.min && field.max ? trf("from {} to {}", *field.min, *field.max) : field.name;
        ImGui::SetNextItemWidth((field.kind == ValueKind::Text ? 360.0f : 120.0f) * ui.settings.uiScale);
        limitedInput(id.c_str(), hint.c_str(), typed, longestText);
      }
    }
  }
  errorText(m_chartError);
  std::string button = tr("Enter these values");
  if (group.performable) {
    if (const ActionDescription* found = findActionDescription(data, group.action)) {
      button = trf("Enter these values, then: {}", found->title);
    }
  }
  if (ImGui::Button((button + "##enter-charts").c_str())) enterCharts(ui, group);
}

bool PreparePanel::enterCharts(Ui& ui, const SetUpCells& group) {
  auto& controller = ui.controller;
  const auto& data = controller.data();
  m_chartError.clear();
  // Every value first: nothing is logged while one is missing or does not read.
  std::vector<std::pair<CellRef, std::vector<Value>>> entries;
  std::string missing;
  for (const auto& cell : group.cells) {
    const Table* table = data.findTable(cell.table);
    if (!table) continue;
    std::vector<Value> values;
    for (const auto& field : table->fields) {
      const auto& typed = m_cells[cellKey(cell, field.id)];
      auto parsed = typed.empty() ? std::nullopt : parseValue(typed, field.kind);
      if (typed.empty()) {
        missing += (missing.empty() ? "" : ", ") + cellLabel(data, *table, cell);
        break;
      }
      if (!parsed) {
        m_chartError = trf("{}: '{}' is not a {}", cellLabel(data, *table, cell), typed, kindName(field.kind));
        return false;
      }
      values.push_back(*parsed);
    }
    if (values.size() == table->fields.size()) entries.emplace_back(cell, std::move(values));
  }
  if (!missing.empty()) {
    m_chartError = trf("To fill in: {}", missing);
    return false;
  }
  // A chart value asked for elsewhere (a prompt cancelled earlier) is not retried midway.
  controller.dropPending();
  for (const auto& [cell, values] : entries) {
    auto entered = controller.enterChartValue(cell, values);
    if (controller.asking()) return true;  // the discard question answers first
    if (entered && !*entered) {
      m_chartError = trf("{}: {}", cellLabel(data, *data.findTable(cell.table), cell), describeError(entered->error()));
      return false;
    }
  }
  if (!group.performable) return true;
  auto applied = controller.perform(Action{group.action, "", {}, "", 0});
  if (!applied && !controller.asking()) {
    m_chartError = describeError(applied.error());
    return false;
  }
  return true;
}

void PreparePanel::drawGrid(Ui& ui, const SetUpProcedure& entry) {
  const auto& data = ui.controller.data();
  const Procedure* procedure = data.findProcedure(entry.procedure);
  if (!procedure) return;
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(procedure->name.c_str());
  ImGui::PopFont();
  ruleTag(procedure->rule);
  if (!procedure->description.empty()) textWrappedMuted(procedure->description);
  // The columns: every input asked of at least one row, in the procedure's order.
  std::vector<const InputDef*> columns;
  for (const auto& input : procedure->inputs) {
    const bool asked = std::any_of(entry.rows.begin(), entry.rows.end(), [&](const SetUpRow& row) {
      return std::find(row.inputs.begin(), row.inputs.end(), input.id) != row.inputs.end();
    });
    if (asked) columns.push_back(&input);
  }
  const float scale = ui.settings.uiScale;
  const ImGuiStyle& style = ImGui::GetStyle();
  // Every column in sight at 1280x720 when it can be: a yes/no needs only its box, the
  // other columns share what is left; the table scrolls sideways only past that.
  const float first = 142.0f * scale;   // "Prussia (Benoît)"; a longer name is shortened, whole in its tooltip
  const float narrowFlag = 56.0f * scale;
  const float perColumn = style.CellPadding.x * 2.0f + 1.0f;  // padding and border of a column
  std::size_t flags = 0;
  for (const auto* input : columns) flags += input->kind == InputKind::Flag;
  const std::size_t others = columns.size() - flags;
  const float room = ImGui::GetContentRegionAvail().x - first - narrowFlag * static_cast<float>(flags) -
                     perColumn * static_cast<float>(columns.size() + 1) - 2.0f;
  float width = std::max(76.0f * scale, room / static_cast<float>(std::max<std::size_t>(others, 1)));
  float flagWidth = narrowFlag;
  if (width > 110.0f * scale) {
    // A wide window: every column the same, a yes/no header on fewer lines.
    width = flagWidth = (room + narrowFlag * static_cast<float>(flags)) / static_cast<float>(std::max<std::size_t>(columns.size(), 1));
  }
  const auto widthOf = [&](const InputDef& input) { return input.kind == InputKind::Flag ? flagWidth : width; };
  const ImGuiTableFlags tableFlags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollX |
                                     ImGuiTableFlags_SizingFixedFit;
  // Tall enough for every row and the headers, so the table itself never scrolls down:
  // the panel does, with the headings.
  const float rowHeight = ImGui::GetFrameHeight() + style.CellPadding.y * 2.0f + 1.0f;
  const float headerHeight = ImGui::GetTextLineHeight() * static_cast<float>(kHeaderLines) + style.CellPadding.y * 2.0f + 2.0f;
  float height = rowHeight * static_cast<float>(entry.rows.size()) + headerHeight + 2.0f;
  if (room < width * static_cast<float>(others) - 1.0f) height += style.ScrollbarSize;
  if (ImGui::BeginTable(("grid-" + entry.procedure).c_str(), static_cast<int>(columns.size()) + 1, tableFlags, ImVec2(0, height))) {
    ImGui::TableSetupScrollFreeze(1, 1);
    ImGui::TableSetupColumn("##side", ImGuiTableColumnFlags_WidthFixed, first);
    for (const auto* input : columns) {
      ImGui::TableSetupColumn(("##" + input->id).c_str(), ImGuiTableColumnFlags_WidthFixed, widthOf(*input));
    }
    // Headers wrap on whole words within their column, three lines at most; a name longer
    // than that ends in an ellipsis, the whole of it and its meaning in a tooltip.
    ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
    ImGui::TableSetColumnIndex(0);
    ImGui::TextUnformatted(tr("Side"));
    for (std::size_t c = 0; c < columns.size(); ++c) {
      ImGui::TableSetColumnIndex(static_cast<int>(c) + 1);
      const InputDef& input = *columns[c];
      bool whole = true;
      const auto lines = headerLines(input.name, widthOf(input), whole);
      ImGui::BeginGroup();
      for (const auto& line : lines) ImGui::TextUnformatted(line.c_str());
      ImGui::EndGroup();
      if (ImGui::IsItemHovered()) {
        std::string tip = whole ? std::string() : input.name;
        if (!input.prompt.empty() && input.prompt != input.name) tip += (tip.empty() ? "" : "\n") + input.prompt;
        if (!tip.empty()) ImGui::SetTooltip("%s", tip.c_str());
      }
    }
    for (const auto& row : entry.rows) {
      const Side* side = data.findSide(row.side);
      if (!side) continue;
      auto& typed = m_grid[row.side];
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      ImGui::AlignTextToFramePadding();
      sideColorSwatch(side->color);
      // A refused row's side in red (why is said under the button); a row done says so.
      const auto refused = m_rowErrors.find(row.side);
      const bool inError = !row.resolved && refused != m_rowErrors.end() && !refused->second.empty();
      if (inError) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.55f, 0.45f, 1.0f));
      fittedText(row.resolved ? trf("{}: done", side->name) : sideLabel(ui.controller.session().setup(), *side));
      if (inError) ImGui::PopStyleColor();
      ImGui::BeginDisabled(row.resolved);
      for (std::size_t c = 0; c < columns.size(); ++c) {
        const InputDef& input = *columns[c];
        ImGui::TableSetColumnIndex(static_cast<int>(c) + 1);
        const bool asked = std::find(row.inputs.begin(), row.inputs.end(), input.id) != row.inputs.end();
        if (!asked) {
          // Not asked of this side (a power without a Company): it keeps the data's value.
          ImGui::AlignTextToFramePadding();
          ImGui::TextDisabled("—");
          continue;
        }
        const std::string id = "##g-" + row.side + "-" + input.id;
        auto& text = typed[input.id];
        if (text.empty() && input.defaultValue && input.kind != InputKind::Number) text = toDisplayString(*input.defaultValue);
        ImGui::SetNextItemWidth(widthOf(input));
        if (input.kind == InputKind::Flag) {
          bool ticked = text == "true";
          if (ImGui::Checkbox(id.c_str(), &ticked)) text = ticked ? "true" : "false";
        } else if (input.kind == InputKind::Choice || input.kind == InputKind::Side) {
          std::vector<std::pair<std::string, std::string>> choices;
          if (input.kind == InputKind::Choice) {
            for (const auto& choice : input.choices) choices.emplace_back(choice, wordName(data, choice));
          } else {
            for (const auto& each : data.sides) choices.emplace_back(each.id, each.name);
          }
          std::string shown;
          for (const auto& [value, name] : choices) {
            if (value == text) shown = name;
          }
          // No arrow: in a narrow cell the word chosen matters more ("free trade"); still
          // shortened to the cell, the whole word in a tooltip.
          const float boxRoom = widthOf(input) - 2.0f * ImGui::GetStyle().FramePadding.x;
          const std::string fitted = shortenedToFit(shown, boxRoom);
          const bool open = ImGui::BeginCombo(id.c_str(), fitted.c_str(), ImGuiComboFlags_NoArrowButton);
          if (!open && fitted != shown && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", shown.c_str());
          if (open) {
            for (const auto& [value, name] : choices) {
              if (ImGui::Selectable(name.c_str(), value == text)) text = value;
            }
            ImGui::EndCombo();
          }
        } else {
          std::string hint;
          if (input.defaultValue) hint = toDisplayString(*input.defaultValue);
          else if (input.min && input.max) hint = trf("{} to {}", *input.min, *input.max);
          else if (input.min) hint = trf("{} or more", *input.min);
          limitedInput(id.c_str(), hint.c_str(), text, longestText);
        }
      }
      ImGui::EndDisabled();
    }
    ImGui::EndTable();
  }
  std::size_t open = 0;
  for (const auto& row : entry.rows) open += !row.resolved;
  if (open == 0) {
    ImGui::TextUnformatted(tr("All done."));
  } else {
    const std::string button = open == entry.rows.size() ? trf("Set up all {}", open) : trf("Set up the {} left", open);
    if (ImGui::Button((button + "##set-up-all-" + entry.procedure).c_str())) setUpAll(ui, entry);
  }
  // Each refused row says why, by its side's name, under the button that stays in sight.
  for (const auto& row : entry.rows) {
    auto found = m_rowErrors.find(row.side);
    if (found == m_rowErrors.end() || found->second.empty() || row.resolved) continue;
    errorText(trf("{}: {}", data.findSide(row.side)->name, found->second));
  }
}

bool PreparePanel::setUpAll(Ui& ui, const SetUpProcedure& entry) {
  auto& controller = ui.controller;
  const auto& data = controller.data();
  const Procedure* procedure = data.findProcedure(entry.procedure);
  if (!procedure) return false;
  bool all = true;
  // One resolution a row, each logged and saved as it goes; a refused row keeps its
  // values and its reason, and the next rows still go through.
  for (const auto& row : entry.rows) {
    if (row.resolved) continue;
    auto& why = m_rowErrors[row.side];
    why.clear();
    Action action{"resolve", row.side, {{"procedure", Value{entry.procedure}}}, "", 0};
    std::string missing;
    for (const auto& id : row.inputs) {
      const InputDef* input = procedure->findInput(id);
      if (!input) continue;
      bool absent = false;
      auto value = inputValue(*input, m_grid[row.side][id], absent, why);
      if (!why.empty()) break;
      if (absent) missing += (missing.empty() ? "" : ", ") + input->name;
      if (value) action.args[id] = *value;
    }
    if (why.empty() && !missing.empty()) why = trf("To fill in: {}", missing);
    if (!why.empty()) {
      all = false;
      continue;
    }
    auto applied = controller.perform(action);
    if (controller.asking()) return false;  // the discard question answers first; press again after
    if (!applied) {
      why = describeError(applied.error());
      all = false;
    }
  }
  needs(ui);
  return all;
}

void PreparePanel::drawTurns(Ui& ui, const SetUpAction& entry) {
  const auto& data = ui.controller.data();
  const ActionDescription* described = findActionDescription(data, entry.action);
  if (!described) return;
  const ActionDescription& description = *described;
  if (!m_formHooked) {
    // The next side still to do it is suggested; the players may choose another.
    m_form.suggestedSide = [this](const Ui& shown) {
      for (const auto& each : m_needs.bySide) {
        if (each.action != m_form.actionType()) continue;
        for (const auto& turn : each.sides) {
          if (turn.open && !turn.done) return turn.side;
        }
      }
      (void)shown;
      return std::string();
    };
    m_formHooked = true;
  }
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(description.title.c_str());
  ImGui::PopFont();
  ruleTag(description.rule);
  textWrappedMuted(tr("The app deals nothing: each player draws at the table, then the cards drawn are entered here, one player after another. Pick each card by its name."));
  // Who has done it, who may do it now, who waits: one line each, in seating order.
  const auto& setup = ui.controller.session().setup();
  if (ImGui::BeginTable("##turns", 2, ImGuiTableFlags_SizingFixedFit)) {
    for (const auto& turn : entry.sides) {
      const Side* side = data.findSide(turn.side);
      if (!side) continue;
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      sideColorSwatch(side->color);
      ImGui::TextUnformatted(sideLabel(setup, *side).c_str());
      ImGui::TableNextColumn();
      if (turn.done) {
        ImGui::TextColored(ImVec4(0.6f, 0.85f, 0.6f, 1.0f), "%s", tr("Done"));
      } else if (turn.open) {
        ImGui::TextUnformatted(tr("To enter"));
      } else {
        ImGui::TextDisabled("%s", tr("Not yet: waits for another side"));
      }
    }
    ImGui::EndTable();
  }
  ImGui::Spacing();
  if (m_form.actionType() != entry.action) {
    std::string ignored;
    m_form.setField(ui, "action", entry.action, ignored);
  }
  m_form.draw(ui);
}

void PreparePanel::draw(Ui& ui) {
  // A copy: a button below may change the game, and the needs are worked out again.
  const SetUpNeeds shown = needs(ui);
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(tr("Prepare the game"));
  ImGui::PopFont();
  const auto& data = ui.controller.data();
  if (const Scenario* scenario = data.findScenario(ui.controller.session().setup().scenario)) {
    ImGui::TextUnformatted(trf("{} — {}", data.name, scenario->name).c_str());
  }
  if (shown.empty()) {
    textWrappedMuted(tr("Nothing more to prepare: the set-up goes on in the Sequence."));
    if (ImGui::Button(label("Back to the Sequence", "to-sequence").c_str())) ui.showPanel("sequence");
    return;
  }
  if (!shown.charts.empty() || !shown.perSide.empty()) {
    textWrappedMuted(tr("What your scenario needs before the first turn and the rulebook does not print, asked together. Each value is logged: undo takes it back."));
  } else {
    textWrappedMuted(tr("What the table drew before the first turn, entered together. Each entry is logged: undo takes it back."));
  }
  ImGui::Separator();
  for (const auto& group : shown.charts) {
    drawCharts(ui, group);
    ImGui::Separator();
  }
  for (const auto& entry : shown.perSide) {
    drawGrid(ui, entry);
    ImGui::Separator();
  }
  // One form serves them all: the first set-up action still to do.
  if (!shown.bySide.empty()) {
    drawTurns(ui, shown.bySide.front());
    ImGui::Separator();
  }
  if (ImGui::Button(label("Back to the Sequence", "to-sequence").c_str())) ui.showPanel("sequence");
}

bool PreparePanel::setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) {
  const auto& shown = needs(ui);
  for (const auto& group : shown.charts) {
    for (const auto& cell : group.cells) {
      const Table* table = ui.controller.data().findTable(cell.table);
      for (const auto& field : table->fields) {
        if (cellKey(cell, field.id) == name) return m_cells[name] = value, true;
      }
    }
  }
  auto dot = name.find('.');
  if (dot != std::string::npos) {
    const std::string side = name.substr(0, dot), input = name.substr(dot + 1);
    for (const auto& entry : shown.perSide) {
      for (const auto& row : entry.rows) {
        if (row.side == side && std::find(row.inputs.begin(), row.inputs.end(), input) != row.inputs.end()) {
          m_grid[side][input] = value;
          return true;
        }
      }
    }
  }
  if (!shown.bySide.empty()) {
    if (m_form.actionType() != shown.bySide.front().action) {
      std::string ignored;
      m_form.setField(ui, "action", shown.bySide.front().action, ignored);
    }
    return m_form.setField(ui, name, value, error);
  }
  error = "no field '" + name + "' on Prepare the game";
  return false;
}

bool PreparePanel::press(Ui& ui, const std::string& button, std::string& error) {
  const SetUpNeeds shown = needs(ui);  // a copy: pressing changes the game
  if (button == "enter-charts" && !shown.charts.empty()) {
    bool ok = true;
    for (const auto& group : shown.charts) ok = enterCharts(ui, group) && ok;
    if (!ok) error = m_chartError;
    return ok;
  }
  if (button == "set-up-all" && !shown.perSide.empty()) {
    // Refused rows are said on screen; the script goes on, as a player would.
    for (const auto& entry : shown.perSide) setUpAll(ui, entry);
    return true;
  }
  if (button == "do" && !shown.bySide.empty()) return m_form.press(ui, button, error);
  error = "no button '" + button + "' on Prepare the game now";
  return false;
}

}  // namespace adc::gui
