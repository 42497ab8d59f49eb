#include "alarm.hpp"

#include <cmath>
#include <vector>

namespace adc::gui {

Alarm::Alarm() {
  // Three short beeps at 880 Hz with soft edges, 44.1 kHz mono.
  constexpr unsigned rate = 44100;
  constexpr double pi = 3.14159265358979323846;
  std::vector<sf::Int16> samples;
  for (int beep = 0; beep < 3; ++beep) {
    const unsigned length = rate / 6;
    for (unsigned i = 0; i < length; ++i) {
      double t = static_cast<double>(i) / rate;
      double envelope = std::min(1.0, std::min(i, length - i) / (0.01 * rate));
      samples.push_back(static_cast<sf::Int16>(12000.0 * envelope * std::sin(2.0 * pi * 880.0 * t)));
    }
    samples.insert(samples.end(), rate / 10, 0);
  }
  m_ready = m_buffer.loadFromSamples(samples.data(), samples.size(), 1, rate);
  if (m_ready) m_sound.setBuffer(m_buffer);
}

void Alarm::ring() {
  if (m_ready) m_sound.play();
}

}  // namespace adc::gui
