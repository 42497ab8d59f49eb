#pragma once
// Sharing the players' chart from the Tables panel (issue 16): the same engine calls as
// `adc charts GAME --export FILE` and `--import FILE [--replace]` (adc/chart_exchange.hpp).
// Export writes the players' chart of the game as one file; import checks a file as
// strictly as the players' own chart (a table, row, column or word it does not know is
// refused with its line) and reports, in words, what it added and what was typed
// differently (kept, unless the players chose to replace it).

#include "panels/panel.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace adc::gui {

// Where the chart of a game is offered to be written: the user's Documents folder when
// there is one, else the home folder.
std::filesystem::path suggestedChartFile(const std::string& gameId);

class ChartSharing {
 public:
  void draw(Ui& ui);
  // Script fields: `chart-file PATH`, `replace yes|no`; buttons `export`, `import`.
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error);
  bool press(Ui& ui, const std::string& button, std::string& error);
  // The last export's or import's report, first line (for the scripts' dump).
  const std::string& report() const { return m_report; }

 private:
  void followGame(Ui& ui);
  bool exportChart(Ui& ui);
  bool importChart(Ui& ui);
  std::string m_game;
  std::string m_path;
  bool m_replace = false;
  std::string m_report;
  bool m_reportIsError = false;
  std::vector<std::string> m_details;
};

}  // namespace adc::gui
