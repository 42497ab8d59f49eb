#pragma once
// Start: pick a game and a scenario, name the players and their sides, start; resume
// the autosaved game; open any save; save the current game under another name.

#include "panels/panel.hpp"

#include <filesystem>
#include <map>
#include <vector>

namespace adc::gui {

class StartPanel : public Panel {
 public:
  const char* id() const override { return "start"; }
  const char* title() const override { return "Start"; }
  bool needsGame() const override { return false; }
  void draw(Ui& ui) override;
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;

  // Where a typed save name goes: a bare name to the user's saves folder as NAME.adc, a
  // folder gets a file inside it, a path stays as typed.
  static std::filesystem::path savePath(const std::string& typed);

 private:
  bool startGame(Ui& ui);
  bool saveAs(Ui& ui);
  const GameData* selectedGame(Ui& ui);
  static std::vector<std::filesystem::path> savedGames();
  static std::string resumePanel(const Ui& ui);

  std::string m_game;
  std::string m_scenario;
  std::map<std::string, std::string> m_players;  // side -> player name
  std::string m_openPath;
  std::string m_saveAsPath;
  std::string m_gameError;
  bool m_pathActive = false;  // a save path was being typed in last frame
};

}  // namespace adc::gui
