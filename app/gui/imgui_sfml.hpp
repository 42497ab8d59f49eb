#pragma once
// Our small SFML -> Dear ImGui adapter (ImGui 1.86 input API): keyboard, text, mouse
// and wheel events go to ImGuiIO; the display size and frame time are set each frame.
// Rendering is Dear ImGui's own OpenGL2 backend on SFML's GL context.

#include <SFML/Graphics/RenderWindow.hpp>
#include <SFML/Window/Event.hpp>

namespace adc::gui {

void imguiInit(sf::RenderWindow& window);
// Returns true if ImGui wants the event (typing in a field, clicking a widget).
bool imguiProcessEvent(const sf::Event& event);
void imguiNewFrame(sf::RenderWindow& window, float deltaSeconds);
void imguiRender(sf::RenderWindow& window);
void imguiShutdown();

}  // namespace adc::gui
