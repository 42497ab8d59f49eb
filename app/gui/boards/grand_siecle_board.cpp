// Grand Siècle's board: what the players read from across the table. Every number shown
// is read from the state as the engine keeps it (game.toml's values); nothing here
// computes a rule. The matrix shows only what the state holds per power: the Alliance
// letter (7.0), the conflict number and the camp (18.4, 18.13).

#include "boards/grand_siecle_board.hpp"

#include "boards/board_support.hpp"
#include "adc/display_names.hpp"
#include "boards/board_text.hpp"
#include "boards/grand_siecle_war.hpp"

#include "side_history.hpp"
#include "translate.hpp"
#include "drawn_text.hpp"

#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace adc::gui {
namespace {

using board::heading;
using board::inkOn;
using board::sideName;
using board::textWidth;
using board::TileGrid;
using Reader = board::StateReader;

using board::centredText;

constexpr ImU32 cardBody = IM_COL32(0x26, 0x2A, 0x32, 0xFF);
constexpr ImU32 cardLine = IM_COL32(0x4A, 0x50, 0x5A, 0xFF);
constexpr ImU32 ink = IM_COL32(0x1C, 0x1C, 0x1C, 0xFF);
constexpr ImU32 light = IM_COL32(0xF2, 0xF2, 0xF2, 0xFF);
constexpr ImU32 muted = IM_COL32(0xA8, 0xAE, 0xB8, 0xFF);
constexpr ImU32 gold = IM_COL32(0xE8, 0xC0, 0x40, 0xFF);
constexpr ImU32 alarm = IM_COL32(0xFF, 0x70, 0x60, 0xFF);
constexpr ImU32 warRed = IM_COL32(0xB2, 0x22, 0x22, 0xFF);      // opposed camps of one conflict
constexpr ImU32 campBlue = IM_COL32(0x2F, 0x6D, 0xB5, 0xFF);     // same camp of one conflict
constexpr ImU32 conflictGrey = IM_COL32(0x6A, 0x6A, 0x6A, 0xFF); // same conflict, a camp not entered
constexpr ImU32 allianceGreen = IM_COL32(0x2E, 0x9E, 0x5B, 0xFF); // same Alliance letter
constexpr ImU32 emptyCell = IM_COL32(0x33, 0x37, 0x3E, 0xFF);
constexpr ImU32 peaceGreen = IM_COL32(0x2E, 0x7D, 0x4F, 0xFF);
constexpr ImU32 neutralMinor = IM_COL32(0x44, 0x48, 0x50, 0xFF);
constexpr ImU32 casusBelliTurn = IM_COL32(0xF0, 0xC8, 0x30, 0xFF);      // free casus belli, this turn (18.1)
constexpr ImU32 casusBelliPermanent = IM_COL32(0xFF, 0x80, 0x20, 0xFF); // free casus belli, permanent (18.1)
// game.toml keeps a permanent casus belli as this turn number (NOTES.md, 18.1).
constexpr std::int64_t permanentCasusBelli = 1000;

std::string upper(std::string word) {
  for (auto& c : word) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return word;
}

std::string capitalised(std::string word) {
  if (!word.empty()) word[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(word[0])));
  return word;
}

}  // namespace

void registerGrandSiecleBoardView() {
  registerBoardView("grand-siecle", [] { return std::make_unique<GrandSiecleBoardView>(); });
}

void GrandSiecleBoardView::draw(Ui& ui) {
  drawSituation(ui);
  drawPowers(ui);
  const float avail = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x * 3;
  ImGui::BeginGroup();
  drawMatrix(ui);
  ImGui::EndGroup();
  const float used = ImGui::GetItemRectSize().x;
  ImGui::SameLine(0, gap);
  ImGui::BeginGroup();
  drawMinors(ui, std::max(200.0f, avail - used - gap));
  drawLegend(ui);
  ImGui::EndGroup();
  drawZones(ui);
  drawHistory(ui);
  drawGrandSiecleWar(ui);  // part 2: armies, fleets and the battles of the turn
}

