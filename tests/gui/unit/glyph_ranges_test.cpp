// The font's atlas holds every character the players can be shown (issue 30): Paris's
// printed charts say "НП", which the atlas drew as "??".

#include "glyph_ranges.hpp"

#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

using adc::gui::hasGlyph;
using adc::gui::missingGlyphs;

namespace {

std::string readWhole(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The string literals of a C++ source, comments left out: what the code may put on screen.
std::string stringLiterals(const std::string& source) {
  std::string literals;
  bool inString = false;
  for (std::size_t at = 0; at < source.size(); ++at) {
    const char c = source[at];
    if (inString) {
      if (c == '\\' && at + 1 < source.size()) literals += source[++at];
      else if (c == '"') inString = false, literals += '\n';
      else literals += c;
    } else if (c == '/' && at + 1 < source.size() && source[at + 1] == '/') {
      at = source.find('\n', at);
      if (at == std::string::npos) break;
    } else if (c == '\'' && at + 2 < source.size() && source[at + 2] == '\'') {
      at += 2;  // a character literal, '"' among them
    } else if (c == '"') {
      inString = true;
    }
  }
  return literals;
}

std::string missingIn(const std::filesystem::path& path, const std::string& text) {
  std::string report;
  for (auto codePoint : missingGlyphs(text)) {
    char hex[16];
    std::snprintf(hex, sizeof hex, "U+%04X", static_cast<unsigned>(codePoint));
    report += path.string() + ": " + hex + "\n";
  }
  return report;
}

}  // namespace

TEST_CASE("the atlas holds the Cyrillic of Paris's charts, French's letters and the signs the panels draw") {
  CHECK(missingGlyphs("НП (not applicable)").empty());
  CHECK(missingGlyphs("Œuvre « été » — 3 €, → ★ ≤ ▶").empty());
  CHECK(hasGlyph(U'é'));
  CHECK_FALSE(hasGlyph(0x4E2D));  // 中: no game shows Chinese
  CHECK(missingGlyphs("a 中 b 中") == std::vector<std::uint32_t>{0x4E2D});
}

TEST_CASE("every character the games' data, the catalogues and the code's sentences show is in the atlas") {
  std::string report;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(ADC_SHIPPED_DATA_DIR)) {
    const auto extension = entry.path().extension();
    // NOTES.md is the project's, never on screen.
    if (entry.is_regular_file() && (extension == ".toml" || extension == ".tsv")) report += missingIn(entry.path(), readWhole(entry.path()));
  }
  const std::filesystem::path sources = std::filesystem::path(ADC_GUI_SOURCE_DIR) / ".." / "..";
  for (const char* folder : {"app/gui", "engine"}) {
    for (const auto& entry : std::filesystem::recursive_directory_iterator(sources / folder)) {
      const auto extension = entry.path().extension();
      if (entry.is_regular_file() && (extension == ".cpp" || extension == ".hpp")) {
        report += missingIn(entry.path(), stringLiterals(readWhole(entry.path())));
      }
    }
  }
  INFO(report);
  CHECK(report.empty());
}
