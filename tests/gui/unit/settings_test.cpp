// Settings and translations: files people may edit by hand.

#include "settings.hpp"
#include "translate.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>

TEST_CASE("settings round-trip, clamp bad numbers and ignore unknown keys") {
  auto folder = std::filesystem::temp_directory_path() / "adc-gui-unit-settings";
  std::filesystem::remove_all(folder);
  auto file = folder / "settings.txt";
  adc::gui::Settings settings;
  settings.scaleOverride = 1.5f;
  settings.windowWidth = 1600;
  settings.panel = "books";
  settings.lastGame = "grand-siecle";
  settings.save(file);
  auto read = adc::gui::Settings::load(file);
  REQUIRE(read.scaleOverride);
  CHECK(*read.scaleOverride == Approx(1.5f));
  CHECK(read.windowWidth == 1600);
  CHECK(read.panel == "books");
  CHECK(read.lastGame == "grand-siecle");

  std::ofstream(file) << "scale = 9\nwindow_width = lots\nshiny = yes\n";
  read = adc::gui::Settings::load(file);
  REQUIRE(read.scaleOverride);
  CHECK(*read.scaleOverride == Approx(3.0f));
  CHECK(read.windowWidth == 1280);
  CHECK_FALSE(adc::gui::Settings::load(folder / "missing.txt").scaleOverride);
  std::filesystem::remove_all(folder);
}

TEST_CASE("settings keep an automatic scale as automatic, and a scale set as the override") {
  auto folder = std::filesystem::temp_directory_path() / "adc-gui-unit-settings-scale";
  std::filesystem::remove_all(folder);
  auto file = folder / "settings.txt";
  adc::gui::Settings settings;
  settings.uiScale = 1.3f;  // drawn at, never saved
  settings.save(file);
  std::ifstream in(file);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK(text.find("scale = automatic") != std::string::npos);
  CHECK_FALSE(adc::gui::Settings::load(file).scaleOverride);

  settings.scaleOverride = 1.25f;
  settings.save(file);
  auto read = adc::gui::Settings::load(file);
  REQUIRE(read.scaleOverride);
  CHECK(*read.scaleOverride == Approx(1.25f));
  settings.scaleOverride.reset();  // "Automatic" ticked again
  settings.save(file);
  CHECK_FALSE(adc::gui::Settings::load(file).scaleOverride);

  // Earlier versions always wrote ui_scale: not a choice the players made.
  std::ofstream(file) << "ui_scale = 1\nwindow_width = 1600\n";
  read = adc::gui::Settings::load(file);
  CHECK_FALSE(read.scaleOverride);
  CHECK(read.windowWidth == 1600);
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

TEST_CASE("settings keep the phones' port and the games that have phones on") {
  auto folder = std::filesystem::temp_directory_path() / "adc-gui-unit-settings-phones";
  std::filesystem::remove_all(folder);
  auto file = folder / "settings.txt";
  adc::gui::Settings settings;
  CHECK(settings.phonesPort == 8765);
  CHECK(settings.phonesOn.empty());
  settings.phonesPort = 9000;
  settings.phonesOn = {"/home/anne/paris.adc|dreux|7", "/home/anne/autosave.adc|1700|42"};
  settings.save(file);
  auto read = adc::gui::Settings::load(file);
  CHECK(read.phonesPort == 9000);
  CHECK(read.phonesOn == settings.phonesOn);

  std::ofstream(file) << "phones_port = 80\n";
  CHECK(adc::gui::Settings::load(file).phonesPort == 1024);
  std::filesystem::remove_all(folder);
}
