#pragma once
// CLI11's own words in the language of a program's --help: its labels ("Usage",
// "REQUIRED"), the group of the options and the help flag. The options' descriptions are
// given in that language by the program (help_language.hpp); adc and aide-de-camp
// both call this before declaring them.

#include "help_language.hpp"

#include <CLI/CLI.hpp>

namespace adc {

inline void helpInPlayersWords(CLI::App& app, const HelpWords& tr) {
  auto formatter = app.get_formatter();
  formatter->label("Usage", tr("Usage"));
  formatter->label("OPTIONS", tr("OPTIONS"));
  formatter->label("SUBCOMMAND", tr("SUBCOMMAND"));
  formatter->label("Positionals", tr("Positionals"));
  formatter->label("REQUIRED", tr("REQUIRED"));
  formatter->label("TEXT", tr("TEXT"));
  formatter->label("INT", tr("INT"));
  formatter->label("UINT", tr("UINT"));
  formatter->label("FLOAT", tr("FLOAT"));
  formatter->label("Needs", tr("Needs"));
  formatter->label("Excludes", tr("Excludes"));
  // Options declared from here on, the help flag among them, are listed under "Options".
  app.option_defaults()->group(tr("Options"));
  app.set_help_flag("-h,--help", tr("Print this help message and exit"));
}

}  // namespace adc
