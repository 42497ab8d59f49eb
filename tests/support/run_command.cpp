#include "run_command.hpp"

#include "test_games.hpp"

#include <csignal>
#include <cstdlib>
#include <thread>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace adc::test {

namespace {
std::string slurp(int descriptor) {
  std::string text;
  char buffer[4096];
  ssize_t count = 0;
  while ((count = ::read(descriptor, buffer, sizeof buffer)) > 0) text.append(buffer, static_cast<std::size_t>(count));
  return text;
}
}  // namespace

CommandResult runCommand(const std::string& program, const std::vector<std::string>& args,
                         const std::map<std::string, std::string>& environment, std::chrono::milliseconds timeout) {
  auto outFile = freshFolder("out") / "stdout";
  auto errFile = outFile.parent_path() / "stderr";
  pid_t child = ::fork();
  if (child == 0) {
    int out = ::open(outFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int err = ::open(errFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int in = ::open("/dev/null", O_RDONLY);
    ::dup2(out, 1);
    ::dup2(err, 2);
    ::dup2(in, 0);
    // The commands speak the system's language by default (adc --lang): the tests read
    // them in English, whatever the machine's, unless a test asks for another.
    ::unsetenv("LC_ALL");
    ::unsetenv("LC_MESSAGES");
    ::setenv("LANG", "C.UTF-8", 1);
    for (const auto& [name, value] : environment) ::setenv(name.c_str(), value.c_str(), 1);
    std::vector<char*> argv;
    argv.push_back(const_cast<char*>(program.c_str()));
    for (const auto& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
    argv.push_back(nullptr);
    ::execv(program.c_str(), argv.data());
    ::_exit(127);
  }
  CommandResult result;
  int status = 0;
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (::waitpid(child, &status, WNOHANG) == 0) {
    if (std::chrono::steady_clock::now() >= deadline) {
      ::kill(child, SIGKILL);
      ::waitpid(child, &status, 0);
      result.timedOut = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  int out = ::open(outFile.c_str(), O_RDONLY);
  result.out = slurp(out);
  ::close(out);
  int err = ::open(errFile.c_str(), O_RDONLY);
  result.err = slurp(err);
  ::close(err);
  std::filesystem::remove_all(outFile.parent_path());
  return result;
}

CommandResult runAdc(const std::vector<std::string>& args, const std::string& xdgDataHome,
                     std::chrono::milliseconds timeout) {
  std::map<std::string, std::string> environment{{"ADC_DATA", testDataDirectory().string()}};
  environment["XDG_DATA_HOME"] = xdgDataHome.empty() ? freshFolder("xdg").string() : xdgDataHome;
  return runCommand(ADC_CLI_PATH, args, environment, timeout);
}

}  // namespace adc::test
