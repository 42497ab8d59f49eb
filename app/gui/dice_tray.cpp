#include "dice_tray.hpp"

#include "panels/panel.hpp"
#include "drawn_text.hpp"

#include <box2d/box2d.h>
#include <imgui.h>

#include <cmath>
#include <random>

namespace adc::gui {
namespace {

constexpr float trayWidth = 10.0f;   // metres, as Box2D likes them
constexpr float trayHeight = 5.0f;
constexpr float dieSize = 1.2f;
constexpr float timeStep = 1.0f / 120.0f;
constexpr float maxRollSeconds = 4.0f;

struct Die {
  b2Body* body = nullptr;
  std::int64_t face = 1;
  std::int64_t highest = 6;
  unsigned color = 0;
  unsigned ink = 0;
};

}  // namespace

ImU32 diePaint(const std::string& color) { return color.empty() ? IM_COL32(0xF2, 0xEC, 0xDC, 0xFF) : parseHexColor(color); }
ImU32 dieInk(const std::string& color) { return color.empty() ? IM_COL32(0x20, 0x20, 0x20, 0xFF) : IM_COL32(0xFF, 0xFF, 0xFF, 0xFF); }

void drawDieFace(ImDrawList* draw, ImVec2 centre, float size, float angle, std::int64_t face, std::int64_t highest,
                 ImU32 paint, ImU32 ink) {
  // Corners and pips are turned with the die: (x, y) in units of half a side.
  const float half = size / 2;
  const float c = std::cos(angle), s = std::sin(angle);
  auto at = [&](float x, float y) { return ImVec2(centre.x + half * (x * c - y * s), centre.y + half * (x * s + y * c)); };
  ImVec2 corners[4] = {at(-1, -1), at(1, -1), at(1, 1), at(-1, 1)};
  draw->AddConvexPolyFilled(corners, 4, paint);
  draw->AddPolyline(corners, 4, IM_COL32(0, 0, 0, 0xA0), ImDrawFlags_Closed, std::max(1.0f, size / 28));
  if (highest == 6 && face >= 1 && face <= 6) {
    // The pips of a d6 as printed on the dice of the table: a 3 and a 2 run corner to corner.
    constexpr float o = 0.5f;  // a pip's offset from the centre
    static const std::vector<std::pair<float, float>> pips[7] = {
        {},
        {{0, 0}},
        {{-o, -o}, {o, o}},
        {{-o, -o}, {0, 0}, {o, o}},
        {{-o, -o}, {o, -o}, {-o, o}, {o, o}},
        {{-o, -o}, {o, -o}, {0, 0}, {-o, o}, {o, o}},
        {{-o, -o}, {o, -o}, {-o, 0}, {o, 0}, {-o, o}, {o, o}},
    };
    const float radius = std::max(1.2f, size * 0.09f);
    for (const auto& [x, y] : pips[face]) draw->AddCircleFilled(at(x, y), radius, ink, 12);
    return;
  }
  const std::string text = std::to_string(face);
  ImFont* font = ImGui::GetFont();
  const float fontSize = std::max(ImGui::GetFontSize() * 0.8f, size * 0.55f);
  const ImVec2 textSize = font->CalcTextSizeA(fontSize, FLT_MAX, 0.0f, text.c_str());
  drawText(draw, font, fontSize, ImVec2(centre.x - textSize.x / 2, centre.y - textSize.y / 2), ink, text.c_str());
}

struct DiceTray::World {
  b2World world{b2Vec2(0.0f, 0.0f)};  // seen from above: no gravity, the felt slows them
  std::vector<Die> dice;
  float accumulator = 0.0f;
  float elapsed = 0.0f;
  std::mt19937 wobble;

