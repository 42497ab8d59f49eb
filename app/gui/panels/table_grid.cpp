#include "panels/table_grid.hpp"

#include "adc/display_names.hpp"

#include <algorithm>

namespace adc::gui {

GridHeaders gridHeaders(const GameData& data, const Table& table) {
  GridHeaders headers;
  const bool grouped = table.columns && table.fields.size() > 1;
  for (std::size_t c = 0; c < table.columnCount(); ++c) {
    if (grouped) headers.groups.push_back(axisKeyName(data, *table.columns, table.columns->keys[c].text));
    for (std::size_t f = 0; f < table.fields.size(); ++f) {
      const bool byColumn = table.columns && table.fields.size() == 1;
      headers.columns.push_back(GridColumn{c, f, byColumn ? axisKeyName(data, *table.columns, table.columns->keys[c].text) : table.fields[f].name});
    }
  }
  return headers;
}

float wrappedWidth(const std::vector<std::string>& texts, float cap, const std::function<float(std::string_view)>& measure) {
  float widest = 0.0f;
  float widestWord = 0.0f;
  for (const auto& text : texts) {
    std::size_t lineStart = 0;
    while (lineStart <= text.size()) {
      const std::size_t lineEnd = std::min(text.find('\n', lineStart), text.size());
      const std::string_view line(text.data() + lineStart, lineEnd - lineStart);
      widest = std::max(widest, measure(line));
      for (std::size_t at = 0; at < line.size();) {
        const std::size_t end = std::min(line.find(' ', at), line.size());
        if (end > at) widestWord = std::max(widestWord, measure(line.substr(at, end - at)));
        at = end + 1;
      }
      lineStart = lineEnd + 1;
    }
  }
  return std::max(std::min(widest, cap), widestWord);
}

}  // namespace adc::gui
