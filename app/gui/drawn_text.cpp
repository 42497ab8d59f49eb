#include "drawn_text.hpp"

#include <imgui_internal.h>

#include <cfloat>
#include <stdexcept>
#include <string_view>
#include <utility>

namespace adc::gui {
namespace {

// The meter of the log that runs, for the strings drawText draws with a font of its own.
CutTextMeter* activeMeter = nullptr;
// The size drawText draws its string at, while ImGui's log hears of it (0: the window's).
float drawnTextSize = 0.0f;

void logText(const ImVec2& at, const char* text) {
  if (!GImGui || !GImGui->LogEnabled) return;
  // Each string on a line of its own: boards draw in every direction, and ImGui joins
  // strings onto one log line unless the next one is lower on the screen.
  GImGui->LogLinePosY = -FLT_MAX;
  ImGui::LogRenderedText(&at, text);
}

}  // namespace

void drawText(ImDrawList* draw, const ImVec2& at, ImU32 color, const char* text) {
  draw->AddText(at, color, text);
  logText(at, text);
}

void drawText(ImDrawList* draw, const ImFont* font, float size, const ImVec2& at, ImU32 color, const char* text) {
  draw->AddText(font, size, at, color, text);
  if (activeMeter && GImGui && GImGui->LogEnabled) activeMeter->useFontForNext(font ? font : ImGui::GetFont(), size);
  drawnTextSize = size;
  logText(at, text);
  drawnTextSize = 0.0f;
}

ssize_t DrawnTextLog::written(void* cookie, const char* bytes, size_t size) {
  auto* log = static_cast<DrawnTextLog*>(cookie);
  log->m_text.append(bytes, size);
  if (log->m_meter) log->m_meter->heard(std::string_view(bytes, size));
  if (log->m_recordSizes && GImGui) {
    // A piece may hold a line break before its string (a new row): each line apart.
    const float pixels = drawnTextSize > 0.0f ? drawnTextSize : GImGui->FontSize;
    std::string_view rest(bytes, size);
    while (!rest.empty()) {
      const auto end = rest.find('\n');
      std::string_view line = rest.substr(0, end);
      rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
      while (!line.empty() && (line.front() == ' ' || line.front() == '\r')) line.remove_prefix(1);
      while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.remove_suffix(1);
      if (!line.empty()) log->m_sizes.push_back({pixels, std::string(line)});
    }
  }
  return static_cast<ssize_t>(size);
}

DrawnTextLog::DrawnTextLog(bool measureCuts, bool recordSizes) : m_recordSizes(recordSizes) {
  cookie_io_functions_t functions{};
  functions.write = &DrawnTextLog::written;
  m_stream = fopencookie(this, "w", functions);
  if (!m_stream) throw std::runtime_error("cannot open a stream for the text dump");
  // Each piece must reach the meter (and the sizes) as ImGui writes it, while the draw
  // list still ends with that string's glyphs and its font is the current one.
  if (measureCuts || recordSizes) std::setvbuf(m_stream, nullptr, _IONBF, 0);
  if (measureCuts) {
    m_meter = std::make_unique<CutTextMeter>();
    activeMeter = m_meter.get();
  }
}

DrawnTextLog::~DrawnTextLog() {
  if (activeMeter == m_meter.get()) activeMeter = nullptr;
  if (GImGui && GImGui->LogEnabled && GImGui->LogFile == m_stream) ImGui::LogFinish();
  std::fclose(m_stream);
}

void DrawnTextLog::resume() {
  ImGuiContext& context = *GImGui;
  if (context.LogEnabled) return;
  // The "TTY" kind writes to LogFile and only flushes it when ImGui stops the log; 0
  // keeps tree nodes as the players left them instead of opening them for the log.
  ImGui::LogBegin(ImGuiLogType_TTY, 0);
  context.LogFile = m_stream;
}

std::string DrawnTextLog::take() {
  if (GImGui->LogEnabled && GImGui->LogFile == m_stream) ImGui::LogFinish();
  std::fflush(m_stream);
  std::string text = std::move(m_text);
  m_text.clear();
  return text;
}

std::vector<DrawnTextLog::SizedText> DrawnTextLog::takeSizes() {
  if (GImGui->LogEnabled && GImGui->LogFile == m_stream) ImGui::LogFinish();
  return std::exchange(m_sizes, {});
}

std::vector<CutText> DrawnTextLog::takeCut() { return m_meter ? m_meter->take() : std::vector<CutText>{}; }

}  // namespace adc::gui
