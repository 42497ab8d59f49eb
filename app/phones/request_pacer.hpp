#pragma once
// A burst of requests from one phone is slowed, never the game: each phone (its token, or
// its address before it has one) has a bucket of requests that fills again with time; a
// request finding it empty is answered "429, try again in a second" at once, costing the
// server nothing more. Times are given (milliseconds), so the tests need no clock.

#include <cstdint>
#include <map>
#include <string>

namespace adc::phones {

class RequestPacer {
 public:
  // `burst` requests at once, then `perSecond` a second.
  RequestPacer(double burst = 40.0, double perSecond = 20.0) : m_burst(burst), m_perSecond(perSecond) {}
  // Whether the phone `key` may be answered now; takes one request from its bucket.
  bool admit(const std::string& key, std::int64_t nowMs);
  // Buckets of phones not heard from for a minute are dropped: a vanished phone costs
  // nothing, and a stream of new addresses cannot grow the table without end.
  void forgetIdle(std::int64_t nowMs);
  std::size_t tracked() const { return m_buckets.size(); }

 private:
  struct Bucket {
    double level = 0.0;
    std::int64_t lastMs = 0;
  };
  double m_burst;
  double m_perSecond;
  std::map<std::string, Bucket> m_buckets;
};

}  // namespace adc::phones
