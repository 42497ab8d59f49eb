#pragma once
// Runs a program the way a person at a shell would, and keeps what it printed.

#include <map>
#include <string>
#include <vector>

namespace adc::test {

struct CommandResult {
  int exitCode = -1;
  std::string out;
  std::string err;
};

// Runs `program args...` with extra environment variables; no shell is involved.
CommandResult runCommand(const std::string& program, const std::vector<std::string>& args,
                         const std::map<std::string, std::string>& environment = {});

// Runs the built `adc` with ADC_DATA pointing at tests/data and a private XDG data dir.
CommandResult runAdc(const std::vector<std::string>& args, const std::string& xdgDataHome = "");

}  // namespace adc::test
