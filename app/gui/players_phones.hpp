#pragma once
// "Players' phones": each seat's phone joins the game by its link (a QR code on the
// laptop), shows the step, the timer, the seat's own books and its sealed entries, and
// seals from the phone. The server (app/phones) runs only while the players have phones
// on for this game (kept in the settings, by save file). Each frame this does the seals
// the phones sent, as the Sealed panel's own `seal` action through the controller (logged,
// saved, undoable), and publishes what each seat may see when the game changed. It
// computes no rule: the engine says who enters an entry now and refuses what is wrong.

#include "panels/panel.hpp"

#include "phone_server.hpp"
#include "phone_service.hpp"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace adc::gui {

struct PhoneSeat {
  std::string name;                 // the player's name, or the side's when nobody is named
  std::vector<std::string> sides;   // the sides that player holds
  std::string token;                // its link's secret (app/phones/seat_token.hpp)
};

class PlayersPhones {
 public:
  PlayersPhones() = default;
  ~PlayersPhones();
  PlayersPhones(const PlayersPhones&) = delete;
  PlayersPhones& operator=(const PlayersPhones&) = delete;

  // Once a frame: phones turned on again for a game that had them, seals done, views
  // published.
  void frame(Ui& ui);
  // The "Players' phones" section (Start panel, Sealed panel, Table view).
  void draw(Ui& ui);

  bool on() const { return m_server != nullptr; }
  bool turnOn(Ui& ui, std::string& error);
  void turnOff(Ui& ui);
  // The seat's phone is sent away: its seat gets a new link, the old one opens nothing.
  bool sendAway(Ui& ui, const std::string& seat, std::string& error);
  // Each seat's link, as the QR code says it.
  std::vector<std::pair<std::string, std::string>> links() const;

 private:
  std::string gameKey(Ui& ui) const;
  void seatTheTable(Ui& ui);
  void performSeals(Ui& ui);
  void publish(Ui& ui);
  std::string changeKey(Ui& ui) const;
  std::string link(const PhoneSeat& seat) const;

  std::shared_ptr<phones::PhoneService> m_service;
  std::unique_ptr<phones::PhoneServer> m_server;
  std::vector<PhoneSeat> m_seats;
  std::string m_game;            // the game the seats are for (its save file)
  std::string m_address;         // this computer on the local network
  std::string m_published;       // what the last publication was made from
  std::int64_t m_publishedAtMs = 0;
  std::string m_error;
  bool m_restored = false;       // phones turned on again for a game that had them
  // When each seat's entry was first seen sealed (entry/side), for "Sealed at 14:05".
  std::map<std::string, std::string> m_sealedAt;
  int m_portField = 0;
};

}  // namespace adc::gui
