#include "cut_text.hpp"

#include <imgui_internal.h>

#include <algorithm>
#include <array>
#include <cfloat>

namespace adc::gui {
namespace {

// What ImGui's log writes besides the strings on screen: a tree node's, a button's or a
// field's decoration, a table's column bars, a check box's or a radio button's state, a
// separator's dashes.
bool isLogDecoration(std::string_view piece) {
  while (!piece.empty() && (piece.front() == ' ' || piece.front() == '\n' || piece.front() == '\r')) piece.remove_prefix(1);
  while (!piece.empty() && (piece.back() == ' ' || piece.back() == '\n' || piece.back() == '\r')) piece.remove_suffix(1);
  static constexpr std::array<std::string_view, 13> decorations{"###", ">", "{", "}", "[", "]", "|", "[x]", "[ ]", "[~]",
                                                                 "(x)", "( )", "--------------------------------"};
  return std::find(decorations.begin(), decorations.end(), piece) != decorations.end();
}

}  // namespace

int CutTextMeter::lettersIn(std::string_view text, const ImFont* font) const {
  if (!font) return 0;
  int letters = 0;
  const char* at = text.data();
  const char* end = text.data() + text.size();
  while (at < end) {
    unsigned int c = 0;
    const int length = ImTextCharFromUtf8(&c, at, end);
    at += length > 0 ? length : 1;
    if (c == '\n' || c == '\r') continue;
    const ImFontGlyph* glyph = font->FindGlyph(static_cast<ImWchar>(c));
    if (glyph && glyph->Visible) ++letters;
  }
  return letters;
}

void CutTextMeter::rebuildGlyphIndex() {
  m_glyphs.clear();
  for (const ImFont* font : ImGui::GetIO().Fonts->Fonts) {
    for (const ImFontGlyph& glyph : font->Glyphs) {
      if (glyph.Visible) m_glyphs[{glyph.U0, glyph.V0}] = {glyph.U1, glyph.V1};
    }
  }
}

CutTextMeter::GlyphScan CutTextMeter::scan(const ImDrawList& list, int from, int to, const ImVec4& clip) {
  GlyphScan result;
  const ImDrawVert* vertex = list.VtxBuffer.Data;
  for (int i = from; i + 3 < to;) {
    auto glyph = m_glyphs.find({vertex[i].uv.x, vertex[i].uv.y});
    if (glyph == m_glyphs.end()) {
      ++i;
      continue;
    }
    // ImFont::RenderText writes a glyph as top-left, top-right, bottom-right, bottom-left.
    const ImDrawVert& topLeft = vertex[i];
    const ImDrawVert& bottomRight = vertex[i + 2];
    // A glyph counts as cut when a quarter of it or more is lost: some glyphs (a J's
    // hook, the box drawing ones) overhang their advance by a pixel or two.
    const float width = bottomRight.pos.x - topLeft.pos.x;
    const float slack = std::max(2.0f, 0.25f * width);
    const float fullU = glyph->second.first - glyph->first.first;
    const bool trimmed = fullU > 0.0f && (glyph->second.first - bottomRight.uv.x) > 0.25f * fullU;
    const bool over = topLeft.pos.x < clip.x - slack || bottomRight.pos.x > clip.z + slack;
    if (trimmed || over) result.overflows = true;
    ++result.glyphs;
    result.bottom = std::max(result.bottom, bottomRight.pos.y);
    i += 4;
  }
  return result;
}

void CutTextMeter::useFontForNext(const ImFont* font, float size) {
  m_nextFont = font;
  m_nextFontSize = size;
}

void CutTextMeter::heard(std::string_view piece) {
  ImGuiContext* context = GImGui;
  if (!context || !context->CurrentWindow) return;
  if (context->FrameCount != m_indexedFrame) {
    rebuildGlyphIndex();
    m_indexedFrame = context->FrameCount;
  }
  ImDrawList* list = context->CurrentWindow->DrawList;
  Track& track = m_tracks[{list, list->_Splitter._Current}];
  const int vertices = list->VtxBuffer.Size;
  if (track.frame != context->FrameCount || vertices < track.seen) {
    // A new frame, or a table's channel used again: its buffer started empty.
    if (track.pending) finish(*track.pending);
    track.pending.reset();
    track.frame = context->FrameCount;
    track.seen = 0;
  }
  // A grid wider than its window (a printed table of many columns) scrolls sideways: a
  // column the window's right edge crosses is scrolled, not cut, and one whose glyphs all
  // fell beyond that edge drew nothing to measure.
  const ImGuiWindow* window = context->CurrentWindow;
  const bool atScrolledEdge = window->ScrollbarX && list->_CmdHeader.ClipRect.z >= window->InnerClipRect.Max.x - 1.0f;
  if (atScrolledEdge && vertices == track.seen) {
    m_nextFont = nullptr;
    return;
  }
  const ImFont* font = m_nextFont ? m_nextFont : context->Font;
  const float fontSize = m_nextFont ? m_nextFontSize : context->FontSize;
  m_nextFont = nullptr;
  // A piece that drew nothing at another height than the string before it is a string
  // of its own whose glyphs all fell outside the room (a line scrolled out below a
  // board's last tile): measured alone, not as the end of the one before.
  if (vertices == track.seen && track.pending && !isLogDecoration(piece) &&
      context->LogLinePosY != track.pending->top) {
    finish(*track.pending);
    Pending alone;
    alone.clip = list->_CmdHeader.ClipRect;
    alone.top = context->LogLinePosY;
    alone.font = font;
    alone.fontSize = fontSize;
    alone.text.assign(piece);
    alone.letters = lettersIn(piece, font);
    track.pending = std::move(alone);
    return;
  }
  if (vertices == track.seen) {
    // The next piece of the string whose glyphs were drawn: its next line, its end.
    if (track.pending && !isLogDecoration(piece)) {
      track.pending->text.append(piece);
      track.pending->letters += lettersIn(piece, track.pending->font);
    }
    return;
  }
  if (track.pending) finish(*track.pending);
  track.pending.reset();
  const ImVec4 clip = list->_CmdHeader.ClipRect;
  const GlyphScan glyphs = scan(*list, track.seen, vertices, clip);
  track.seen = vertices;
  // A text field's contents scroll inside it; its label is drawn by the same item.
  if (context->LastItemData.InFlags & ImGuiItemFlags_Inputable) return;
  Pending pending;
  pending.clip = clip;
  pending.atScrolledEdge = atScrolledEdge;
  pending.shown = glyphs.glyphs;
  pending.overflows = glyphs.overflows;
  pending.glyphBottom = glyphs.bottom;
  pending.top = context->LogLinePosY;
  pending.font = font;
  pending.fontSize = fontSize;
  if (!isLogDecoration(piece)) {
    pending.text.assign(piece);
    pending.letters = lettersIn(piece, font);
  }
  track.pending = std::move(pending);
}

void CutTextMeter::finish(Pending& pending) {
  if (pending.letters == 0) return;
  const bool missing = pending.shown < pending.letters;
  if (!missing && !pending.overflows) return;
  // Scrolled, not cut: the string starts outside its room's height, or its glyphs reach
  // the room's bottom and the letters not drawn may be on the lines below.
  const float line = pending.fontSize;
  if (pending.top < pending.clip.y - 1.0f || pending.top + line > pending.clip.w + 1.0f) return;
  if (missing && !pending.overflows && pending.glyphBottom + line > pending.clip.w) return;
  if (pending.atScrolledEdge) return;
  std::string text = pending.text;
  while (!text.empty() && (text.front() == ' ' || text.front() == '\n')) text.erase(text.begin());
  while (!text.empty() && (text.back() == ' ' || text.back() == '\n')) text.pop_back();
  CutText cut;
  cut.text = text;
  cut.shown = std::min(pending.shown, pending.letters);
  cut.letters = pending.letters;
  cut.needed = pending.font ? pending.font->CalcTextSizeA(pending.fontSize, FLT_MAX, 0.0f, text.c_str()).x : 0.0f;
  m_cut.push_back(std::move(cut));
}

std::vector<CutText> CutTextMeter::take() {
  for (auto& [key, track] : m_tracks) {
    if (track.pending) finish(*track.pending);
    track.pending.reset();
  }
  m_tracks.clear();
  std::vector<CutText> cut = std::move(m_cut);
  m_cut.clear();
  return cut;
}

}  // namespace adc::gui
