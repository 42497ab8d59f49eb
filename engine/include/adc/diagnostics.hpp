#pragma once
// Errors in game data, chart overlays and save files. Every one names where it is
// (file, line, column, key path) so the person who wrote the file can fix it, and a
// loader collects all of them before it gives up, so one run shows every problem.

#include <stdexcept>
#include <string>
#include <vector>

namespace adc {

struct SourceLocation {
  std::string file;
  int line = 0;
  int column = 0;
};

struct DataError {
  SourceLocation where;
  std::string keyPath;  // e.g. "procedure[2].input[0].dice"
  std::string message;

  // "file:line:column: key.path: message"
  std::string format() const;
};

class DataErrors : public std::runtime_error {
 public:
  explicit DataErrors(std::vector<DataError> errors);
  const std::vector<DataError>& errors() const { return m_errors; }

 private:
  std::vector<DataError> m_errors;
};

// Collects errors while a loader walks a file.
class Diagnostics {
 public:
  void add(SourceLocation where, std::string keyPath, std::string message);
  void add(DataError error);
  bool empty() const { return m_errors.empty(); }
  std::size_t size() const { return m_errors.size(); }
  const std::vector<DataError>& errors() const { return m_errors; }
  // Throws DataErrors if anything was collected.
  void throwIfAny() const;

 private:
  std::vector<DataError> m_errors;
};

}  // namespace adc
