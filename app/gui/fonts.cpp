#include "fonts.hpp"

#include "cached_drawing.hpp"
#include "glyph_ranges.hpp"

#include <imgui.h>
#include <backends/imgui_impl_opengl2.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <vector>

namespace adc::gui {

std::string findFontFile() {
  if (const char* explicitFont = std::getenv("ADC_FONT"); explicitFont && std::filesystem::exists(explicitFont)) {
    return explicitFont;
  }
  for (const char* candidate : {"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                                "/usr/share/fonts/dejavu/DejaVuSans.ttf",
                                "/usr/share/fonts/TTF/DejaVuSans.ttf",
                                "/usr/local/share/fonts/DejaVuSans.ttf"}) {
    if (std::filesystem::exists(candidate)) return candidate;
  }
  return {};
}

TableFontSizes tableFontSizes(float height) {
  // Whole pixels: the atlas is rebuilt only when a size really changes.
  const float h = std::max(height, 1.0f);
  TableFontSizes sizes;
  sizes.body = std::round(std::clamp(h * 28.0f / 1080.0f, 18.0f, 60.0f));
  sizes.headline = std::round(std::clamp(h * 52.0f / 1080.0f, 32.0f, 110.0f));
  sizes.clock = std::round(std::clamp(h * 150.0f / 1080.0f, 90.0f, 300.0f));
  return sizes;
}

Fonts buildFonts(float scale, float windowHeight, bool withTable, float boardScale) {
  // Every character the games show (glyph_ranges.hpp), as ImGui's zero-ended list.
  static const std::vector<ImWchar> ranges = [] {
    std::vector<ImWchar> list;
    for (const auto& [first, last] : glyphRanges()) {
      list.push_back(static_cast<ImWchar>(first));
      list.push_back(static_cast<ImWchar>(last));
    }
    list.push_back(0);
    return list;
  }();
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  Fonts fonts;
  fonts.path = findFontFile();
  // The countdown's digits only: at 300 px a whole alphabet would make the atlas huge.
  static const ImWchar clockRanges[] = {0x0030, 0x003A, 0};
  auto add = [&](float size, const ImWchar* glyphs) -> ImFont* {
    ImFontConfig config;
    // Large type needs no horizontal oversampling; it would triple the atlas's width.
    if (size >= 40.0f) config.OversampleH = 1;
    if (fonts.path.empty()) {
      config.SizePixels = size;
      return io.Fonts->AddFontDefault(&config);
    }
    return io.Fonts->AddFontFromFileTTF(fonts.path.c_str(), size, &config, glyphs);
  };
  fonts.regular = add(17.0f * scale, ranges.data());
  fonts.large = add(28.0f * scale, ranges.data());
  // Huge type is a countdown's digits and a score's ("20 VP", "– –" for a length not
  // chosen): Latin-1 and the dashes, not every range at 64 px.
  static const ImWchar hugeRanges[] = {0x0020, 0x00FF, 0x2010, 0x2015, 0};
  fonts.huge = add(64.0f * scale, hugeRanges);
  if (withTable) {
    const TableFontSizes table = tableFontSizes(windowHeight);
    fonts.tableBody = add(table.body, ranges.data());
    fonts.tableHeadline = add(table.headline, ranges.data());
    fonts.tableClock = add(table.clock, clockRanges);
    fonts.tableHeight = windowHeight;
  }
  if (withTable && boardScale > 0.0f) {
    fonts.boardRegular = add(17.0f * boardScale, ranges.data());
    fonts.boardLarge = add(28.0f * boardScale, ranges.data());
    fonts.boardHuge = add(64.0f * boardScale, hugeRanges);
    fonts.boardScale = boardScale;
  }
  io.Fonts->Build();
  io.FontDefault = fonts.regular;
  ImGui_ImplOpenGL2_DestroyFontsTexture();
  ImGui_ImplOpenGL2_CreateFontsTexture();
  forgetCachedDrawing();  // the pictures were drawn with the old texture
  return fonts;
}

}  // namespace adc::gui
