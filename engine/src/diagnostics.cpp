#include "adc/diagnostics.hpp"

namespace adc {

std::string DataError::format() const {
  std::string text = where.file;
  if (where.line > 0) {
    text += ':' + std::to_string(where.line);
    if (where.column > 0) text += ':' + std::to_string(where.column);
  }
  text += ": ";
  if (!keyPath.empty()) text += keyPath + ": ";
  text += message;
  return text;
}

namespace {
std::string summarise(const std::vector<DataError>& errors) {
  std::string text;
  for (const auto& error : errors) {
    if (!text.empty()) text += '\n';
    text += error.format();
  }
  return text;
}
}  // namespace

DataErrors::DataErrors(std::vector<DataError> errors)
    : std::runtime_error(summarise(errors)), m_errors(std::move(errors)) {}

void Diagnostics::add(SourceLocation where, std::string keyPath, std::string message) {
  m_errors.push_back(DataError{std::move(where), std::move(keyPath), std::move(message)});
}

void Diagnostics::add(DataError error) { m_errors.push_back(std::move(error)); }

void Diagnostics::throwIfAny() const {
  if (!m_errors.empty()) throw DataErrors(m_errors);
}

}  // namespace adc
