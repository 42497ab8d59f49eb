// Settings and translations: files people may edit by hand.

#include "settings.hpp"
#include "translate.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

TEST_CASE("settings round-trip, clamp bad numbers and ignore unknown keys") {
  auto folder = std::filesystem::temp_directory_path() / "adc-gui-unit-settings";
  std::filesystem::remove_all(folder);
  auto file = folder / "settings.txt";
  adc::gui::Settings settings;
  settings.uiScale = 1.5f;
  settings.windowWidth = 1600;
  settings.panel = "books";
  settings.lastGame = "grand-siecle";
  settings.save(file);
  auto read = adc::gui::Settings::load(file);
  CHECK(read.uiScale == Approx(1.5f));
  CHECK(read.windowWidth == 1600);
  CHECK(read.panel == "books");
  CHECK(read.lastGame == "grand-siecle");

  std::ofstream(file) << "ui_scale = 9\nwindow_width = lots\nshiny = yes\n";
  read = adc::gui::Settings::load(file);
  CHECK(read.uiScale == Approx(3.0f));
  CHECK(read.windowWidth == 1280);
  CHECK(adc::gui::Settings::load(folder / "missing.txt").uiScale == Approx(1.0f));
  std::filesystem::remove_all(folder);
}

TEST_CASE("a translation is a data file - English needs none") {
  auto folder = std::filesystem::temp_directory_path() / "adc-gui-unit-i18n";
  std::filesystem::create_directories(folder / "i18n");
  std::ofstream(folder / "i18n" / "fr.tsv") << "# French\nUndo\tAnnuler\n{} acts\t{} joue\n";
  adc::gui::loadTranslations(folder, "fr_FR.UTF-8");
  CHECK(std::string(adc::gui::tr("Undo")) == "Annuler");
  CHECK(std::string(adc::gui::tr("Redo")) == "Redo");
  CHECK(adc::gui::trf("{} acts", "La France") == "La France joue");
  CHECK(adc::gui::label("Undo", "undo") == "Annuler##undo");
  adc::gui::loadTranslations(folder, "en_GB.UTF-8");
  CHECK(std::string(adc::gui::tr("Undo")) == "Undo");
  std::filesystem::remove_all(folder);
}
