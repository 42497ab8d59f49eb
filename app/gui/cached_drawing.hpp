#pragma once
// A board drawn once and shown again until it changes (issue 16, "Speed").
//
// Under a software renderer (Mesa's llvmpipe, which is what Xvfb and many a laptop without
// a GPU driver give) a frame's cost is its triangles: a board of tiles, cubes, outlines and
// labels is several thousand of them, and drew slower than a frame while every other panel
// took a fraction of one. A board changes when the game does, not sixty times a second.
//
// So a board's window is drawn into a picture of its own, and each frame that lays it out
// exactly as the one before (the same vertices, indices, colours, clip rectangles and
// textures, compared whole, not hashed) shows that picture: two triangles instead of
// thousands. Any change at all (an action, the mouse over a tile that lights it, a scroll,
// a resize, new fonts) draws it again, so the picture can never be stale, and what reaches
// the screen is the same pixels either way.
//
// A picture is opaque: it starts from the window's background as it looks over the main
// window's (ImGuiCol_ChildBg over ImGuiCol_WindowBg), so a cached window without a
// background of its own must lie over the main window's (the clear colour), as the
// panels, the boards and their forms do.

#include <imgui.h>

namespace sf {
class RenderWindow;
}

namespace adc::gui {

// BeginChild for a window whose drawing is kept as a picture while it is unchanged (when
// that is cheaper than drawing it: a window of a few lines is drawn as it is). A tint of
// its own (ImGuiCol_ChildBg) is made opaque over the main window's background. End it with
// ImGui::EndChild. A window's children are pictures of their own, or drawn as ImGui gives
// them.
bool beginCachedChild(const char* id, const ImVec2& size, bool border, ImGuiWindowFlags flags = 0);

// Renders the frame's draw data: the windows begun with beginCachedChild from their
// pictures when unchanged (drawing and keeping a new one when not), the others as ImGui
// gives them. The window's GL context must be active.
void renderWithCachedDrawing(ImDrawData* drawData, sf::RenderWindow& window);

// Forgets every picture: the font texture they were drawn with is gone.
void forgetCachedDrawing();

// Off: every window is drawn every frame, none from a picture (--no-cached-drawing, which
// the GUI test cached_drawing compares with).
void useCachedDrawing(bool on);

}  // namespace adc::gui
