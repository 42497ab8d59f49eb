#pragma once
// Ledger: every change of one book (a treasury, prestige...) of one side or of all, turn by
// turn, with the rule and the journal line that made it, and each turn's net change, so
// the table can audit its treasuries line by line (engine/include/adc/ledger.hpp).

#include "panels/panel.hpp"

#include "adc/ledger.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace adc::gui {

class LedgerPanel : public Panel {
 public:
  const char* id() const override { return "ledger"; }
  const char* title() const override { return translatable("Ledger"); }
  void draw(Ui& ui) override;
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;

 private:
  std::string m_value;  // a per-side ValueDef id
  std::string m_side;   // empty: every side
  std::uint64_t m_revision = ~std::uint64_t{0};
  std::string m_builtFor;
  std::vector<LedgerLine> m_lines;
};

}  // namespace adc::gui
