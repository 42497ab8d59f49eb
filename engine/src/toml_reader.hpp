#pragma once
// Strict reading of one TOML table: every key read is marked, and finish() reports the
// keys nobody asked for, so a misspelt key is an error instead of a silent default.
// Every error names the file, line, column and the key path from the file's root.

#include "adc/diagnostics.hpp"
#include "adc/value.hpp"

#include <toml++/toml.h>

#include <optional>
#include <string>
#include <vector>

namespace adc::detail {

SourceLocation locationOf(const std::string& file, const toml::node& node);

class TomlReader {
 public:
  TomlReader(const toml::table& table, std::string file, std::string path, Diagnostics& diagnostics);

  std::optional<std::string> text(std::string_view key, bool required = false);
  std::optional<std::int64_t> integer(std::string_view key, bool required = false);
  std::optional<bool> flag(std::string_view key, bool required = false);
  std::vector<std::string> texts(std::string_view key, bool required = false);
  const toml::array* array(std::string_view key, bool required = false);
  const toml::table* table(std::string_view key, bool required = false);
  // Any node, without type checks (for values whose type depends on something else).
  const toml::node* node(std::string_view key, bool required = false);

  // Each table of an array of tables, as a reader with the right key path.
  std::vector<TomlReader> tables(std::string_view key, bool required = false);
  TomlReader child(const toml::table& table, std::string path) const;

  // Reports the keys that were never read.
  void finish();

  void error(std::string_view key, std::string message);
  void errorAt(const toml::node& node, std::string keyPath, std::string message);
  SourceLocation where() const;
  SourceLocation whereOf(std::string_view key) const;
  std::string pathOf(std::string_view key) const;
  const std::string& path() const { return m_path; }
  const std::string& file() const { return m_file; }
  Diagnostics& diagnostics() const { return *m_diagnostics; }
  const toml::table& raw() const { return *m_table; }

 private:
  const toml::node* fetch(std::string_view key, bool required, const char* expected);

  const toml::table* m_table;
  std::string m_file;
  std::string m_path;
  Diagnostics* m_diagnostics;
  // A table has a handful of keys: a vector searched in order costs less than a set's
  // node per key, and reading keys is most of what a reader does.
  std::vector<std::string> m_used;
};

// Reads a TOML scalar or array of integers as a Value; nullopt for other node types.
std::optional<Value> valueOf(const toml::node& node);
std::string typeName(const toml::node& node);

// Parses a file; a syntax error, or a file that cannot be read as data (no regular file,
// too large: adc/data_file.hpp), is added to the diagnostics and nullopt returned.
std::optional<toml::table> parseFile(const std::string& file, Diagnostics& diagnostics);

}  // namespace adc::detail