// The commercial zones: each zone's fleets as discs in their Company's colour (32.6).
void GrandSiecleBoardView::drawZones(Ui& ui) {
  const auto& data = ui.controller.data();
  const Reader read{data, ui.controller.state()};
  const Collection* zones = data.findCollection("zone");
  if (!zones) return;
  ImGui::Spacing();
  heading(ui, tr("Commercial zones (4.4, 32.6)"));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float scale = ui.settings.uiScale;
  ImFont* font = ui.fonts.large;
  const float body = 18.0f * scale;
  const float pad = 5.0f * scale;
  const float radius = 7.0f * scale;
  const std::size_t count = zones->items.size();
  auto nameOf = [&](std::size_t i) -> const std::string& { return i < zones->itemNames.size() ? zones->itemNames[i] : zones->items[i]; };
  // Tiles as wide as the longest name (within reason); in a narrower window a name wider
  // than its tile goes on two lines ("Manufacture:" over "Anglia"), and then every tile is
  // a line taller, so that the tiles stay in rows.
  float longest = 0.0f;
  for (std::size_t i = 0; i < count; ++i) longest = std::max(longest, textWidth(font, body, nameOf(i)));
  const float minimumTile = std::clamp(longest + 2 * pad + 1.0f, 165.0f * scale, 260.0f * scale);
  const float w = TileGrid(ImGui::GetContentRegionAvail().x, minimumTile, 1.0f, 6.0f * scale).tileWidth();
  bool twoLines = false;
  for (std::size_t i = 0; i < count; ++i) twoLines = twoLines || textWidth(font, body, nameOf(i)) > w - 2 * pad;
  const float nameHeight = twoLines ? 2 * body : body;
  const float tileHeight = nameHeight + 2 * radius + 3 * pad;
  const TileGrid grid(ImGui::GetContentRegionAvail().x, minimumTile, tileHeight, 6.0f * scale);
  for (std::size_t i = 0; i < count; ++i) {
    const auto& zone = zones->items[i];
    const auto [x, y] = grid.at(i);
    draw->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + tileHeight), cardBody, 5.0f);
    const std::string& name = nameOf(i);
    float discX = x + pad + radius;
    const float discY = y + 2 * pad + nameHeight + radius;
    int fleets = 0;
    for (const auto& side : data.sides) {
      const std::int64_t here = read.number("zone_fleets_" + side.id + "." + zone);
      const ImU32 colour = parseHexColor(side.color);
      for (std::int64_t f = 0; f < here; ++f, ++fleets) {
        draw->AddCircleFilled(ImVec2(discX, discY), radius, colour);
        draw->AddCircle(ImVec2(discX, discY), radius, muted, 0, 1.0f);
        discX += 2 * radius + 3.0f * scale;
      }
    }
    const ImU32 colour = fleets > 0 ? light : muted;
    auto lines = board::wrappedLines(font, body, name, w - 2 * pad);
    if (lines.size() > 2) {
      // Past two lines the second says as much as fits, the tooltip the whole name.
      std::string rest = lines[1];
      for (std::size_t l = 2; l < lines.size(); ++l) rest += " " + lines[l];
      lines.resize(2);
      lines[1] = board::shortenedToFit(font, body, rest, w - 2 * pad);
    }
    std::string shown;
    for (std::size_t l = 0; l < lines.size(); ++l) {
      drawText(draw, font, body, ImVec2(x + pad, y + pad + static_cast<float>(l) * body), colour, lines[l].c_str());
      shown += (l ? " " : "") + lines[l];
    }
    if (shown != name) board::tooltipOver(ImVec2(x, y), ImVec2(x + w, y + tileHeight), name);
    if (fleets == 0) drawText(draw, font, body * 0.85f, ImVec2(x + pad, discY - body * 0.45f), muted, tr("empty"));
  }
  grid.done(count);
}

