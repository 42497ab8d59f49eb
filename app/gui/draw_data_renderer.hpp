#pragma once
// ImGui's draw data on SFML's OpenGL 2 context, with large draw lists.
//
// Debian's libimgui indexes vertices with 16 bits, and its OpenGL 2 backend ignores
// ImDrawCmd::VtxOffset, so a window that drew more than 65,536 vertices in a frame (a
// Ledger of long reasons) aborted the app in ImGui's own assertion, and again on each
// launch that reopened that panel. This renderer is the backend's RenderDrawData (1.86)
// with VtxOffset honoured: each command's vertex pointers start at its offset, and
// imguiInit tells ImGui so (ImGuiBackendFlags_RendererHasVtxOffset), which lets a window's
// list start a new run of 16-bit indices whenever the last one is full.

#include <imgui.h>

namespace adc::gui {

// Draws `drawData` on the current OpenGL context, leaving its state as it found it.
void renderDrawData(ImDrawData* drawData);

// The most vertices one draw list held in a frame drawn this run: the script's dump says
// it (`draw.largest_list`), so a test can tell that a window went past 65,536 and was drawn.
int largestListDrawn();

// What imguiInit sets after the backend's own init: this renderer takes large lists.
void declareLargeListSupport(ImGuiIO& io);

}  // namespace adc::gui
