#include "draw_data_renderer.hpp"

#include <SFML/OpenGL.hpp>

#include <cstddef>
#include <cstdint>

namespace adc::gui {
namespace {

int largestList = 0;

// As the backend sets it up: alpha blending, no culling nor depth, scissors, the vertex
// arrays, the projection of the display's rectangle.
void setUpRenderState(const ImDrawData* drawData, int width, int height) {
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  glDisable(GL_CULL_FACE);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_STENCIL_TEST);
  glDisable(GL_LIGHTING);
  glDisable(GL_COLOR_MATERIAL);
  glEnable(GL_SCISSOR_TEST);
  glEnableClientState(GL_VERTEX_ARRAY);
  glEnableClientState(GL_TEXTURE_COORD_ARRAY);
  glEnableClientState(GL_COLOR_ARRAY);
  glDisableClientState(GL_NORMAL_ARRAY);
  glEnable(GL_TEXTURE_2D);
  glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
  glShadeModel(GL_SMOOTH);
  glTexEnvi(GL_TEXTURE_ENV, GL_TEXTURE_ENV_MODE, GL_MODULATE);
  glViewport(0, 0, static_cast<GLsizei>(width), static_cast<GLsizei>(height));
  glMatrixMode(GL_PROJECTION);
  glPushMatrix();
  glLoadIdentity();
  glOrtho(drawData->DisplayPos.x, drawData->DisplayPos.x + drawData->DisplaySize.x,
          drawData->DisplayPos.y + drawData->DisplaySize.y, drawData->DisplayPos.y, -1.0, 1.0);
  glMatrixMode(GL_MODELVIEW);
  glPushMatrix();
  glLoadIdentity();
}

// The vertex arrays of `list` from its vertex `offset`: a command's 16-bit indices count
// from there (ImDrawCmd::VtxOffset).
void pointVerticesAt(const ImDrawList* list, unsigned offset) {
  const auto* first = reinterpret_cast<const char*>(list->VtxBuffer.Data + offset);
  glVertexPointer(2, GL_FLOAT, sizeof(ImDrawVert), first + offsetof(ImDrawVert, pos));
  glTexCoordPointer(2, GL_FLOAT, sizeof(ImDrawVert), first + offsetof(ImDrawVert, uv));
  glColorPointer(4, GL_UNSIGNED_BYTE, sizeof(ImDrawVert), first + offsetof(ImDrawVert, col));
}

}  // namespace

void renderDrawData(ImDrawData* drawData) {
  const int width = static_cast<int>(drawData->DisplaySize.x * drawData->FramebufferScale.x);
  const int height = static_cast<int>(drawData->DisplaySize.y * drawData->FramebufferScale.y);
  if (width <= 0 || height <= 0) return;

  // What is changed, to be put back (SFML draws with the same context).
  GLint lastTexture = 0;
  glGetIntegerv(GL_TEXTURE_BINDING_2D, &lastTexture);
  GLint lastPolygonMode[2] = {GL_FILL, GL_FILL};
  glGetIntegerv(GL_POLYGON_MODE, lastPolygonMode);
  GLint lastViewport[4] = {};
  glGetIntegerv(GL_VIEWPORT, lastViewport);
  GLint lastScissorBox[4] = {};
  glGetIntegerv(GL_SCISSOR_BOX, lastScissorBox);
  GLint lastShadeModel = GL_SMOOTH;
  glGetIntegerv(GL_SHADE_MODEL, &lastShadeModel);
  GLint lastTexEnvMode = GL_MODULATE;
  glGetTexEnviv(GL_TEXTURE_ENV, GL_TEXTURE_ENV_MODE, &lastTexEnvMode);
  glPushAttrib(GL_ENABLE_BIT | GL_COLOR_BUFFER_BIT | GL_TRANSFORM_BIT);

  setUpRenderState(drawData, width, height);
  const ImVec2 clipOffset = drawData->DisplayPos;
  const ImVec2 clipScale = drawData->FramebufferScale;
  for (int n = 0; n < drawData->CmdListsCount; ++n) {
    const ImDrawList* list = drawData->CmdLists[n];
    if (list->VtxBuffer.Size > largestList) largestList = list->VtxBuffer.Size;
    unsigned pointedAt = 0;
    pointVerticesAt(list, pointedAt);
    for (const ImDrawCmd& command : list->CmdBuffer) {
      if (command.UserCallback) {
        if (command.UserCallback == ImDrawCallback_ResetRenderState) setUpRenderState(drawData, width, height);
        else command.UserCallback(list, &command);
        continue;
      }
      const ImVec2 clipMin((command.ClipRect.x - clipOffset.x) * clipScale.x, (command.ClipRect.y - clipOffset.y) * clipScale.y);
      const ImVec2 clipMax((command.ClipRect.z - clipOffset.x) * clipScale.x, (command.ClipRect.w - clipOffset.y) * clipScale.y);
      if (clipMax.x <= clipMin.x || clipMax.y <= clipMin.y || command.ElemCount == 0) continue;
      if (command.VtxOffset != pointedAt) {
        pointedAt = command.VtxOffset;
        pointVerticesAt(list, pointedAt);
      }
      glScissor(static_cast<int>(clipMin.x), static_cast<int>(static_cast<float>(height) - clipMax.y),
                static_cast<int>(clipMax.x - clipMin.x), static_cast<int>(clipMax.y - clipMin.y));
      glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(reinterpret_cast<std::intptr_t>(command.GetTexID())));
      glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(command.ElemCount),
                     sizeof(ImDrawIdx) == 2 ? GL_UNSIGNED_SHORT : GL_UNSIGNED_INT, list->IdxBuffer.Data + command.IdxOffset);
    }
  }

  glDisableClientState(GL_COLOR_ARRAY);
  glDisableClientState(GL_TEXTURE_COORD_ARRAY);
  glDisableClientState(GL_VERTEX_ARRAY);
  glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(lastTexture));
  glMatrixMode(GL_MODELVIEW);
  glPopMatrix();
  glMatrixMode(GL_PROJECTION);
  glPopMatrix();
  glPopAttrib();
  glPolygonMode(GL_FRONT, static_cast<GLenum>(lastPolygonMode[0]));
  glPolygonMode(GL_BACK, static_cast<GLenum>(lastPolygonMode[1]));
  glViewport(lastViewport[0], lastViewport[1], static_cast<GLsizei>(lastViewport[2]), static_cast<GLsizei>(lastViewport[3]));
  glScissor(lastScissorBox[0], lastScissorBox[1], static_cast<GLsizei>(lastScissorBox[2]), static_cast<GLsizei>(lastScissorBox[3]));
  glShadeModel(static_cast<GLenum>(lastShadeModel));
  glTexEnvi(GL_TEXTURE_ENV, GL_TEXTURE_ENV_MODE, lastTexEnvMode);
}

int largestListDrawn() { return largestList; }

void declareLargeListSupport(ImGuiIO& io) { io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset; }

}  // namespace adc::gui