// The books over time: each power's State treasury and prestige at the end of each turn.
void GrandSiecleBoardView::drawHistory(Ui& ui) {
  const auto& data = ui.controller.data();
  ImGui::Spacing();
  heading(ui, tr("Treasuries and prestige over the turns"));
  const auto& histories = m_history.get(ui.controller.session(), ui.controller.revision(), {"treasury", "prestige"});
  const float gap = ImGui::GetStyle().ItemSpacing.x * 2;
  const float width = std::floor((ImGui::GetContentRegionAvail().x - gap) / 2);
  const ImVec2 size(width, 260.0f * ui.settings.uiScale);
  drawSideHistory(data, histories[0], size, 0, 10, data.sequence.turnName, tr("State treasury (Louis, 15.0)"));
  ImGui::SameLine(0, gap);
  drawSideHistory(data, histories[1], size, 0, 20, data.sequence.turnName, tr("Prestige (0-20, 2.0)"));
  for (std::size_t s = 0; s < data.sides.size(); ++s) {
    sideColorSwatch(data.sides[s].color);
    ImGui::TextUnformatted(data.sides[s].name.c_str());
    ImGui::SameLine();
  }
  ImGui::NewLine();
}

// Year, season or general peace, and the flags of the game as a whole that are set.
void GrandSiecleBoardView::drawSituation(Ui& ui) {
  const Reader read{ui.controller.data(), ui.controller.state()};
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImFont* font = ui.fonts.large;
  const float size = font->FontSize;
  const float pad = 8.0f * ui.settings.uiScale;
  const float height = size + 2 * pad;
  ImVec2 at = ImGui::GetCursorScreenPos();
  float x = at.x;
  auto badge = [&](const std::string& text, ImU32 fill, ImU32 color) {
    const float w = textWidth(font, size, text) + 2 * pad;
    draw->AddRectFilled(ImVec2(x, at.y), ImVec2(x + w, at.y + height), fill, 6.0f);
    drawText(draw, font, size, ImVec2(x + pad, at.y + pad), color, text.c_str());
    x += w + pad;
  };
  badge(read.text("year"), IM_COL32(0xE8, 0xDF, 0xC8, 0xFF), ink);
  const bool war = read.text("period") == "war";
  if (war) {
    badge(trf("War — {}", capitalised(wordName(ui.controller.data(), read.text("season")))), warRed, light);
  } else {
    const std::int64_t years = read.number("peace_years");
    badge(years > 0 ? trf("General peace — {} years", years) : std::string(tr("General peace")), peaceGreen, light);
  }
  if (read.flag("war_declared")) badge(tr("War declared this turn"), IM_COL32(0x8A, 0x2A, 0x1A, 0xFF), light);
  if (read.flag("revolution")) badge(tr("The Revolution has erupted"), IM_COL32(0x5A, 0x10, 0x10, 0xFF), light);
  if (read.flag("france_bankrupt_this_turn")) badge(tr("France bankrupt this turn"), IM_COL32(0x5A, 0x40, 0x10, 0xFF), light);
  const std::string successor = read.text("spanish_successor");
  if (successor != "none" && successor != "?") {
    std::string text = trf("Spain's successor: {}", sideName(ui.controller.data(), successor));
    const std::string bond = read.text("succession_alliance");
    if (bond != "none" && bond != "?") text += " (" + bond + ")";
    badge(text, IM_COL32(0x50, 0x44, 0x70, 0xFF), light);
  }
  ImGui::Dummy(ImVec2(std::max(1.0f, x - at.x), height + pad));
}

