#pragma once
// Every string on screen, for `--text-dump`: ImGui's own log sees what widgets render;
// drawText puts the strings that boards, plots and dice draw straight on a draw list in
// the same log.

#include "cut_text.hpp"

#include <imgui.h>

#include <cstdio>
#include <memory>
#include <vector>
#include <string>

namespace adc::gui {

void drawText(ImDrawList* draw, const ImVec2& at, ImU32 color, const char* text);
void drawText(ImDrawList* draw, const ImFont* font, float size, const ImVec2& at, ImU32 color, const char* text);

// ImGui's log of rendered text, kept across windows. ImGui stops its log at the end of
// every top-level window (a popup, a tooltip); resume() starts it again where the app
// goes on drawing. The log goes to a stream of ours, so a stop loses nothing.
class DrawnTextLog {
 public:
  // With measureCuts, every string is also measured against its room (cut_text.hpp);
  // with recordSizes, the height of the type it is drawn in is kept with it.
  explicit DrawnTextLog(bool measureCuts = false, bool recordSizes = false);
  ~DrawnTextLog();
  DrawnTextLog(const DrawnTextLog&) = delete;
  DrawnTextLog& operator=(const DrawnTextLog&) = delete;
  // Log what is drawn from here on (a no-op while the log runs).
  void resume();
  // Stops the log and returns what it holds since the last take, as ImGui wrote it: one
  // line per row of widgets, one per drawText.
  std::string take();
  // The strings drawn cut since the last call (only when measuring cuts).
  std::vector<CutText> takeCut();
  // Each line drawn since the last call with the height of its type in pixels (only
  // when recording sizes): the Table view is read from two metres (issue 29).
  struct SizedText {
    float pixels = 0.0f;
    std::string text;
  };
  std::vector<SizedText> takeSizes();

 private:
  static ssize_t written(void* log, const char* bytes, size_t size);
  std::string m_text;
  std::unique_ptr<CutTextMeter> m_meter;
  bool m_recordSizes = false;
  std::vector<SizedText> m_sizes;
  std::FILE* m_stream = nullptr;
};

}  // namespace adc::gui
