#pragma once
// The words a program's --help is written in. Both programs (adc, aide-de-camp) describe
// their options before the command line is parsed, so the language and the data folder
// are read from it first: --lang (or the fallback, the system's or the Start panel's
// choice) and --data, whose config/i18n/<lang>.tsv holds the descriptions' French.

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace adc {

// The value of `--name value` or `--name=value` among the arguments, if given.
std::optional<std::string> argumentValue(int argc, const char* const* argv, std::string_view name);

// English → the language's, from the data directory's catalogue; the English itself for
// English, and for a sentence the catalogue lacks.
class HelpWords {
 public:
  // `fallbackLanguage`: the language when --lang is not given ("" for the system's).
  HelpWords(int argc, const char* const* argv, const std::string& fallbackLanguage = "");
  const std::string& language() const { return m_language; }
  std::string operator()(const char* english) const;

 private:
  std::string m_language;
  std::map<std::string, std::string, std::less<>> m_catalogue;
};

}  // namespace adc
