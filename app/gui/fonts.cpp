#include "fonts.hpp"

#include <imgui.h>
#include <backends/imgui_impl_opengl2.h>

#include <cstdlib>
#include <filesystem>

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

Fonts buildFonts(float scale) {
  // Basic Latin + Latin-1 (é è à ç ô « »), Latin Extended-A (œ Œ), general punctuation
  // (– — ’ “ ” …), arrows (→), box drawing (─), geometric shapes (▶ ●).
  static const ImWchar ranges[] = {0x0020, 0x00FF, 0x0100, 0x017F, 0x2010, 0x205E,
                                   0x20AC, 0x20AC, 0x2190, 0x21FF, 0x2500, 0x257F, 0x25A0, 0x25FF, 0};
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  Fonts fonts;
  fonts.path = findFontFile();
  auto add = [&](float size) -> ImFont* {
    if (fonts.path.empty()) {
      ImFontConfig config;
      config.SizePixels = size;
      return io.Fonts->AddFontDefault(&config);
    }
    return io.Fonts->AddFontFromFileTTF(fonts.path.c_str(), size, nullptr, ranges);
  };
  fonts.regular = add(17.0f * scale);
  fonts.large = add(28.0f * scale);
  fonts.huge = add(64.0f * scale);
  io.Fonts->Build();
  io.FontDefault = fonts.regular;
  ImGui_ImplOpenGL2_DestroyFontsTexture();
  ImGui_ImplOpenGL2_CreateFontsTexture();
  return fonts;
}

}  // namespace adc::gui
