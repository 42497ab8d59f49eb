#include "directorate.hpp"

#include "regimes.hpp"

namespace adc::revolution {

std::string directorateHead(const Books& books) {
  return books.flag("automated_marais") ? "feuillant" : "marais";
}

std::vector<std::string> eligiblePartners(const Books& books, std::string_view excluded) {
  const auto head = directorateHead(books);
  std::vector<std::string> eligible;
  for (const std::string current : {"feuillant", "gironde", "montagne"}) {
    if (current != head && current != excluded && !outlawedNow(books, current)) eligible.push_back(current);
  }
  return eligible;
}

std::string toppledPartner(const Books& books) {
  if (books.number("sole_power_until") != 0 && books.text("gov_controller") != directorateHead(books)) {
    return books.text("gov_controller");
  }
  return books.text("gov_partner");
}

}  // namespace adc::revolution