// Ten cards, a column per pair of powers as game.toml lists them (1.0's five-player pairs).
// The cards share the width; their text is sized from it, so that a name never runs into
// its victory points nor a label into its value in a narrow window (the Table view).
void GrandSiecleBoardView::drawPowers(Ui& ui) {
  const auto& data = ui.controller.data();
  const Reader read{data, ui.controller.state()};
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float scale = ui.settings.uiScale;
  ImFont* font = ui.fonts.large;
  const std::size_t sides = data.sides.size();
  const std::size_t columns = (sides + 1) / 2;
  const float gap = 8.0f * scale;
  const float width = std::floor((ImGui::GetContentRegionAvail().x - gap * static_cast<float>(columns - 1)) /
                                 static_cast<float>(std::max<std::size_t>(columns, 1)));

  // What each card says, read first so that the widest line sets the size of the text.
  struct Line {
    std::string label, value;
    ImU32 colour;
  };
  struct Card {
    std::string vp, pp, tpp, events;
    bool tppAlarm = false;
    std::vector<Line> lines;
  };
  std::vector<Card> cards;
  for (const auto& side : data.sides) {
    const auto& id = side.id;
    Card card;
    card.vp = trf("VP {}", read.number("vp." + id));
    card.pp = trf("PP {}", read.number("prestige." + id));
    const std::int64_t tpp = read.number("temp_prestige." + id);
    card.tpp = trf("TPP {}", tpp);
    card.tppAlarm = tpp > 0;
    if (const std::int64_t events = read.number("events_held." + id); events > 0) card.events = trf("{} ev.", events);
    card.lines.push_back({tr("State"), trf("{} L", read.number("treasury." + id)), light});
    {
      const std::int64_t debt = read.number("public_debt." + id), loans = read.number("war_loans." + id);
      std::string value = trf("{} L", debt);
      if (loans > 0) value += trf(" + {} war", loans);
      card.lines.push_back({tr("Debt"), value, debt + loans > 0 ? alarm : light});
    }
    const std::int64_t companySize = read.number("company_size." + id);
    if (companySize > 0) {
      card.lines.push_back({tr("Company"), trf("{} L", read.number("company_treasury." + id)), light});
      card.lines.push_back({tr("  size / fleets"), trf("{} / {}", companySize, read.number("company_fleets." + id)), light});
    } else {
      card.lines.push_back({tr("Company"), tr("none"), muted});
      card.lines.push_back({tr("  size / fleets"), "—", muted});
    }
    card.lines.push_back({tr("Navy"), trf("{} fleets", read.number("navy_size." + id)), light});
    {
      std::string posts;
      const std::int64_t fa = read.number("fa_minister." + id);
      if (fa == 1) posts += "E ";
      if (fa >= 2) posts += "E² ";
      if (read.flag("marine_minister." + id)) posts += "M ";
      if (read.flag("war_minister." + id)) posts += "G ";
      std::string value = std::to_string(read.number("ministers." + id));
      if (!posts.empty()) value = posts + "· " + value;
      card.lines.push_back({tr("Ministers"), value, light});
    }
    {
      const std::int64_t unrest = read.number("unrest." + id), rebellions = read.number("rebellions." + id);
      card.lines.push_back({tr("Unrest / revolt"), trf("{} / {}", unrest, rebellions), unrest + rebellions > 0 ? alarm : light});
    }
    cards.push_back(std::move(card));
  }

  // The text's size: as designed when the widest line fits, else smaller (not below
  // two thirds; past that a name is shortened, whole in a tooltip).
  float big = font->FontSize;       // names and the prestige line
  float body = 21.0f * scale;       // the other lines
  float pad = 7.0f * scale;
  float needed = 0.0f;
  for (std::size_t s = 0; s < sides; ++s) {
    const Card& card = cards[s];
    needed = std::max(needed, textWidth(font, big, data.sides[s].name) + textWidth(font, big, card.vp) + 4 * pad);
    needed = std::max(needed, textWidth(font, big, card.pp) + textWidth(font, body, card.tpp) +
                                  (card.events.empty() ? 0.0f : textWidth(font, body, card.events) + pad) + 4 * pad);
    for (const auto& line : card.lines) {
      needed = std::max(needed, textWidth(font, body, line.label) + textWidth(font, body, line.value) + 4 * pad);
    }
  }
  const float fit = std::clamp(width / std::max(needed, 1.0f), 0.66f, 1.0f);
  big *= fit;
  body *= fit;
  pad *= fit;
  const float lineHeight = body + 5.0f * scale * fit;
  const float header = big + 2 * pad;
  const float height = header + big + pad + lineHeight * static_cast<float>(cards.empty() ? 7 : cards[0].lines.size()) + pad;
  ImVec2 origin = ImGui::GetCursorScreenPos();

  for (std::size_t s = 0; s < sides; ++s) {
    const Side& side = data.sides[s];
    const Card& card = cards[s];
    const float cx = origin.x + static_cast<float>(s / 2) * (width + gap);
    const float cy = origin.y + static_cast<float>(s % 2) * (height + gap);
    const ImVec2 cardFrom(cx, cy), cardTo(cx + width, cy + height);
    const ImU32 colour = parseHexColor(side.color);
    draw->AddRectFilled(ImVec2(cx, cy), ImVec2(cx + width, cy + height), cardBody, 8.0f);
    draw->AddRectFilled(ImVec2(cx, cy), ImVec2(cx + width, cy + header), colour, 8.0f, ImDrawFlags_RoundCornersTop);
    draw->AddRect(ImVec2(cx, cy), ImVec2(cx + width, cy + height), colour, 8.0f, 0, 3.0f * scale);
    draw->AddRect(ImVec2(cx - 1, cy - 1), ImVec2(cx + width + 1, cy + height + 1), cardLine, 8.0f, 0, 1.0f);
    // The header: the power's name and its victory points.
    const float vpWidth = textWidth(font, big, card.vp);
    board::fittedDrawText(draw, font, big, ImVec2(cx + pad, cy + pad), inkOn(colour), side.name, width - vpWidth - 4 * pad,
                          cardFrom, cardTo);
    drawText(draw, font, big, ImVec2(cx + width - pad - vpWidth, cy + pad), inkOn(colour), card.vp.c_str());
    // The prestige line: PP, the TPP marker, the secret events held.
    float y = cy + header + pad * 0.5f;
    {
      drawText(draw, font, big, ImVec2(cx + pad, y), gold, card.pp.c_str());
      const float x = cx + pad + textWidth(font, big, card.pp) + pad * 2;
      drawText(draw, font, body, ImVec2(x, y + big - body), card.tppAlarm ? alarm : muted, card.tpp.c_str());
      if (!card.events.empty()) {
        drawText(draw, font, body, ImVec2(cx + width - pad - textWidth(font, body, card.events), y + big - body), light,
                 card.events.c_str());
      }
    }
    y += big + pad;
    for (const auto& line : card.lines) {
      draw->AddLine(ImVec2(cx + pad, y - 2.0f), ImVec2(cx + width - pad, y - 2.0f), cardLine);
      const float valueWidth = textWidth(font, body, line.value);
      board::fittedDrawText(draw, font, body, ImVec2(cx + pad, y), muted, line.label, width - valueWidth - 4 * pad, cardFrom,
                            cardTo);
      drawText(draw, font, body, ImVec2(cx + width - pad - valueWidth, y), line.colour, line.value.c_str());
      y += lineHeight;
    }
  }
  const float total = static_cast<float>(columns) * width + static_cast<float>(columns - 1) * gap;
  ImGui::Dummy(ImVec2(total, 2 * height + gap + pad));
}

