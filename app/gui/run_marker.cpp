#include "run_marker.hpp"

#include <cerrno>
#include <fstream>
#include <signal.h>
#include <unistd.h>

namespace adc::gui {

namespace {

constexpr const char* notePrefix = "running-";

bool processAlive(long pid) { return pid > 0 && (kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM); }

}  // namespace

RunMarker::RunMarker(std::filesystem::path folder)
    : m_folder(std::move(folder)), m_file(m_folder / (notePrefix + std::to_string(getpid()))) {}

std::optional<std::string> RunMarker::findUnfinishedRun() {
  std::optional<std::string> panel;
  std::error_code error;
  for (std::filesystem::directory_iterator it(m_folder, error), end; !error && it != end; it.increment(error)) {
    const std::string name = it->path().filename().string();
    if (!name.starts_with(notePrefix) || it->path() == m_file) continue;
    long pid = 0;
    try {
      pid = std::stol(name.substr(std::string(notePrefix).size()));
    } catch (const std::exception&) {
      continue;
    }
    if (processAlive(pid)) continue;
    std::ifstream in(it->path());
    std::string shown;
    std::getline(in, shown);
    panel = shown;
    std::error_code ignored;
    std::filesystem::remove(it->path(), ignored);
  }
  return panel;
}

void RunMarker::note(const std::string& panel) {
  if (panel == m_noted && !m_noted.empty()) return;
  std::error_code error;
  std::filesystem::create_directories(m_folder, error);
  // Written in place: a note half written still says that the run did not finish.
  std::ofstream out(m_file, std::ios::trunc);
  out << panel << "\n";
  if (out) m_noted = panel;
}

void RunMarker::finish() {
  std::error_code ignored;
  std::filesystem::remove(m_file, ignored);
  m_noted.clear();
}

}  // namespace adc::gui
