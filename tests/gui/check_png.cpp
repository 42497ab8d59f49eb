// Checks a screenshot of the app: its size, and how many pixels of a known colour a
// region holds (side colours, odds bars, the timer alarm). Exit 0 when every check
// passes; otherwise each failure is printed.
//
//   gui_check_png FILE size W H
//   gui_check_png FILE count #rrggbb TOLERANCE MIN [MAX] [@ X Y W H]
//   gui_check_png FILE differs OTHER_FILE
//   gui_check_png FILE same OTHER_FILE TOLERANCE   (every pixel within TOLERANCE a channel)

#include <SFML/Graphics/Image.hpp>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

bool near(sf::Color pixel, unsigned rgb, int tolerance) {
  auto close = [&](int a, int b) { return std::abs(a - b) <= tolerance; };
  return close(pixel.r, static_cast<int>((rgb >> 16) & 0xFF)) && close(pixel.g, static_cast<int>((rgb >> 8) & 0xFF)) &&
         close(pixel.b, static_cast<int>(rgb & 0xFF));
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.size() < 2) {
    std::fprintf(stderr, "usage: gui_check_png FILE size W H | count #rrggbb TOL MIN [MAX] [@ X Y W H] | differs OTHER | same OTHER TOL\n");
    return 2;
  }
  sf::Image image;
  if (!image.loadFromFile(args[0])) {
    std::fprintf(stderr, "cannot read %s\n", args[0].c_str());
    return 1;
  }
  const auto size = image.getSize();
  const std::string& check = args[1];
  if (check == "size" && args.size() == 4) {
    unsigned w = static_cast<unsigned>(std::stoul(args[2])), h = static_cast<unsigned>(std::stoul(args[3]));
    if (size.x != w || size.y != h) {
      std::fprintf(stderr, "%s: size %ux%u, expected %ux%u\n", args[0].c_str(), size.x, size.y, w, h);
      return 1;
    }
    return 0;
  }
  if (check == "same" && args.size() == 4) {
    // The same picture within TOLERANCE per channel: two ways of drawing one screen.
    sf::Image other;
    if (!other.loadFromFile(args[2])) return 1;
    if (other.getSize() != size) {
      std::fprintf(stderr, "%s and %s differ in size\n", args[0].c_str(), args[2].c_str());
      return 1;
    }
    const int tolerance = std::stoi(args[3]);
    long differing = 0;
    unsigned firstX = 0, firstY = 0;
    for (unsigned y = 0; y < size.y; ++y) {
      for (unsigned x = 0; x < size.x; ++x) {
        const sf::Color a = image.getPixel(x, y), b = other.getPixel(x, y);
        if (std::abs(a.r - b.r) > tolerance || std::abs(a.g - b.g) > tolerance || std::abs(a.b - b.b) > tolerance) {
          if (differing++ == 0) firstX = x, firstY = y;
        }
      }
    }
    if (differing > 0) {
      std::fprintf(stderr, "%s and %s: %ld pixels differ by more than %d, the first at %u,%u\n", args[0].c_str(),
                   args[2].c_str(), differing, tolerance, firstX, firstY);
      return 1;
    }
    return 0;
  }
  if (check == "differs" && args.size() == 3) {
    sf::Image other;
    if (!other.loadFromFile(args[2])) return 1;
    if (other.getSize() != size) return 0;
    for (unsigned y = 0; y < size.y; ++y) {
      for (unsigned x = 0; x < size.x; ++x) {
        if (image.getPixel(x, y) != other.getPixel(x, y)) return 0;
      }
    }
    std::fprintf(stderr, "%s and %s are the same picture\n", args[0].c_str(), args[2].c_str());
    return 1;
  }
  if (check == "count" && args.size() >= 5) {
    unsigned rgb = static_cast<unsigned>(std::stoul(args[2].substr(args[2][0] == '#' ? 1 : 0), nullptr, 16));
    int tolerance = std::stoi(args[3]);
    long minimum = std::stol(args[4]);
    long maximum = -1;
    std::size_t next = 5;
    if (next < args.size() && args[next] != "@") maximum = std::stol(args[next++]);
    unsigned x0 = 0, y0 = 0, w = size.x, h = size.y;
    if (next < args.size() && args[next] == "@" && next + 4 < args.size()) {
      x0 = static_cast<unsigned>(std::stoul(args[next + 1]));
      y0 = static_cast<unsigned>(std::stoul(args[next + 2]));
      w = static_cast<unsigned>(std::stoul(args[next + 3]));
      h = static_cast<unsigned>(std::stoul(args[next + 4]));
    }
    long count = 0;
    for (unsigned y = y0; y < std::min(size.y, y0 + h); ++y) {
      for (unsigned x = x0; x < std::min(size.x, x0 + w); ++x) {
        if (near(image.getPixel(x, y), rgb, tolerance)) ++count;
      }
    }
    if (count < minimum || (maximum >= 0 && count > maximum)) {
      std::fprintf(stderr, "%s: %ld pixels near %s in %ux%u+%u+%u, expected %ld..%s\n", args[0].c_str(), count, args[2].c_str(),
                   w, h, x0, y0, minimum, maximum >= 0 ? std::to_string(maximum).c_str() : "");
      return 1;
    }
    std::printf("%s: %ld pixels near %s\n", args[0].c_str(), count, args[2].c_str());
    return 0;
  }
  std::fprintf(stderr, "unknown check '%s'\n", check.c_str());
  return 2;
}
