#include "drawn_text.hpp"

#include <imgui_internal.h>

#include <cfloat>
#include <stdexcept>

namespace adc::gui {
namespace {

void logText(const ImVec2& at, const char* text) {
  if (!GImGui || !GImGui->LogEnabled) return;
  // Each string on a line of its own: boards draw in every direction, and ImGui joins
  // strings onto one log line unless the next one is lower on the screen.
  GImGui->LogLinePosY = -FLT_MAX;
  ImGui::LogRenderedText(&at, text);
}

ssize_t appendToString(void* cookie, const char* bytes, size_t size) {
  static_cast<std::string*>(cookie)->append(bytes, size);
  return static_cast<ssize_t>(size);
}

}  // namespace

void drawText(ImDrawList* draw, const ImVec2& at, ImU32 color, const char* text) {
  draw->AddText(at, color, text);
  logText(at, text);
}

void drawText(ImDrawList* draw, const ImFont* font, float size, const ImVec2& at, ImU32 color, const char* text) {
  draw->AddText(font, size, at, color, text);
  logText(at, text);
}

DrawnTextLog::DrawnTextLog() {
  cookie_io_functions_t functions{};
  functions.write = appendToString;
  m_stream = fopencookie(&m_text, "w", functions);
  if (!m_stream) throw std::runtime_error("cannot open a stream for the text dump");
}

DrawnTextLog::~DrawnTextLog() {
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

}  // namespace adc::gui
