#include "screen_text.hpp"

#include <imgui_internal.h>

#include <cmath>
#include <map>
#include <utility>

namespace adc::gui {
namespace {

struct GlyphKey {
  float u0, v0, u1, v1;
  bool operator<(const GlyphKey& other) const {
    return std::tie(u0, v0, u1, v1) < std::tie(other.u0, other.v0, other.u1, other.v1);
  }
};

// Every visible glyph of every font of the atlas, by its place in the atlas.
std::map<GlyphKey, ImWchar> glyphsByUv() {
  std::map<GlyphKey, ImWchar> glyphs;
  const ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  for (const ImFont* font : atlas->Fonts) {
    for (const ImFontGlyph& glyph : font->Glyphs) {
      if (glyph.Visible) glyphs.emplace(GlyphKey{glyph.U0, glyph.V0, glyph.U1, glyph.V1}, static_cast<ImWchar>(glyph.Codepoint));
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
    ScreenText current;
    float lastRight = 0.0f, lastTop = 0.0f, lastHeight = 0.0f;
    auto flush = [&] {
      if (!current.text.empty()) found.push_back(current);
      current = ScreenText{};
    };
    // ImFont::RenderText writes a glyph as four vertices: top-left, top-right,
    // bottom-right, bottom-left, with the glyph's atlas corners as their UVs.
    for (int i = 0; i + 3 < vertices.Size; ++i) {
      const ImDrawVert& a = vertices[i];
      const ImDrawVert& c = vertices[i + 2];
      auto glyph = glyphs.find(GlyphKey{a.uv.x, a.uv.y, c.uv.x, c.uv.y});
      if (glyph == glyphs.end() || vertices[i + 1].uv.x != c.uv.x || vertices[i + 3].uv.y != c.uv.y) continue;
      const float height = c.pos.y - a.pos.y;
      // A new string: another line, or a gap wider than a few blanks.
      const bool sameLine = !current.text.empty() && std::abs(a.pos.y - lastTop) < lastHeight * 0.6f + 2.0f;
      const float gap = a.pos.x - lastRight;
      if (!sameLine || gap > lastHeight * 1.6f || gap < -1.0f) {
        flush();
        current.min = a.pos;
        current.max = c.pos;
      } else if (gap > lastHeight * 0.18f) {
        current.text += ' ';
      }
      appendUtf8(current.text, glyph->second);
      current.min = ImVec2(std::min(current.min.x, a.pos.x), std::min(current.min.y, a.pos.y));
      current.max = ImVec2(std::max(current.max.x, c.pos.x), std::max(current.max.y, c.pos.y));
      lastRight = c.pos.x;
      lastTop = a.pos.y;
      lastHeight = std::max(height, 1.0f);
      i += 3;
    }
    flush();
  }
  return found;
}

const ScreenText* findScreenText(const std::vector<ScreenText>& texts, const std::string& wanted) {
  const std::string key = withoutBlanks(wanted);
  for (const auto& text : texts) {
    if (withoutBlanks(text.text) == key) return &text;
  }
  return nullptr;
}

}  // namespace adc::gui
