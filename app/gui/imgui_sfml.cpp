#include "imgui_sfml.hpp"

#include "cached_drawing.hpp"
#include "draw_data_renderer.hpp"

#include <imgui.h>
#include <backends/imgui_impl_opengl2.h>

#include <SFML/Window/Clipboard.hpp>

#include <cstring>
#include <string>

namespace adc::gui {
namespace {

std::string clipboardText;

const char* getClipboard(void*) {
  clipboardText = sf::Clipboard::getString().toAnsiString();
  return clipboardText.c_str();
}

void setClipboard(void*, const char* text) { sf::Clipboard::setString(sf::String::fromUtf8(text, text + std::strlen(text))); }

}  // namespace

void imguiInit(sf::RenderWindow& window) {
  ImGuiIO& io = ImGui::GetIO();
  io.BackendPlatformName = "adc_sfml";
  // ImGui 1.86 indexes io.KeysDown by our own key codes: SFML's.
  io.KeyMap[ImGuiKey_Tab] = sf::Keyboard::Tab;
  io.KeyMap[ImGuiKey_LeftArrow] = sf::Keyboard::Left;
  io.KeyMap[ImGuiKey_RightArrow] = sf::Keyboard::Right;
  io.KeyMap[ImGuiKey_UpArrow] = sf::Keyboard::Up;
  io.KeyMap[ImGuiKey_DownArrow] = sf::Keyboard::Down;
  io.KeyMap[ImGuiKey_PageUp] = sf::Keyboard::PageUp;
  io.KeyMap[ImGuiKey_PageDown] = sf::Keyboard::PageDown;
  io.KeyMap[ImGuiKey_Home] = sf::Keyboard::Home;
  io.KeyMap[ImGuiKey_End] = sf::Keyboard::End;
  io.KeyMap[ImGuiKey_Insert] = sf::Keyboard::Insert;
  io.KeyMap[ImGuiKey_Delete] = sf::Keyboard::Delete;
  io.KeyMap[ImGuiKey_Backspace] = sf::Keyboard::BackSpace;
  io.KeyMap[ImGuiKey_Space] = sf::Keyboard::Space;
  io.KeyMap[ImGuiKey_Enter] = sf::Keyboard::Enter;
  io.KeyMap[ImGuiKey_Escape] = sf::Keyboard::Escape;
  io.KeyMap[ImGuiKey_KeyPadEnter] = sf::Keyboard::Enter;
  io.KeyMap[ImGuiKey_A] = sf::Keyboard::A;
  io.KeyMap[ImGuiKey_C] = sf::Keyboard::C;
  io.KeyMap[ImGuiKey_V] = sf::Keyboard::V;
  io.KeyMap[ImGuiKey_X] = sf::Keyboard::X;
  io.KeyMap[ImGuiKey_Y] = sf::Keyboard::Y;
  io.KeyMap[ImGuiKey_Z] = sf::Keyboard::Z;
  io.GetClipboardTextFn = getClipboard;
  io.SetClipboardTextFn = setClipboard;
  io.DisplaySize = ImVec2(static_cast<float>(window.getSize().x), static_cast<float>(window.getSize().y));
  ImGui_ImplOpenGL2_Init();
  // Drawn by our renderer, which takes a window of more than 65,536 vertices.
  declareLargeListSupport(io);
}

bool imguiProcessEvent(const sf::Event& event) {
  ImGuiIO& io = ImGui::GetIO();
  switch (event.type) {
    case sf::Event::KeyPressed:
    case sf::Event::KeyReleased: {
      bool down = event.type == sf::Event::KeyPressed;
      if (event.key.code >= 0 && event.key.code < static_cast<int>(IM_ARRAYSIZE(io.KeysDown))) {
        io.KeysDown[event.key.code] = down;
      }
      io.KeyCtrl = event.key.control;
      io.KeyShift = event.key.shift;
      io.KeyAlt = event.key.alt;
      io.KeySuper = event.key.system;
      return io.WantCaptureKeyboard;
    }
    case sf::Event::TextEntered:
      // Control characters (backspace, enter, tab) come as key presses.
      if (event.text.unicode >= 32 && event.text.unicode != 127) io.AddInputCharacter(event.text.unicode);
      return io.WantTextInput;
    case sf::Event::MouseMoved:
      io.MousePos = ImVec2(static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y));
      return io.WantCaptureMouse;
    case sf::Event::MouseButtonPressed:
    case sf::Event::MouseButtonReleased: {
      int button = event.mouseButton.button;
      io.MousePos = ImVec2(static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y));
      if (button >= 0 && button < 5) io.MouseDown[button] = event.type == sf::Event::MouseButtonPressed;
      return io.WantCaptureMouse;
    }
    case sf::Event::MouseWheelScrolled:
      if (event.mouseWheelScroll.wheel == sf::Mouse::VerticalWheel) io.MouseWheel += event.mouseWheelScroll.delta;
      else io.MouseWheelH += event.mouseWheelScroll.delta;
      return io.WantCaptureMouse;
    case sf::Event::LostFocus:
      for (auto& key : io.KeysDown) key = false;
      io.KeyCtrl = io.KeyShift = io.KeyAlt = io.KeySuper = false;
      return false;
    case sf::Event::MouseLeft:
      io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
      return false;
    default:
      return false;
  }
}

void imguiNewFrame(sf::RenderWindow& window, float deltaSeconds) {
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = ImVec2(static_cast<float>(window.getSize().x), static_cast<float>(window.getSize().y));
  io.DeltaTime = deltaSeconds > 0.0f ? deltaSeconds : 1.0f / 60.0f;
  ImGui_ImplOpenGL2_NewFrame();
  ImGui::NewFrame();
}

void imguiRender(sf::RenderWindow& window) {
  ImGui::Render();
  renderWithCachedDrawing(ImGui::GetDrawData(), window);
}

void imguiShutdown() { ImGui_ImplOpenGL2_Shutdown(); }

}  // namespace adc::gui
