#include "toml_reader.hpp"

#include "adc/data_file.hpp"

#include <algorithm>

namespace adc::detail {

SourceLocation locationOf(const std::string& file, const toml::node& node) {
  const auto& source = node.source();
  return SourceLocation{file, static_cast<int>(source.begin.line), static_cast<int>(source.begin.column)};
}

std::string typeName(const toml::node& node) {
  switch (node.type()) {
    case toml::node_type::string: return "a string";
    case toml::node_type::integer: return "an integer";
    case toml::node_type::floating_point: return "a decimal number";
    case toml::node_type::boolean: return "true/false";
    case toml::node_type::array: return "an array";
    case toml::node_type::table: return "a table";
    default: return "a date or time";
  }
}

TomlReader::TomlReader(const toml::table& table, std::string file, std::string path, Diagnostics& diagnostics)
    : m_table(&table), m_file(std::move(file)), m_path(std::move(path)), m_diagnostics(&diagnostics) {}

std::string TomlReader::pathOf(std::string_view key) const {
  if (m_path.empty()) return std::string(key);
  return m_path + "." + std::string(key);
}

SourceLocation TomlReader::where() const { return locationOf(m_file, *m_table); }

SourceLocation TomlReader::whereOf(std::string_view key) const {
  if (auto node = m_table->get(key)) return locationOf(m_file, *node);
  return where();
}

void TomlReader::error(std::string_view key, std::string message) {
  m_diagnostics->add(whereOf(key), key.empty() ? m_path : pathOf(key), std::move(message));
}

void TomlReader::errorAt(const toml::node& node, std::string keyPath, std::string message) {
  m_diagnostics->add(locationOf(m_file, node), std::move(keyPath), std::move(message));
}

const toml::node* TomlReader::fetch(std::string_view key, bool required, const char* expected) {
  if (std::find(m_used.begin(), m_used.end(), key) == m_used.end()) m_used.emplace_back(key);
  auto node = m_table->get(key);
  if (!node) {
    if (required) {
      m_diagnostics->add(where(), pathOf(key), std::string("missing; expected ") + expected);
    }
    return nullptr;
  }
  return node;
}

std::optional<std::string> TomlReader::text(std::string_view key, bool required) {
  auto node = fetch(key, required, "a string");
  if (!node) return std::nullopt;
  if (auto value = node->as_string()) return value->get();
  errorAt(*node, pathOf(key), "expected a string, found " + typeName(*node));
  return std::nullopt;
}

std::optional<std::int64_t> TomlReader::integer(std::string_view key, bool required) {
  auto node = fetch(key, required, "an integer");
  if (!node) return std::nullopt;
  if (auto value = node->as_integer()) return value->get();
  errorAt(*node, pathOf(key), "expected an integer, found " + typeName(*node));
  return std::nullopt;
}

std::optional<bool> TomlReader::flag(std::string_view key, bool required) {
  auto node = fetch(key, required, "true or false");
  if (!node) return std::nullopt;
  if (auto value = node->as_boolean()) return value->get();
  errorAt(*node, pathOf(key), "expected true or false, found " + typeName(*node));
  return std::nullopt;
}

std::vector<std::string> TomlReader::texts(std::string_view key, bool required) {
  std::vector<std::string> result;
  auto node = fetch(key, required, "an array of strings");
  if (!node) return result;
  auto list = node->as_array();
  if (!list) {
    errorAt(*node, pathOf(key), "expected an array of strings, found " + typeName(*node));
    return result;
  }
  for (std::size_t i = 0; i < list->size(); ++i) {
    const auto& item = *list->get(i);
    if (auto value = item.as_string()) {
      result.push_back(value->get());
    } else {
      errorAt(item, pathOf(key) + "[" + std::to_string(i) + "]", "expected a string, found " + typeName(item));
    }
  }
  return result;
}

const toml::array* TomlReader::array(std::string_view key, bool required) {
  auto node = fetch(key, required, "an array");
  if (!node) return nullptr;
  if (auto list = node->as_array()) return list;
  errorAt(*node, pathOf(key), "expected an array, found " + typeName(*node));
  return nullptr;
}

const toml::table* TomlReader::table(std::string_view key, bool required) {
  auto node = fetch(key, required, "a table");
  if (!node) return nullptr;
  if (auto value = node->as_table()) return value;
  errorAt(*node, pathOf(key), "expected a table, found " + typeName(*node));
  return nullptr;
}

const toml::node* TomlReader::node(std::string_view key, bool required) {
  return fetch(key, required, "a value");
}

std::vector<TomlReader> TomlReader::tables(std::string_view key, bool required) {
  std::vector<TomlReader> result;
  auto list = array(key, required);
  if (!list) return result;
  result.reserve(list->size());
  for (std::size_t i = 0; i < list->size(); ++i) {
    const auto& item = *list->get(i);
    auto path = pathOf(key) + "[" + std::to_string(i) + "]";
    if (auto entry = item.as_table()) {
      result.emplace_back(*entry, m_file, path, *m_diagnostics);
    } else {
      errorAt(item, path, "expected a table, found " + typeName(item));
    }
  }
  return result;
}

TomlReader TomlReader::child(const toml::table& table, std::string path) const {
  return TomlReader(table, m_file, std::move(path), *m_diagnostics);
}

void TomlReader::finish() {
  for (const auto& [key, node] : *m_table) {
    if (std::find(m_used.begin(), m_used.end(), key.str()) == m_used.end()) {
      m_diagnostics->add(locationOf(m_file, node), pathOf(key.str()), "unknown key");
    }
  }
}

std::optional<Value> valueOf(const toml::node& node) {
  if (auto value = node.as_integer()) return Value{value->get()};
  if (auto value = node.as_boolean()) return Value{value->get()};
  if (auto value = node.as_string()) return Value{value->get()};
  if (auto list = node.as_array()) {
    DiceFaces faces;
    for (const auto& item : *list) {
      auto face = item.as_integer();
      if (!face) return std::nullopt;
      faces.push_back(face->get());
    }
    return Value{faces};
  }
  return std::nullopt;
}

std::optional<toml::table> parseFile(const std::string& file, Diagnostics& diagnostics) {
  auto text = readDataFile(file);
  if (!text) {
    diagnostics.add(SourceLocation{file, 0, 0}, "", text.error());
    return std::nullopt;
  }
  try {
    return toml::parse(*text, file);
  } catch (const toml::parse_error& error) {
    const auto& source = error.source();
    diagnostics.add(SourceLocation{file, static_cast<int>(source.begin.line), static_cast<int>(source.begin.column)},
                    "", "TOML syntax error: " + std::string(error.description()));
    return std::nullopt;
  }
}

}  // namespace adc::detail
