#include "adc/action.hpp"

namespace adc {

const Value* Action::arg(std::string_view name) const {
  auto found = args.find(std::string(name));
  return found == args.end() ? nullptr : &found->second;
}

std::optional<std::string> Action::text(std::string_view name) const {
  auto value = arg(name);
  if (!value) return std::nullopt;
  return toDisplayString(*value);
}

std::optional<std::int64_t> Action::number(std::string_view name) const {
  auto value = arg(name);
  if (!value) return std::nullopt;
  return asNumber(*value);
}

std::string_view errorCodeName(ActionError::Code code) {
  switch (code) {
    case ActionError::Code::UnknownAction: return "unknown-action";
    case ActionError::Code::UnknownName: return "unknown-name";
    case ActionError::Code::MissingArgument: return "missing-argument";
    case ActionError::Code::BadArgument: return "bad-argument";
    case ActionError::Code::OutOfRange: return "out-of-range";
    case ActionError::Code::NotAllowed: return "not-allowed";
    case ActionError::Code::NeedsChartValue: return "needs-chart-value";
    case ActionError::Code::LogMismatch: return "log-mismatch";
  }
  return "?";
}

}  // namespace adc
