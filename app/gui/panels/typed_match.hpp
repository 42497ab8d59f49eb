#pragma once
// What the players type to find a name in a list: matched without regard to case or
// accents ("sevres" and "SÈVRES" both find "Deux-Sèvres"), as the issue asks of every list.

#include <string>

namespace adc::gui {

// `text` in lowercase, the accents of the Latin-1 letters taken off (é è ê ë → e, ç → c).
std::string foldedForMatching(const std::string& text);
// Whether `label` holds `part`, both folded.
bool matchesTyped(const std::string& label, const std::string& part);

}  // namespace adc::gui
