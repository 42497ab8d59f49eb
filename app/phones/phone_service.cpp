#include "phone_service.hpp"

#include <algorithm>

namespace adc::phones {

void PhoneService::publish(PhoneSnapshot snapshot) {
  {
    std::lock_guard lock(m_mutex);
    snapshot.version = m_snapshot->version + 1;
    // Phones of seats that are gone (sent away, another game) are forgotten.
    std::erase_if(m_devices, [&](const auto& item) { return !findSeat(snapshot, item.first); });
    m_snapshot = std::make_shared<const PhoneSnapshot>(std::move(snapshot));
  }
  m_changed.notify_all();
}

std::shared_ptr<const PhoneSnapshot> PhoneService::snapshot() const {
  std::lock_guard lock(m_mutex);
  return m_snapshot;
}

bool PhoneService::closed() const {
  std::lock_guard lock(m_mutex);
  return m_closed;
}

std::vector<QueuedSeal> PhoneService::takeSeals() {
  std::lock_guard lock(m_mutex);
  std::vector<QueuedSeal> seals(m_seals.begin(), m_seals.end());
  m_seals.clear();
  return seals;
}

void PhoneService::answerSeal(std::uint64_t id, SealResult result) {
  {
    std::lock_guard lock(m_mutex);
    m_results[id] = std::move(result);
  }
  m_changed.notify_all();
}

std::map<std::string, SeatDevice> PhoneService::devices() const {
  std::lock_guard lock(m_mutex);
  return m_devices;
}

void PhoneService::close() {
  {
    std::lock_guard lock(m_mutex);
    m_closed = true;
    m_seals.clear();
    m_snapshot = std::make_shared<const PhoneSnapshot>();
  }
  m_changed.notify_all();
}

PhoneAnswer PhoneService::answer(const PhoneRequest& request, const std::string& address, std::int64_t nowMs) {
  std::shared_ptr<const PhoneSnapshot> snapshot;
  {
    std::lock_guard lock(m_mutex);
    if (m_closed) return refusal(503, "Phones are off.");
    const auto token = tokenInPath(request.path);
    const bool known = findSeat(*m_snapshot, token) != nullptr;
    if (!m_pacer.admit(known ? "seat:" + token : "address:" + address, nowMs)) {
      auto slowed = refusal(429, "Too many requests at once: wait a second.");
      slowed.headers.emplace_back("Retry-After", "1");
      return slowed;
    }
    snapshot = m_snapshot;
  }
  auto answered = handlePhoneRequest(request, *snapshot, m_files);
  const auto token = tokenInPath(request.path);
  const SeatView* seat = findSeat(*snapshot, token);
  const bool served = !std::holds_alternative<PhoneResponse>(answered) || std::get<PhoneResponse>(answered).status == 200;
  if (seat && served) {
    // Only a request the seat's token opened, and answered, counts as its phone.
    std::lock_guard lock(m_mutex);
    auto agent = request.headers.find("user-agent");
    m_devices[seat->token] = SeatDevice{deviceName(agent == request.headers.end() ? "" : agent->second), address, nowMs};
  }
  return answered;
}

std::optional<SealResult> PhoneService::submit(const SealOrder& order, std::chrono::milliseconds wait) {
  std::unique_lock lock(m_mutex);
  if (m_closed) return std::nullopt;
  const auto waiting = std::count_if(m_seals.begin(), m_seals.end(), [&](const QueuedSeal& seal) { return seal.order.token == order.token; });
  if (static_cast<std::size_t>(waiting) >= sealsWaitingPerSeat) return SealResult{false, "Too many requests at once: wait a second."};
  const auto id = m_nextSeal++;
  m_seals.push_back({id, order});
  const bool answered = m_changed.wait_for(lock, wait, [&] { return m_closed || m_results.count(id); });
  if (!answered || !m_results.count(id)) {
    // Not answered in time: dropped here, so the app does not perform it later either.
    std::erase_if(m_seals, [id](const QueuedSeal& seal) { return seal.id == id; });
    m_results.erase(id);
    return std::nullopt;
  }
  auto result = std::move(m_results[id]);
  m_results.erase(id);
  return result;
}

bool PhoneService::beginStream(const std::string& token) {
  std::lock_guard lock(m_mutex);
  if (m_closed) return false;
  auto& open = m_streams[token];
  if (open >= streamsPerSeat) return false;
  ++open;
  return true;
}

void PhoneService::endStream(const std::string& token) {
  std::lock_guard lock(m_mutex);
  auto found = m_streams.find(token);
  if (found == m_streams.end()) return;
  if (--found->second == 0) m_streams.erase(found);
}

std::optional<std::string> PhoneService::nextEvent(const std::string& token, std::uint64_t& version,
                                                   std::chrono::milliseconds wait) {
  std::unique_lock lock(m_mutex);
  m_changed.wait_for(lock, wait, [&] { return m_closed || m_snapshot->version != version; });
  if (m_closed) return std::nullopt;
  const SeatView* seat = findSeat(*m_snapshot, token);
  if (!seat) return std::nullopt;
  if (m_snapshot->version == version) return std::string();
  version = m_snapshot->version;
  return viewEvent(*seat, version);
}

std::string deviceName(std::string_view agent) {
  auto has = [&](std::string_view word) { return agent.find(word) != std::string_view::npos; };
  std::string device = has("iPhone")    ? "iPhone"
                       : has("iPad")    ? "iPad"
                       : has("Android") ? (has("Mobile") ? "Android phone" : "Android tablet")
                       : has("Windows") ? "Windows"
                       : has("Mac OS")  ? "Mac"
                       : has("Linux")   ? "Linux"
                                        : "";
  std::string browser = has("Firefox/")                        ? "Firefox"
                        : has("Edg/")                          ? "Edge"
                        : has("HeadlessChrome/")               ? "headless Chromium"
                        : has("Chrome/") || has("CriOS/")      ? "Chrome"
                        : has("Safari/")                       ? "Safari"
                                                               : "";
  if (device.empty() && browser.empty()) return "browser";
  if (device.empty()) return browser;
  if (browser.empty()) return device;
  return device + ", " + browser;
}

}  // namespace adc::phones