  World() {
    b2BodyDef wallDef;
    b2Body* walls = world.CreateBody(&wallDef);
    // Box2D 2.4 chains collide on one side only (the right of their direction): wound
    // this way, the walls face inwards and keep the dice in the tray.
    b2Vec2 corners[4] = {{0, 0}, {0, trayHeight}, {trayWidth, trayHeight}, {trayWidth, 0}};
    b2ChainShape chain;
    chain.CreateLoop(corners, 4);
    b2FixtureDef fixture;
    fixture.shape = &chain;
    fixture.restitution = 0.55f;
    fixture.friction = 0.3f;
    walls->CreateFixture(&fixture);
  }
};

DiceTray::DiceTray() : m_world(std::make_unique<World>()) {}
DiceTray::~DiceTray() = default;

void DiceTray::throwDice(const std::vector<ThrownDice>& groups, std::uint32_t seed) {
  auto& world = *m_world;
  for (auto& die : world.dice) world.world.DestroyBody(die.body);
  world.dice.clear();
  world.elapsed = 0.0f;
  world.accumulator = 0.0f;
  world.wobble.seed(seed);
  std::uniform_real_distribution<float> spread(-1.0f, 1.0f);
  std::size_t i = 0;
  for (const auto& group : groups) {
  for (std::int64_t face : group.faces) {
    b2BodyDef def;
    def.type = b2_dynamicBody;
    def.position.Set(1.0f + 0.3f * spread(world.wobble), 1.0f + static_cast<float>(i % 3) * 1.5f);
    def.position.x += static_cast<float>(i / 3) * 1.5f;
    def.angle = 3.0f * spread(world.wobble);
    def.linearVelocity.Set(14.0f + 4.0f * spread(world.wobble), 5.0f * spread(world.wobble));
    def.angularVelocity = 12.0f * spread(world.wobble);
    def.linearDamping = 1.6f;
    def.angularDamping = 2.0f;
    def.bullet = true;
    b2Body* body = world.world.CreateBody(&def);
    b2PolygonShape box;
    box.SetAsBox(dieSize / 2, dieSize / 2);
    b2FixtureDef fixture;
    fixture.shape = &box;
    fixture.density = 1.0f;
    fixture.restitution = 0.5f;
    fixture.friction = 0.4f;
    body->CreateFixture(&fixture);
    world.dice.push_back(Die{body, face, group.highestFace, diePaint(group.color), dieInk(group.color)});
    ++i;
  }
  }
}

void DiceTray::step(float seconds) {
  auto& world = *m_world;
  if (world.dice.empty() || settled()) return;
  world.accumulator += std::min(seconds, 0.1f);
  while (world.accumulator >= timeStep) {
    world.world.Step(timeStep, 8, 3);
    world.accumulator -= timeStep;
    world.elapsed += timeStep;
  }
  if (world.elapsed >= maxRollSeconds) {
    for (auto& die : world.dice) {
      die.body->SetLinearVelocity(b2Vec2(0, 0));
      die.body->SetAngularVelocity(0);
    }
  }
}

bool DiceTray::settled() const {
  for (const auto& die : m_world->dice) {
    if (die.body->GetLinearVelocity().Length() > 0.05f || std::abs(die.body->GetAngularVelocity()) > 0.05f) return false;
  }
  return true;
}

bool DiceTray::empty() const { return m_world->dice.empty(); }

void DiceTray::draw(float width, float height) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImVec2 origin = ImGui::GetCursorScreenPos();
  float scale = std::min(width / trayWidth, height / trayHeight);
  ImVec2 size(trayWidth * scale, trayHeight * scale);
  draw->AddRectFilled(origin, ImVec2(origin.x + size.x, origin.y + size.y), IM_COL32(0x1E, 0x5A, 0x3C, 0xFF), 6.0f);
  draw->AddRect(origin, ImVec2(origin.x + size.x, origin.y + size.y), IM_COL32(0x6B, 0x4A, 0x2A, 0xFF), 6.0f, 0, 4.0f);
  const bool still = settled();
  for (const auto& die : m_world->dice) {
    b2Vec2 centre = die.body->GetPosition();
    float angle = die.body->GetAngle();
    // While it tumbles the die shows passing faces; at rest, the engine's face.
    std::int64_t shown = die.face;
    if (!still) shown = 1 + static_cast<std::int64_t>(std::abs(angle * 3.0f)) % std::max<std::int64_t>(die.highest, 1);
    drawDieFace(draw, ImVec2(origin.x + centre.x * scale, origin.y + centre.y * scale), dieSize * scale, angle, shown,
                die.highest, die.color, die.ink);
  }
  ImGui::Dummy(size);
}

}  // namespace adc::gui
