#pragma once
// Runs a program the way a person at a shell would, and keeps what it printed.

#include <chrono>
#include <map>
#include <string>
#include <vector>

namespace adc::test {

struct CommandResult {
  int exitCode = -1;
  std::string out;
  std::string err;
  bool timedOut = false;  // killed once its time was up: a hang fails a test, never stalls it
};

// Time enough for any command of the tests; a command still running after it hangs.
constexpr std::chrono::seconds commandTimeout{60};

// Runs `program args...` with extra environment variables; no shell is involved. A
// program still running after `timeout` is killed (exit code -1, timedOut).
CommandResult runCommand(const std::string& program, const std::vector<std::string>& args,
                         const std::map<std::string, std::string>& environment = {},
                         std::chrono::milliseconds timeout = commandTimeout);

// Runs the built `adc` with ADC_DATA pointing at tests/data and a private XDG data dir.
CommandResult runAdc(const std::vector<std::string>& args, const std::string& xdgDataHome = "",
                     std::chrono::milliseconds timeout = commandTimeout);

}  // namespace adc::test
