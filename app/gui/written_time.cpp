#include "written_time.hpp"

#include "translate.hpp"

#include <chrono>
#include <ctime>

namespace adc::gui {

std::string whenWrittenMs(std::int64_t epochMs) {
  const std::time_t time = static_cast<std::time_t>(epochMs / 1000);
  std::tm local{};
  localtime_r(&time, &local);
  static const char* const months[] = {translatable("Jan"), translatable("Feb"), translatable("Mar"),
                                       translatable("Apr"), translatable("May"), translatable("Jun"),
                                       translatable("Jul"), translatable("Aug"), translatable("Sep"),
                                       translatable("Oct"), translatable("Nov"), translatable("Dec")};
  return trf("{} {} {}, {:02}:{:02}", local.tm_mday, tr(months[local.tm_mon]), local.tm_year + 1900, local.tm_hour,
             local.tm_min);
}

std::string whenWritten(std::filesystem::file_time_type written) {
  const auto time = std::chrono::time_point_cast<std::chrono::milliseconds>(std::chrono::file_clock::to_sys(written));
  return whenWrittenMs(time.time_since_epoch().count());
}

}  // namespace adc::gui
