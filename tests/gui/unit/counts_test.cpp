// Issue 18, "numbers, plurals ... as French readers expect them": a count picks its form by
// the language's rule before it is translated (English "1 action", "0 actions"; French
// "0 action", "1 action", "2 actions"), and a share reads "33.3%" or "33,3 %".

#include "translate.hpp"

#include <catch2/catch.hpp>

using namespace adc::gui;

namespace {
const std::filesystem::path shipped(ADC_SHIPPED_DATA_DIR);
}

TEST_CASE("a count takes the singular at 1 in English, at 0 and 1 in French", "[i18n][counts]") {
  loadTranslations(shipped, "en");
  CHECK(trn(0, "{} action", "{} actions") == "0 actions");
  CHECK(trn(1, "{} action", "{} actions") == "1 action");
  CHECK(trn(2, "{} action", "{} actions") == "2 actions");
  loadTranslations(shipped, "fr");
  CHECK(trn(0, "{} action", "{} actions") == "0 action");
  CHECK(trn(1, "{} action", "{} actions") == "1 action");
  CHECK(trn(2, "complete ({} cell)", "complete ({} cells)") == "complète (2 cases)");
  CHECK(trn(1, "complete ({} cell)", "complete ({} cells)") == "complète (1 case)");
  loadTranslations(shipped, "en");
}

TEST_CASE("a share reads with a decimal point in English, a decimal comma and a space before % in French",
          "[i18n][counts]") {
  loadTranslations(shipped, "en");
  CHECK(percentText(1.0 / 3.0) == "33.3%");
  CHECK(percentText(0.05, 5) == "  5.0%");
  loadTranslations(shipped, "fr");
  CHECK(percentText(1.0 / 3.0) == "33,3\u202f%");
  CHECK(percentText(1.0, 5) == "100,0\u202f%");
  loadTranslations(shipped, "en");
}