// Powers x powers: a cell shows what the two powers' own values share, nothing more.
void GrandSiecleBoardView::drawMatrix(Ui& ui) {
  const auto& data = ui.controller.data();
  const Reader read{data, ui.controller.state()};
  heading(ui, tr("Wars and alliances"));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float scale = ui.settings.uiScale;
  ImFont* font = ui.fonts.large;
  const float body = 20.0f * scale;
  const float cell = 34.0f * scale;
  const std::size_t sides = data.sides.size();
  struct Row {
    std::int64_t conflict;
    std::string camp, alliance;
  };
  std::vector<Row> rows;
  float nameWidth = 0, infoWidth = 0;
  std::vector<std::string> infos;
  for (const auto& side : data.sides) {
    Row row{read.number("conflict." + side.id), read.text("camp." + side.id), read.text("alliance." + side.id)};
    std::string info;
    if (row.conflict > 0) info += trf("C{}{} ", row.conflict, row.camp != "none" ? upper(row.camp) : std::string("?"));
    if (row.alliance != "none") info += trf("All.{}", upper(row.alliance));
    infos.push_back(info);
    nameWidth = std::max(nameWidth, textWidth(font, body, side.name));
    infoWidth = std::max(infoWidth, textWidth(font, body, info));
    rows.push_back(std::move(row));
  }
  const float pad = 6.0f * scale;
  infoWidth = std::max(infoWidth, textWidth(font, body, "C0A All.A"));
  ImVec2 origin = ImGui::GetCursorScreenPos();
  const float nameX = origin.x + 10 * scale, infoX = nameX + nameWidth + 2 * pad;
  const float left = infoX + infoWidth + pad;
  const float top = origin.y + cell;
  // Column heads: the power's colour and its first three letters.
  for (std::size_t j = 0; j < sides; ++j) {
    const ImU32 colour = parseHexColor(data.sides[j].color);
    ImVec2 a(left + static_cast<float>(j) * cell, origin.y);
    draw->AddRectFilled(a, ImVec2(a.x + cell - 2, a.y + cell - 2), colour, 3.0f);
    centredText(draw, font, body * 0.8f, ImVec2(a.x + cell * 0.5f - 1, a.y + cell * 0.5f - 1), inkOn(colour),
            board::firstLetters(data.sides[j].name, 3));
  }
  for (std::size_t i = 0; i < sides; ++i) {
    const float y = top + static_cast<float>(i) * cell;
    const ImU32 colour = parseHexColor(data.sides[i].color);
    draw->AddRectFilled(ImVec2(origin.x, y), ImVec2(origin.x + 6 * scale, y + cell - 2), colour);
    drawText(draw, font, body, ImVec2(nameX, y + (cell - body) * 0.5f), light, data.sides[i].name.c_str());
    drawText(draw, font, body, ImVec2(infoX, y + (cell - body) * 0.5f), muted, infos[i].c_str());
    for (std::size_t j = 0; j < sides; ++j) {
      ImVec2 a(left + static_cast<float>(j) * cell, y), b(a.x + cell - 2, y + cell - 2);
      ImVec2 centre((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
      if (i == j) {
        // The power itself, outlined so that dark colours (Prussia) stand out.
        draw->AddRectFilled(a, b, colour, 3.0f);
        draw->AddRect(a, b, muted, 3.0f, 0, 1.0f);
        continue;
      }
      const Row& p = rows[i];
      const Row& q = rows[j];
      const bool allied = p.alliance != "none" && p.alliance != "?" && p.alliance == q.alliance;
      const bool sameConflict = p.conflict > 0 && p.conflict == q.conflict;
      const bool campsKnown = p.camp != "none" && q.camp != "none" && p.camp != "?" && q.camp != "?";
      ImU32 fill = emptyCell;
      std::string mark;
      if (sameConflict) {
        fill = !campsKnown ? conflictGrey : p.camp == q.camp ? campBlue : warRed;
        mark = !campsKnown ? "?" : p.camp == q.camp ? "=" : "×";
      } else if (allied) {
        fill = allianceGreen;
      }
      draw->AddRectFilled(a, b, fill, 3.0f);
      // The row power's free casus belli against the column power: a corner in gold.
      const std::int64_t heldThrough = read.number("free_cb_" + data.sides[j].id + "." + data.sides[i].id);
      if (heldThrough >= ui.controller.state().turn) {
        const float corner = cell * 0.42f;
        draw->AddTriangleFilled(ImVec2(b.x - corner, a.y), ImVec2(b.x, a.y), ImVec2(b.x, a.y + corner),
                                heldThrough >= permanentCasusBelli ? casusBelliPermanent : casusBelliTurn);
      }
      if (allied) {
        // The Alliance letter; on a conflict's colour, with a green rim.
        if (sameConflict) draw->AddRect(a, b, allianceGreen, 3.0f, 0, 3.0f * scale);
        mark = upper(p.alliance) + (mark.empty() ? "" : mark);
      }
      if (!mark.empty()) centredText(draw, font, body, centre, light, mark);
    }
  }
  ImGui::Dummy(ImVec2(left - origin.x + cell * static_cast<float>(sides), cell * static_cast<float>(sides + 1)));
}

// The legend of the matrix: how a cell is read from the two powers' values.
void GrandSiecleBoardView::drawLegend(Ui& ui) {
  ImGui::Spacing();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(tr("Reading the matrix"));
  ImGui::PopFont();
  auto key = [&](ImU32 fill, const char* text) {
    ImVec2 at = ImGui::GetCursorScreenPos();
    const float h = ImGui::GetTextLineHeight();
    draw->AddRectFilled(at, ImVec2(at.x + h, at.y + h), fill, 3.0f);
    ImGui::Dummy(ImVec2(h, h));
    ImGui::SameLine();
    ImGui::TextWrapped("%s", text);  // in the column beside the matrix
  };
  key(warRed, tr("× same conflict, opposed camps (18.4)"));
  key(campBlue, tr("= same conflict, same camp"));
  key(conflictGrey, tr("? same conflict, a camp not entered"));
  key(allianceGreen, tr("letter: same Alliance (7.0)"));
  key(casusBelliTurn, tr("gold corner: the row power's free casus belli against the column, this turn (18.1)"));
  key(casusBelliPermanent, tr("orange corner: a permanent free casus belli (Flanders, Rome, 18.1)"));
  ImGui::TextWrapped("%s", tr("Beside a power: C1B = conflict 1, camp B; All.B = Alliance B (as entered)."));
}

// The minors: a tile per minor in its protector's colour.
void GrandSiecleBoardView::drawMinors(Ui& ui, float width) {
  const auto& data = ui.controller.data();
  const Reader read{data, ui.controller.state()};
  const Collection* minors = data.findCollection("minor");
  if (!minors) return;
  // Wrapped in the column it is given (beside the matrix).
  ImGui::PushFont(ui.fonts.large);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  ImGui::TextUnformatted(tr("Minors and their protector"));
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float scale = ui.settings.uiScale;
  ImFont* font = ui.fonts.large;
  const float body = 20.0f * scale;
  const float pad = 5.0f * scale;
  const float tileHeight = 2 * body + 3 * pad;
  const TileGrid grid(width, 130.0f * scale, tileHeight, 6.0f * scale);
  const float w = grid.tileWidth();
  const std::size_t count = minors->items.size();
  for (std::size_t i = 0; i < count; ++i) {
    const auto& item = minors->items[i];
    const auto [x, y] = grid.at(i);
    const std::string protector = read.text("protector." + item);
    const Side* side = data.findSide(protector);
    const ImU32 fill = side ? parseHexColor(side->color) : neutralMinor;
    const ImU32 color = side ? inkOn(fill) : light;
    draw->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + tileHeight), fill, 5.0f);
    const std::string& name = i < minors->itemNames.size() ? minors->itemNames[i] : item;
    const ImVec2 tileTo(x + w, y + tileHeight);
    board::fittedDrawText(draw, font, body, ImVec2(x + pad, y + pad), color, name, w - 2 * pad, ImVec2(x, y), tileTo);
    std::string second = side ? side->name : std::string(tr("neutral"));
    if (read.flag("minor_ally." + item)) second += std::string(" · ") + tr("ally at war");
    board::fittedDrawText(draw, font, body * 0.85f, ImVec2(x + pad, y + 2 * pad + body), side ? color : muted, second,
                          w - 2 * pad, ImVec2(x, y), tileTo);
  }
  grid.done(count);
}

}  // namespace adc::gui
