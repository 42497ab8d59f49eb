#pragma once
// Scripts of GUI inputs, for tests and benchmarks: one command per line, run one per
// frame so the interface reacts between them as it would for a person.
//
//   # a comment
//   panel ID                  show a panel (start, sequence, books, resolve, log, timers,
//                             sealed, tables, history, table)
//   field NAME VALUE...       set a form field of the shown panel (or the chart prompt)
//   press BUTTON              press a button of the shown panel (or the chart prompt)
//   click LABEL...            click the first words on screen that read LABEL, with the
//                             mouse, as a player would (a button, a tab, a list entry);
//                             `click 1 | Card` clicks the first "1" right of "Card" on its row
//   see LABEL...              fail unless LABEL is on screen now, inside the window and
//                             not cut off by its region's edge (below the fold); no click
//   key CHORD                 a key press through the event adapter: ctrl+z, ctrl+y,
//                             enter, space, escape, f11, tab, a digit, ...
//   type TEXT...              characters typed into the focused field
//   advance SECONDS           move the manual clock on
//   frames N                  draw N frames
//   scale FACTOR              UI scale
//   resize WIDTH HEIGHT       resize the window
//   screenshot FILE           write a PNG of the window
//   dump FILE                 write the state as "key = value" lines
//   expect KEY VALUE...       fail unless the dumped KEY equals VALUE
//   expect-contains KEY TEXT  fail unless the dumped KEY contains TEXT
//   load FILE / resume        open a save / the autosave
//   quit                      stop (the end of the script stops too)
// A command prefixed with `try` may fail without failing the script.

#include <filesystem>
#include <string>
#include <vector>

namespace adc::gui {

struct ScriptCommand {
  int line = 0;
  bool mayFail = false;
  std::string verb;
  std::vector<std::string> words;  // the arguments, split on blanks
  std::string rest;                // everything after the verb (or after the first word for field/expect)
};

// Throws std::runtime_error naming the line of a malformed command.
std::vector<ScriptCommand> readScript(const std::filesystem::path& file);

}  // namespace adc::gui
