#include "panels/book_change_lines.hpp"

#include "translate.hpp"

namespace adc::gui {

std::vector<std::string> bookChangeLines(const std::vector<BookChange>& changes, std::size_t shown) {
  std::vector<std::string> lines;
  for (std::size_t i = 0; i < changes.size() && i < shown; ++i) {
    const auto& change = changes[i];
    lines.push_back(change.rule.empty()
                        ? trf("{0}: {1} → {2}", change.name, change.beforeText, change.afterText)
                        : trf("{0}: {1} → {2} ({3})", change.name, change.beforeText, change.afterText, change.rule));
  }
  if (changes.size() > shown) lines.push_back(trf("and {} more", changes.size() - shown));
  return lines;
}

}  // namespace adc::gui
