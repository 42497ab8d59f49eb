#pragma once
// The phones' server: cpp-httplib on its own threads, on the local network, on the port
// the players chose. It only ever answers through PhoneService (phone_service.hpp); it
// never reads the game and never writes the save. Started when the players turn phones
// on, stopped (every stream let go) when they turn them off or the app closes.

#include "phone_service.hpp"

#include <memory>
#include <string>
#include <thread>

namespace httplib {
class Server;
}

namespace adc::phones {

class PhoneServer {
 public:
  explicit PhoneServer(std::shared_ptr<PhoneService> service);
  ~PhoneServer();
  PhoneServer(const PhoneServer&) = delete;
  PhoneServer& operator=(const PhoneServer&) = delete;

  // Listens on every address of this computer at `port`; false with the reason when the
  // port cannot be had (another program holds it).
  bool start(int port, std::string& error);
  void stop();
  bool running() const { return m_thread.joinable(); }
  int port() const { return m_port; }

 private:
  std::shared_ptr<PhoneService> m_service;
  std::unique_ptr<httplib::Server> m_server;
  std::thread m_thread;
  int m_port = 0;
};

// The address of this computer on the local network that a phone can reach
// ("192.168.1.20"), or 127.0.0.1 when it has none.
std::string localNetworkAddress();

}  // namespace adc::phones
