#pragma once
// The timer alarm: a tone made at run time from generated samples (no sound files).
// Works with no sound card: with ALSOFT_DRIVERS=null OpenAL plays into nothing.

#include <SFML/Audio/Sound.hpp>
#include <SFML/Audio/SoundBuffer.hpp>

namespace adc::gui {

class Alarm {
 public:
  Alarm();
  void ring();
  bool ready() const { return m_ready; }

 private:
  sf::SoundBuffer m_buffer;
  sf::Sound m_sound;
  bool m_ready = false;
};

}  // namespace adc::gui
