#include "request_pacer.hpp"

#include <algorithm>

namespace adc::phones {

bool RequestPacer::admit(const std::string& key, std::int64_t nowMs) {
  if (m_buckets.size() > 4096) forgetIdle(nowMs);
  auto [found, added] = m_buckets.try_emplace(key, Bucket{m_burst, nowMs});
  Bucket& bucket = found->second;
  if (!added && nowMs > bucket.lastMs) {
    bucket.level = std::min(m_burst, bucket.level + static_cast<double>(nowMs - bucket.lastMs) * m_perSecond / 1000.0);
  }
  bucket.lastMs = std::max(bucket.lastMs, nowMs);
  if (bucket.level < 1.0) return false;
  bucket.level -= 1.0;
  return true;
}

void RequestPacer::forgetIdle(std::int64_t nowMs) {
  std::erase_if(m_buckets, [nowMs](const auto& item) { return nowMs - item.second.lastMs > 60000; });
}

}  // namespace adc::phones
