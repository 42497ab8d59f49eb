#pragma once
// Where the server's threads and the app's thread meet, behind one mutex: the snapshot
// the app published, the seals waiting for the app, the phones seen at each seat, the
// live streams open. The app's thread never waits here for a phone; a phone's request
// waits (a bounded time) only for the app's answer to its own seal.

#include "phone_request.hpp"
#include "request_pacer.hpp"

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace adc::phones {

// What the app answered a seal: sealed, or refused in the players' words with the rule.
struct SealResult {
  bool sealed = false;
  std::string message;
};

struct QueuedSeal {
  std::uint64_t id = 0;
  SealOrder order;
};

// The phone last seen at a seat: the kind of device its browser names, its address.
struct SeatDevice {
  std::string device;   // "Android phone, Chrome" (never the raw text it sent)
  std::string address;  // "192.168.1.23"
  std::int64_t lastSeenMs = 0;
};

inline constexpr std::size_t streamsPerSeat = 3;  // a page reloaded twice still gets its stream
inline constexpr std::size_t sealsWaitingPerSeat = 8;

class PhoneService {
 public:
  explicit PhoneService(PhonePageFiles files) : m_files(std::move(files)) {}

  // The app's thread.
  void publish(PhoneSnapshot snapshot);
  std::vector<QueuedSeal> takeSeals();
  void answerSeal(std::uint64_t id, SealResult result);
  std::map<std::string, SeatDevice> devices() const;  // by token
  // Phones off: every waiting request and stream is let go, and nothing more is answered.
  void close();

  // The server's threads. The answer to a request from `address` (pacing, the handler,
  // the device noted); a seal order or a stream is the caller's to carry on.
  PhoneAnswer answer(const PhoneRequest& request, const std::string& address, std::int64_t nowMs);
  // Queues a seal and waits for the app's answer, at most `wait`; none when the app did
  // not answer in time (the phone is told to look at its page again) or phones went off.
  std::optional<SealResult> submit(const SealOrder& order, std::chrono::milliseconds wait);
  // A stream may open for the seat (bounded per seat); close it with endStream.
  bool beginStream(const std::string& token);
  void endStream(const std::string& token);
  // The next event for a stream of `token` after `version`: the seat's view once a newer
  // snapshot is published, "" when `wait` passed first (the caller sends a keep-alive),
  // none when the seat is gone (sent away, another game, phones off).
  std::optional<std::string> nextEvent(const std::string& token, std::uint64_t& version, std::chrono::milliseconds wait);
  std::shared_ptr<const PhoneSnapshot> snapshot() const;
  bool closed() const;

 private:
  PhonePageFiles m_files;
  mutable std::mutex m_mutex;
  std::condition_variable m_changed;
  std::shared_ptr<const PhoneSnapshot> m_snapshot = std::make_shared<PhoneSnapshot>();
  RequestPacer m_pacer;
  std::deque<QueuedSeal> m_seals;
  std::map<std::uint64_t, SealResult> m_results;
  std::uint64_t m_nextSeal = 1;
  std::map<std::string, SeatDevice> m_devices;
  std::map<std::string, std::size_t> m_streams;
  bool m_closed = false;
};

// "Android phone, Chrome" from a browser's User-Agent: only these fixed words, never
// the text itself.
std::string deviceName(std::string_view userAgent);

}  // namespace adc::phones
