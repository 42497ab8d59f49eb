#include "board_fit.hpp"

#include <algorithm>
#include <cmath>

namespace adc::gui {
namespace {

// Two scales this close draw the same board to a player's eye: the search stops there
// rather than rebuild the fonts once more.
constexpr float closeEnough = 1.04f;

}  // namespace

BoardFit::BoardFit(float smallest, float largest) : m_smallest(smallest), m_largest(std::max(smallest, largest)), m_scale(smallest) {}

void BoardFit::restart(float smallest, float largest) {
  m_smallest = smallest;
  m_largest = std::max(smallest, largest);
  m_fitting = 0.0f;
  m_overflowing = std::numeric_limits<float>::max();
  m_scale = std::clamp(m_scale, m_smallest, m_largest);
}

float BoardFit::measured(float drawnAt, BoardRoom room, BoardRoom used) {
  if (drawnAt <= 0.0f || room.width <= 0.0f || room.height <= 0.0f || used.width <= 0.0f || used.height <= 0.0f) {
    return m_scale;
  }
  // Its height says how far it may grow: a board that reflows fills whatever width it is
  // given, so its width says nothing until it runs past its room (a board that keeps its
  // shape, grown too far); then both count.
  const float heightRatio = room.height / used.height;
  const float ratio = used.width > room.width + 2.0f ? std::min(room.width / used.width, heightRatio) : heightRatio;
  m_fits = ratio >= 1.0f;
  if (m_fits) {
    m_fitting = std::max(m_fitting, drawnAt);
  } else {
    m_overflowing = std::min(m_overflowing, drawnAt);
    // A scale that fitted and now does not (a scroll bar that came narrowed the board,
    // which grew taller): what fitted at or above it is known no longer.
    if (m_fitting >= drawnAt) m_fitting = 0.0f;
  }

  float next;
  if (m_fits && ratio < closeEnough) {
    next = drawnAt;  // fills its room
  } else if (m_overflowing == std::numeric_limits<float>::max()) {
    next = drawnAt * ratio;  // nothing too big seen yet: grow as far as the room says
  } else if (m_fitting == 0.0f) {
    next = drawnAt * ratio;  // nothing fitting seen yet: shrink as the room says
  } else if (m_overflowing / m_fitting < closeEnough) {
    next = m_fitting;  // the largest that fits, as near the edge as the search goes
  } else {
    next = std::sqrt(m_fitting * m_overflowing);  // between the two
  }
  // Never a scale already seen too big, nor below one seen to fit.
  if (next >= m_overflowing) next = std::max(m_fitting, std::sqrt(std::max(m_fitting, m_smallest) * m_overflowing));
  next = std::clamp(next, m_smallest, m_largest);
  // Whole hundredths: the fonts are built again only for a scale that really changes.
  next = std::round(next * 100.0f) / 100.0f;
  if (next < m_smallest) next = m_smallest;
  m_scale = next;
  return m_scale;
}

}  // namespace adc::gui
