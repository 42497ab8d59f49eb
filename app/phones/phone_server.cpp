#include "phone_server.hpp"

#include <httplib.h>

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

#include <chrono>

namespace adc::phones {

namespace {

// Threads for the streams (three a seat at most) and the requests beside them; a seal
// waits for the app's next frame only.
constexpr std::size_t serverThreads = 48;
constexpr auto sealWait = std::chrono::seconds(10);
constexpr auto keepAlive = std::chrono::seconds(15);

std::int64_t steadyMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

void send(httplib::Response& out, const PhoneResponse& response) {
  out.status = response.status;
  for (const auto& [name, value] : response.headers) out.set_header(name, value);
  out.set_content(response.body, response.contentType.c_str());
}

PhoneRequest readRequest(const httplib::Request& in) {
  PhoneRequest request;
  request.method = in.method;
  request.path = in.path;
  for (const auto& [name, value] : in.headers) {
    std::string lower = name;
    for (auto& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    // The first of a header sent twice: a second Origin cannot slip past the check.
    request.headers.emplace(lower, value);
  }
  request.body = in.body;
  return request;
}

}  // namespace

PhoneServer::PhoneServer(std::shared_ptr<PhoneService> service) : m_service(std::move(service)) {}

PhoneServer::~PhoneServer() { stop(); }

bool PhoneServer::start(int port, std::string& error) {
  stop();
  m_server = std::make_unique<httplib::Server>();
  auto& server = *m_server;
  server.new_task_queue = [] { return new httplib::ThreadPool(serverThreads); };
  server.set_payload_max_length(longestBody);
  server.set_read_timeout(std::chrono::seconds(5));
  server.set_write_timeout(std::chrono::seconds(5));
  server.set_keep_alive_max_count(1000);
  // A small answer goes at once, not after the phone acknowledges the last one.
  server.set_tcp_nodelay(true);
  auto service = m_service;
  // One handler for every path (the routes are phone_request's); registered per method,
  // since httplib reads a request's body only for its routes.
  auto handler = [service](const httplib::Request& in, httplib::Response& out) {
    auto answered = service->answer(readRequest(in), in.remote_addr, steadyMs());
    if (auto* response = std::get_if<PhoneResponse>(&answered)) {
      send(out, *response);
    } else if (auto* order = std::get_if<SealOrder>(&answered)) {
      auto result = service->submit(*order, sealWait);
      if (!result) {
        send(out, refusal(503, "Aide-de-camp is busy: look at your entry again in a moment."));
      } else {
        PhoneResponse answer;
        answer.status = result->sealed ? 200 : 409;
        answer.contentType = "application/json";
        answer.body = nlohmann::json{{"sealed", result->sealed}, {"message", result->message}}.dump(
            -1, ' ', false, nlohmann::json::error_handler_t::replace);
        answer.headers.emplace_back("Cache-Control", "no-store");
        answer.headers.emplace_back("Referrer-Policy", "no-referrer");
        send(out, answer);
      }
    } else {
      const auto token = std::get<StreamOrder>(answered).token;
      if (!service->beginStream(token)) {
        send(out, refusal(429, "Too many pages open for this seat: close one."));
        return;
      }
      out.set_header("Cache-Control", "no-store");
      out.set_header("X-Accel-Buffering", "no");
      auto version = std::make_shared<std::uint64_t>(0);
      out.set_chunked_content_provider(
          "text/event-stream",
          [service, token, version](std::size_t, httplib::DataSink& sink) {
            auto event = service->nextEvent(token, *version, keepAlive);
            if (!event) {
              sink.done();
              return false;
            }
            const std::string text = event->empty() ? std::string(": still here\n\n") : *event;
            return sink.write(text.data(), text.size());
          },
          [service, token](bool) { service->endStream(token); });
    }
  };
  server.Get(".*", handler);
  server.Post(".*", handler);
  if (!server.bind_to_port("0.0.0.0", port)) {
    error = "port " + std::to_string(port) + " is taken by another program; choose another";
    m_server.reset();
    return false;
  }
  m_port = port;
  m_thread = std::thread([&server] { server.listen_after_bind(); });
  return true;
}

void PhoneServer::stop() {
  if (!m_server) return;
  m_service->close();
  m_server->stop();
  if (m_thread.joinable()) m_thread.join();
  m_server.reset();
}

std::string localNetworkAddress() {
  ifaddrs* list = nullptr;
  std::string found = "127.0.0.1";
  if (getifaddrs(&list) != 0) return found;
  for (auto* item = list; item; item = item->ifa_next) {
    if (!item->ifa_addr || item->ifa_addr->sa_family != AF_INET) continue;
    if ((item->ifa_flags & IFF_LOOPBACK) || !(item->ifa_flags & IFF_UP)) continue;
    char text[INET_ADDRSTRLEN] = {};
    auto* address = reinterpret_cast<sockaddr_in*>(item->ifa_addr);
    if (inet_ntop(AF_INET, &address->sin_addr, text, sizeof text)) {
      found = text;
      break;
    }
  }
  freeifaddrs(list);
  return found;
}

}  // namespace adc::phones
