#include "screen_text.hpp"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <string_view>
#include <utility>

namespace adc::gui {
namespace {

struct GlyphKey {
  float u0, v0, u1, v1;
  bool operator<(const GlyphKey& other) const {
    return std::tie(u0, v0, u1, v1) < std::tie(other.u0, other.v0, other.u1, other.v1);
  }
};

// Every visible glyph of every font of the atlas, by its place in the atlas. A glyph
// whose foot a widget's clip rectangle cuts (the descender of a 'g' in a small button)
// keeps its top UVs and only its bottom one changes: the key then ignores the bottom
// (v1 = -1), which is looked up second.
std::map<GlyphKey, ImWchar> glyphsByUv() {
  std::map<GlyphKey, ImWchar> glyphs;
  const ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  for (const ImFont* font : atlas->Fonts) {
    for (const ImFontGlyph& glyph : font->Glyphs) {
      if (!glyph.Visible) continue;
      glyphs.emplace(GlyphKey{glyph.U0, glyph.V0, glyph.U1, glyph.V1}, static_cast<ImWchar>(glyph.Codepoint));
      glyphs.emplace(GlyphKey{glyph.U0, glyph.V0, glyph.U1, -1.0f}, static_cast<ImWchar>(glyph.Codepoint));
    }
  }
  return glyphs;
}

void appendUtf8(std::string& text, unsigned codepoint) {
  char buffer[5] = {};
  ImTextCharToUtf8(buffer, codepoint);
  text += buffer;
}

std::string withoutBlanks(const std::string& text) {
  std::string kept;
  for (char c : text) {
    if (c != ' ' && c != '\t' && c != '\n') kept += c;
  }
  return kept;
}

}  // namespace

std::vector<ScreenText> readScreenText() {
  std::vector<ScreenText> found;
  const ImDrawData* drawData = ImGui::GetDrawData();
  if (!drawData) return found;
  const auto glyphs = glyphsByUv();
  for (int list = 0; list < drawData->CmdListsCount; ++list) {
    const ImDrawList* drawList = drawData->CmdLists[list];
    const auto& vertices = drawList->VtxBuffer;
    // Each vertex's clip rectangle (its draw command's): a glyph whose middle is outside
    // it is not seen (below a region's fold, scrolled away).
    std::vector<ImVec4> clipOf(static_cast<std::size_t>(vertices.Size),
                               ImVec4(-1e9f, -1e9f, 1e9f, 1e9f));
    for (const ImDrawCmd& command : drawList->CmdBuffer) {
      if (command.UserCallback) continue;
      for (unsigned k = 0; k < command.ElemCount; ++k) {
        const auto vertex = static_cast<std::size_t>(drawList->IdxBuffer[static_cast<int>(command.IdxOffset + k)]) + command.VtxOffset;
        if (vertex < clipOf.size()) clipOf[vertex] = command.ClipRect;
      }
    }
    const ImVec2 display = drawData->DisplaySize;
    ScreenText current;
    current.layer = list;
    float lastRight = 0.0f;
    float capHeight = 0.0f;  // the tallest glyph of the string so far: its type size
    auto flush = [&] {
      if (!current.text.empty()) found.push_back(current);
      current = ScreenText{};
      current.layer = list;
      capHeight = 0.0f;
    };
    // ImFont::RenderText writes a glyph as four vertices: top-left, top-right,
    // bottom-right, bottom-left, with the glyph's atlas corners as their UVs.
    for (int i = 0; i + 3 < vertices.Size; ++i) {
      const ImDrawVert& a = vertices[i];
      const ImDrawVert& c = vertices[i + 2];
      auto glyph = glyphs.find(GlyphKey{a.uv.x, a.uv.y, c.uv.x, c.uv.y});
      if (glyph == glyphs.end()) glyph = glyphs.find(GlyphKey{a.uv.x, a.uv.y, c.uv.x, -1.0f});
      if (glyph == glyphs.end() || vertices[i + 1].uv.x != c.uv.x || vertices[i + 3].uv.y != c.uv.y) continue;
      const ImVec4& clip = clipOf[static_cast<std::size_t>(i)];
      const ImVec2 middle((a.pos.x + c.pos.x) * 0.5f, (a.pos.y + c.pos.y) * 0.5f);
      if (middle.x < std::max(clip.x, 0.0f) || middle.y < std::max(clip.y, 0.0f) || middle.x > std::min(clip.z, display.x) ||
          middle.y > std::min(clip.w, display.y)) {
        i += 3;
        continue;
      }
      // The same line: the glyph overlaps the string's box; a new string: another line,
      // or a gap wider than a few blanks (the next widget on the row).
      const bool sameLine = !current.text.empty() && a.pos.y < current.max.y && c.pos.y > current.min.y;
      const float gap = a.pos.x - lastRight;
      const float size = std::max(capHeight, c.pos.y - a.pos.y);
      if (!sameLine || gap > size * 0.9f || gap < -size * 0.5f) {  // a slash overhangs the next glyph
        flush();
        current.min = a.pos;
        current.max = c.pos;
      } else if (gap > size * 0.3f) {
        current.text += ' ';
      }
      appendUtf8(current.text, glyph->second);
      current.glyphLeft.push_back(a.pos.x);
      current.glyphRight.push_back(c.pos.x);
      current.min = ImVec2(std::min(current.min.x, a.pos.x), std::min(current.min.y, a.pos.y));
      current.max = ImVec2(std::max(current.max.x, c.pos.x), std::max(current.max.y, c.pos.y));
      lastRight = c.pos.x;
      capHeight = std::max(capHeight, c.pos.y - a.pos.y);
      i += 3;
    }
    flush();
  }
  return found;
}

std::optional<ScreenText> findScreenText(const std::vector<ScreenText>& texts, const std::string& asked) {
  // "+ #2": the second of several labels with the same words (two lists' "+" buttons).
  std::string wanted = asked;
  std::size_t nth = 1;
  if (const auto hash = asked.rfind(" #"); hash != std::string::npos && hash + 2 < asked.size() &&
                                           asked.find_first_not_of("0123456789", hash + 2) == std::string::npos) {
    nth = std::stoul(asked.substr(hash + 2));
    wanted = asked.substr(0, hash);
  }
  const auto bar = wanted.find(" | ");
  const std::string key = withoutBlanks(wanted.substr(0, bar));
  const std::string rowKey = bar == std::string::npos ? std::string() : withoutBlanks(wanted.substr(bar + 3));
  const auto onRowOf = [](const ScreenText& text, const ScreenText& row) {
    return text.min.y < row.max.y && text.max.y > row.min.y && text.min.x >= row.max.x;
  };
  const auto onItsRow = [&](const ScreenText& text, int layer) {
    if (rowKey.empty()) return true;
    for (const auto& row : texts) {
      if (row.layer == layer && withoutBlanks(row.text) == rowKey && onRowOf(text, row)) return true;
    }
    return false;
  };
  int front = 0;
  for (const auto& text : texts) front = std::max(front, text.layer);
  // The words themselves before a string that holds them; each from the front layer
  // back: a popup's words before those of the panel under it.
  std::size_t seen = 0;
  for (int layer = front; layer >= 0; --layer) {
    for (const auto& text : texts) {
      if (text.layer == layer && withoutBlanks(text.text) == key && onItsRow(text, layer) && ++seen == nth) return text;
    }
  }
  if (nth > 1) return std::nullopt;  // only the words themselves are counted
  for (int layer = front; layer >= 0; --layer) {
    for (const auto& text : texts) {
      const std::string whole = withoutBlanks(text.text);
      const auto at = whole.find(key);
      if (text.layer != layer || key.empty() || at == std::string::npos || !onItsRow(text, layer)) continue;
      // The glyphs of the label within the string: one per character (UTF-8 lead bytes).
      const auto glyphsIn = [](std::string_view bytes) {
        std::size_t count = 0;
        for (unsigned char c : bytes) count += (c & 0xC0) != 0x80 ? 1 : 0;
        return count;
      };
      const std::size_t first = glyphsIn(std::string_view(whole).substr(0, at));
      const std::size_t count = glyphsIn(key);
      if (count == 0 || first + count > text.glyphRight.size()) continue;
      ScreenText part = text;
      part.text = wanted.substr(0, bar);
      part.min.x = text.glyphLeft[first];
      part.max.x = text.glyphRight[first + count - 1];
      return part;
    }
  }
  return std::nullopt;
}

}  // namespace adc::gui
