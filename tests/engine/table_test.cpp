// Printed tables: keys as the data writes them, which row a value reads, unknown cells.

#include "adc/table.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

using namespace adc;

namespace {
TableAxis numberAxis(std::initializer_list<const char*> keys, bool clamp) {
  TableAxis axis;
  axis.clamp = clamp;
  for (const char* key : keys) axis.keys.push_back(*TableAxis::parseKey(key, ValueKind::Integer));
  return axis;
}
std::optional<std::pair<std::size_t, bool>> at(std::size_t index, bool clamped) { return std::make_pair(index, clamped); }
}  // namespace

TEST_CASE("Keys are numbers, ranges, open ends or words", "[table]") {
  auto single = TableAxis::parseKey("7", ValueKind::Integer);
  REQUIRE(single);
  CHECK(single->low == 7);
  CHECK(single->high == 7);
  auto range = TableAxis::parseKey("5-6", ValueKind::Integer);
  REQUIRE(range);
  CHECK(range->low == 5);
  CHECK(range->high == 6);
  auto negative = TableAxis::parseKey("-2--1", ValueKind::Integer);
  REQUIRE(negative);
  CHECK(negative->low == -2);
  CHECK(negative->high == -1);
  CHECK(TableAxis::parseKey("-3", ValueKind::Integer)->low == -3);
  CHECK(TableAxis::parseKey("<=4", ValueKind::Integer)->high == 4);
  CHECK(TableAxis::parseKey(">=12", ValueKind::Integer)->low == 12);
  CHECK(TableAxis::parseKey("10+", ValueKind::Integer)->low == 10);
  CHECK(TableAxis::parseKey("10+", ValueKind::Integer)->high == std::numeric_limits<std::int64_t>::max());
  CHECK(TableAxis::parseKey("forest", ValueKind::Text)->text == "forest");
}

TEST_CASE("Keys that cannot be read are refused", "[table]") {
  for (const char* bad : {"", "6-5", "x", "3-", "<=", "+", "1:2", "3++"}) {
    INFO("key '" << bad << "'");
    CHECK_FALSE(TableAxis::parseKey(bad, ValueKind::Integer));
  }
  CHECK_FALSE(TableAxis::parseKey("", ValueKind::Text));
}

TEST_CASE("A total reads the row whose key holds it", "[table]") {
  auto axis = numberAxis({"<=4", "5-6", "7", "8-9", "10+"}, false);
  CHECK(axis.find(Value{std::int64_t{-3}}) == at(0, false));
  CHECK(axis.find(Value{std::int64_t{6}}) == at(1, false));
  CHECK(axis.find(Value{std::int64_t{7}}) == at(2, false));
  CHECK(axis.find(Value{DiceFaces{4, 5}}) == at(3, false));  // dice read as their sum
  CHECK(axis.find(Value{std::int64_t{15}}) == at(4, false));
  CHECK_FALSE(axis.find(Value{std::string("7")}));
}

TEST_CASE("A clamped axis reads values beyond its ends at the first or last key", "[table]") {
  auto clamped = numberAxis({"4", "5-6", "7-10"}, true);
  CHECK(clamped.find(Value{std::int64_t{2}}) == at(0, true));  // "totals below 4 read as 4"
  CHECK(clamped.find(Value{std::int64_t{12}}) == at(2, true));
  CHECK(clamped.find(Value{std::int64_t{10}}) == at(2, false));
  auto strict = numberAxis({"4", "5-6", "7-10"}, false);
  CHECK_FALSE(strict.find(Value{std::int64_t{2}}));
  CHECK_FALSE(strict.find(Value{std::int64_t{12}}));
  // A gap between keys is a mistake in the data: never clamped into a neighbour.
  auto gap = numberAxis({"1-2", "5-6"}, true);
  CHECK_FALSE(gap.find(Value{std::int64_t{3}}));
  // Keys out of order still clamp to the lowest and the highest.
  auto unordered = numberAxis({"5-6", "1-2", "3-4"}, true);
  CHECK(unordered.find(Value{std::int64_t{0}}) == at(1, true));
  CHECK(unordered.find(Value{std::int64_t{9}}) == at(0, true));
}

TEST_CASE("A word axis reads the key with that word", "[table]") {
  TableAxis axis;
  axis.kind = ValueKind::Text;
  axis.keys = {*TableAxis::parseKey("clear", ValueKind::Text), *TableAxis::parseKey("forest", ValueKind::Text)};
  CHECK(axis.find(Value{std::string("forest")}) == at(1, false));
  CHECK_FALSE(axis.find(Value{std::string("swamp")}));
}

TEST_CASE("The Skirmish table of the test game: rows, columns, fields and its one unprinted cell", "[table]") {
  const Table* table = test::testGame()->findTable("skirmish");
  REQUIRE(table);
  CHECK(table->rule == "7.4");
  CHECK(table->rows.clamp);
  CHECK(table->rows.keys.size() == 5);
  REQUIRE(table->columns);
  CHECK(table->columnCount() == 3);
  CHECK(table->fieldIndex("def_loss") == 1u);
  CHECK_FALSE(table->fieldIndex("morale"));
  CHECK(table->unknownCount() == 1);
  CHECK_FALSE(table->cell(2, 1).known);  // row 7, odds 2: on the players' chart only
  CHECK(table->cell(2, 2).values == std::vector<Value>{Value{std::int64_t{0}}, Value{std::int64_t{2}}});
  CHECK(table->cell(2, 1).where.line == 33);

  const Table* weather = test::testGame()->findTable("weather");
  REQUIRE(weather);
  CHECK_FALSE(weather->columns);
  CHECK(weather->columnCount() == 1);
  CHECK(weather->cell(2, 0).values == std::vector<Value>{Value{std::string("storm")}});
}

TEST_CASE("A cell describes itself by table, row and column", "[table]") {
  CHECK(CellRef{"skirmish", "7", "2"}.describe() == "skirmish row 7, column 2");
  CHECK(CellRef{"weather", "1-2", ""}.describe() == "weather row 1-2");
  CHECK(CellRef{"a", "1", "1"} < CellRef{"a", "1", "2"});
  CHECK(CellRef{"a", "1", "2"} == CellRef{"a", "1", "2"});
}
