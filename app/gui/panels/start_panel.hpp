#pragma once
// Start: pick a game and a scenario; name the players at the seats the game really has
// (a side no player plays gets no seat; Grand Siècle's pairs of powers, one player each or
// shared by two; 1793's factions and seating, chosen once here and made the game's first
// action); start, with the number of players the game is for; resume the autosaved game,
// named by its game, scenario, turn and when it was played; open a save from a dialog
// that lists the saves with the same facts, or from a typed path; save the current game
// under another name.

#include "panels/panel.hpp"

#include "adc/save_summary.hpp"

#include <filesystem>
#include <map>
#include <optional>
#include <vector>

namespace adc::gui {

class StartPanel : public Panel {
 public:
  const char* id() const override { return "start"; }
  const char* title() const override { return translatable("Start"); }
  bool needsGame() const override { return false; }
  void draw(Ui& ui) override;
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;

  // Where a typed save name goes: a bare name to the user's saves folder as NAME.adc, a
  // folder gets a file inside it, a path stays as typed.
  static std::filesystem::path savePath(const std::string& typed);

  // Names the players of the game chosen, in the order of its seats (a side, a pair of
  // sides, or a seat of a seated game): the command line's --players.
  bool setPlayers(Ui& ui, const std::vector<std::string>& names, std::string& error);

 private:
  // One save as a list shows it, read again only when the file changes.
  struct Listed {
    std::filesystem::path file;
    std::filesystem::file_time_type written;
    std::uintmax_t size = 0;
    std::optional<SaveSummary> summary;
    std::string problem;  // why it does not read, in words
  };
  struct Seat {
    std::string name;
    std::string side;
  };

  bool startGame(Ui& ui);
  bool saveAs(Ui& ui);
  const GameData* selectedGame(Ui& ui);
  // The players as the fields name them; false with m_startError when a seat is half filled.
  bool buildSetup(const GameData& data, Setup& setup);
  void drawPlayers(Ui& ui, const GameData& data);
  void drawSeating(Ui& ui, const GameData& data);
  void drawOpenDialog(Ui& ui);
  // Resume: the copy of the game in progress written last, and the older copies, each
  // with when it was written; a last copy that is not there is said, not replaced.
  void drawGameInProgress(Ui& ui, const std::vector<SaveCopy>& copies);
  // The language of the app, kept in the settings and shown from the next frame.
  void drawLanguageChoice(Ui& ui);
  bool openFile(Ui& ui, const std::filesystem::path& file);
  std::size_t seatCount(const GameData& data) const;
  // A seated game's seats, each new one with the next side not yet taken.
  void ensureSeats(const GameData& data);
  static std::vector<std::filesystem::path> savedGames();
  static std::string resumePanel(const Ui& ui);
  static void refresh(Listed& listed, const GameProvider& games);
  // "Grand Siècle — 1700 · Turn 3 / 20 — Spring / Events · played 1 Dec 2026, 18:06"
  static std::vector<std::string> facts(const Listed& listed);

  std::string m_game;
  std::string m_scenario;
  std::map<std::string, std::vector<std::string>> m_players;  // side -> its players' names
  std::map<std::string, bool> m_shared;  // a pair (either side's id) -> shared by two players
  std::vector<Seat> m_seats;             // a seated game: clockwise from the first player
  std::map<std::string, bool> m_options;  // the game's opening choices (flags)
  std::string m_startError;
  std::string m_openPath;
  std::string m_saveAsPath;
  std::string m_gameError;
  bool m_pathActive = false;  // a save path was being typed in last frame
  // The Open dialog: asked open (a button or a script), its list, its refusal.
  bool m_dialogRequested = false;
  bool m_dialogShown = false;
  bool m_dialogClose = false;
  std::vector<Listed> m_saves;
  std::string m_openError;
  std::string m_afterOpen;  // the panel to show once the dialog has closed on an opened game
  Listed m_autosave;
};

}  // namespace adc::gui
