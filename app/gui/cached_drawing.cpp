#include "cached_drawing.hpp"

#include "draw_data_renderer.hpp"

#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Graphics/RenderWindow.hpp>
#include <SFML/OpenGL.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <unordered_map>
#include <vector>

namespace adc::gui {
namespace {

// What a draw command asks of the renderer; two frames whose lists hold the same
// vertices, indices and commands draw the same pixels.
struct CommandKey {
  ImVec4 clip;
  ImTextureID texture = nullptr;
  unsigned vertexOffset = 0;
  unsigned indexOffset = 0;
  unsigned count = 0;

  bool operator==(const CommandKey& other) const {
    return std::memcmp(&clip, &other.clip, sizeof clip) == 0 && texture == other.texture &&
           vertexOffset == other.vertexOffset && indexOffset == other.indexOffset && count == other.count;
  }
};

struct Picture {
  sf::RenderTexture target;
  std::vector<ImDrawVert> vertices;
  std::vector<ImDrawIdx> indices;
  std::vector<CommandKey> commands;
  ImVec2 min{0, 0};
  ImVec2 max{0, 0};
  bool drawn = false;
  std::unique_ptr<ImDrawList> shown;  // the picture as one textured rectangle
};

// What one triangle of a list costs, in pixels of a picture shown: under Mesa's llvmpipe
// on the 2-core build machine a triangle costs about 2.3 µs of CPU (a board's 5,700 about
// 13 ms) and a pixel of an opaque picture a few nanoseconds. A window of a few lines of
// text over a wide background is cheaper drawn as it is. On a GPU both are next to nothing.
constexpr double pixelsPerTriangle = 400.0;

// The windows begun with beginCachedChild this frame, with their rectangles on the screen,
// and the pictures kept for them.
struct CachedWindow {
  const ImDrawList* list;
  ImVec2 min;
  ImVec2 max;
  ImVec4 background;  // opaque
};
std::vector<CachedWindow> cachedThisFrame;
bool cachingOn = true;
std::unordered_map<const ImDrawList*, std::unique_ptr<Picture>> pictures;

std::vector<CommandKey> commandsOf(const ImDrawList& list) {
  std::vector<CommandKey> commands;
  commands.reserve(static_cast<std::size_t>(list.CmdBuffer.Size));
  for (const ImDrawCmd& command : list.CmdBuffer) {
    if (command.ElemCount == 0) continue;
    commands.push_back({command.ClipRect, command.TextureId, command.VtxOffset, command.IdxOffset, command.ElemCount});
  }
  return commands;
}

bool sameAsPicture(const ImDrawList& list, const std::vector<CommandKey>& commands, const Picture& picture) {
  return picture.drawn && commands == picture.commands &&
         static_cast<std::size_t>(list.VtxBuffer.Size) == picture.vertices.size() &&
         static_cast<std::size_t>(list.IdxBuffer.Size) == picture.indices.size() &&
         std::memcmp(list.VtxBuffer.Data, picture.vertices.data(), picture.vertices.size() * sizeof(ImDrawVert)) == 0 &&
         std::memcmp(list.IdxBuffer.Data, picture.indices.data(), picture.indices.size() * sizeof(ImDrawIdx)) == 0;
}

// Draws `list` alone into the picture, over the whole-pixel rectangle min-max.
bool drawPicture(ImDrawList* list, Picture& picture, ImVec2 min, ImVec2 max, const ImVec4& background) {
  const auto width = static_cast<unsigned>(max.x - min.x);
  const auto height = static_cast<unsigned>(max.y - min.y);
  if (!picture.drawn || picture.target.getSize() != sf::Vector2u(width, height)) {
    if (!picture.target.create(width, height)) return false;
  }
  if (!picture.target.setActive(true)) return false;
  // Opaque alpha throughout: the list's blending would otherwise leave a partial alpha
  // that the picture would then be blended with on screen.
  glClearColor(background.x, background.y, background.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_FALSE);
  ImDrawData alone;
  alone.Valid = true;
  alone.CmdLists = &list;
  alone.CmdListsCount = 1;
  alone.TotalVtxCount = list->VtxBuffer.Size;
  alone.TotalIdxCount = list->IdxBuffer.Size;
  alone.DisplayPos = min;
  alone.DisplaySize = ImVec2(max.x - min.x, max.y - min.y);
  alone.FramebufferScale = ImVec2(1.0f, 1.0f);
  renderDrawData(&alone);
  glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
  picture.target.display();
  picture.min = min;
  picture.max = max;
  return true;
}

}  // namespace

bool beginCachedChild(const char* id, const ImVec2& size, bool border, ImGuiWindowFlags flags) {
  // The child's own background (a faint tint, or none) as it looks over the main window's:
  // the colour its picture starts from. ImGui draws a child's background in its parent's
  // list or in its own, as it merges draw calls, so the picture cannot count on either. A
  // tint is drawn opaque, so that a frame without a picture looks the same.
  const ImVec4 window = ImGui::GetStyleColorVec4(ImGuiCol_WindowBg);
  const ImVec4 child = ImGui::GetStyleColorVec4(ImGuiCol_ChildBg);
  const auto over = [&](float a, float b) { return child.w * a + (1.0f - child.w) * b; };
  const ImVec4 background(over(child.x, window.x), over(child.y, window.y), over(child.z, window.z), 1.0f);
  if (child.w > 0.0f) ImGui::PushStyleColor(ImGuiCol_ChildBg, background);
  const bool open = ImGui::BeginChild(id, size, border, flags);
  if (child.w > 0.0f) ImGui::PopStyleColor();
  const ImVec2 at = ImGui::GetWindowPos();
  const ImVec2 extent = ImGui::GetWindowSize();
  if (cachingOn) cachedThisFrame.push_back({ImGui::GetWindowDrawList(), at, ImVec2(at.x + extent.x, at.y + extent.y), background});
  return open;
}

void renderWithCachedDrawing(ImDrawData* drawData, sf::RenderWindow& window) {
  std::vector<std::pair<int, ImDrawList*>> replaced;
  std::unordered_map<const ImDrawList*, std::unique_ptr<Picture>> kept;
  for (int i = 0; i < drawData->CmdListsCount; ++i) {
    ImDrawList* list = drawData->CmdLists[i];
    auto cached = std::find_if(cachedThisFrame.begin(), cachedThisFrame.end(), [&](const CachedWindow& w) { return w.list == list; });
    if (cached == cachedThisFrame.end()) continue;
    // A callback does something the picture cannot hold: such a list is drawn as it is.
    if (std::any_of(list->CmdBuffer.begin(), list->CmdBuffer.end(), [](const ImDrawCmd& c) { return c.UserCallback; })) continue;
    auto commands = commandsOf(*list);
    if (commands.empty()) continue;
    // The picture covers the rectangle the list's commands may draw in, within its window
    // (a child's background is clipped by its parent's rectangle, not its own) and on the
    // screen: all of it is the window's, opaque background included.
    ImVec2 min(cached->max);
    ImVec2 max(cached->min);
    for (const auto& command : commands) {
      min = ImVec2(std::min(min.x, command.clip.x), std::min(min.y, command.clip.y));
      max = ImVec2(std::max(max.x, command.clip.z), std::max(max.y, command.clip.w));
    }
    min = ImVec2(std::floor(std::max({min.x, cached->min.x, drawData->DisplayPos.x})),
                 std::floor(std::max({min.y, cached->min.y, drawData->DisplayPos.y})));
    max = ImVec2(std::ceil(std::min({max.x, cached->max.x, drawData->DisplayPos.x + drawData->DisplaySize.x})),
                 std::ceil(std::min({max.y, cached->max.y, drawData->DisplayPos.y + drawData->DisplaySize.y})));
    if (max.x - min.x < 1.0f || max.y - min.y < 1.0f) continue;
    // A picture costs its pixels each frame; a list, its triangles.
    const double triangles = list->IdxBuffer.Size / 3.0;
    if (triangles * pixelsPerTriangle < static_cast<double>(max.x - min.x) * static_cast<double>(max.y - min.y)) continue;

    auto found = pictures.find(list);
    std::unique_ptr<Picture> picture = found != pictures.end() ? std::move(found->second) : std::make_unique<Picture>();
    if (!sameAsPicture(*list, commands, *picture) || picture->min.x != min.x || picture->min.y != min.y ||
        picture->max.x != max.x || picture->max.y != max.y) {
      picture->drawn = drawPicture(list, *picture, min, max, cached->background);
      window.setActive(true);  // back to the window's own framebuffer
      if (!picture->drawn) continue;  // no picture: the list is drawn as it is
      picture->vertices.assign(list->VtxBuffer.begin(), list->VtxBuffer.end());
      picture->indices.assign(list->IdxBuffer.begin(), list->IdxBuffer.end());
      picture->commands = std::move(commands);
    }
    // The picture, as one rectangle. A framebuffer's rows run bottom to top: v runs back.
    if (!picture->shown) picture->shown = std::make_unique<ImDrawList>(ImGui::GetDrawListSharedData());
    ImDrawList& shown = *picture->shown;
    shown._ResetForNewFrame();
    shown.PushClipRect(min, max);
    const auto texture = reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(picture->target.getTexture().getNativeHandle()));
    shown.PushTextureID(texture);
    // Opaque: no blending, which a software renderer would otherwise do for every pixel.
    shown.AddCallback([](const ImDrawList*, const ImDrawCmd*) { glDisable(GL_BLEND); }, nullptr);
    shown.AddImage(texture, min, max, ImVec2(0.0f, 1.0f), ImVec2(1.0f, 0.0f));
    // Blending back on for the lists after it (not ImDrawCallback_ResetRenderState: the
    // OpenGL 2 backend would push its matrices once more each time, and overflow).
    shown.AddCallback([](const ImDrawList*, const ImDrawCmd*) { glEnable(GL_BLEND); }, nullptr);
    shown.PopTextureID();
    shown.PopClipRect();
    replaced.emplace_back(i, list);
    drawData->CmdLists[i] = &shown;
    kept[list] = std::move(picture);
  }
  pictures = std::move(kept);  // a window not drawn this frame lets its picture go
  cachedThisFrame.clear();
  renderDrawData(drawData);
  for (const auto& [index, list] : replaced) drawData->CmdLists[index] = list;
}

void forgetCachedDrawing() { pictures.clear(); }

void useCachedDrawing(bool on) {
  cachingOn = on;
  if (!on) pictures.clear();
}

}  // namespace adc::gui
