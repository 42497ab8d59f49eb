#include "panels/panel.hpp"

#include "translate.hpp"

#include "adc/display_names.hpp"

#include "adc/rules.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <set>
#include <string_view>

namespace adc::gui {

unsigned parseHexColor(const std::string& hexColor, unsigned fallback) {
  if (hexColor.size() != 7 || hexColor[0] != '#') return fallback;
  try {
    unsigned rgb = static_cast<unsigned>(std::stoul(hexColor.substr(1), nullptr, 16));
    return IM_COL32((rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF, 0xFF);
  } catch (const std::exception&) {
    return fallback;
  }
}

namespace {

// A colour too dark to tell from the dark theme's background (Prussia's near-black).
bool nearBlack(unsigned color) {
  const float r = static_cast<float>(color & 0xFF), g = static_cast<float>((color >> 8) & 0xFF),
              b = static_cast<float>((color >> 16) & 0xFF);
  return 0.299f * r + 0.587f * g + 0.114f * b < 60.0f;
}

constexpr unsigned outline = IM_COL32(0xB8, 0xBC, 0xC4, 0xFF);

}  // namespace

void sideColorSwatch(const std::string& hexColor) {
  float size = ImGui::GetTextLineHeight();
  ImVec2 at = ImGui::GetCursorScreenPos();
  const unsigned color = parseHexColor(hexColor);
  ImGui::GetWindowDrawList()->AddRectFilled(at, ImVec2(at.x + size, at.y + size), color, 3.0f);
  // A dark colour gets a light edge, so it still reads as a swatch on the dark theme.
  if (nearBlack(color)) ImGui::GetWindowDrawList()->AddRect(at, ImVec2(at.x + size, at.y + size), outline, 3.0f);
  ImGui::Dummy(ImVec2(size, size));
  ImGui::SameLine();
}

void sideColorBar(const std::string& hexColor, float width) {
  // Under the item just drawn, across the whole cell: the colour costs no width.
  const float y = ImGui::GetItemRectMax().y;
  const float x = ImGui::GetItemRectMin().x;
  const unsigned color = parseHexColor(hexColor);
  if (nearBlack(color)) {
    // Seen on the dark theme: a light edge around a dark bar, one pixel thicker.
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(x, y), ImVec2(x + width, y + 5.0f), outline);
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(x + 1.0f, y + 1.0f), ImVec2(x + width - 1.0f, y + 4.0f), color);
    return;
  }
  ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(x, y), ImVec2(x + width, y + 3.0f), color);
}

void textWrappedMuted(const std::string& text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

std::string shortenedToFit(const std::string& text, float width) {
  if (ImGui::CalcTextSize(text.c_str()).x <= width) return text;
  // The name's first part when it has parts ("Huguenots (Dreux) / Royalists (Ivry)" →
  // "Huguenots"), else as many characters as fit, then an ellipsis.
  for (const char* separator : {" / ", " (", " — ", ", "}) {
    auto at = text.find(separator);
    if (at != std::string::npos && at > 0 && ImGui::CalcTextSize(text.substr(0, at).c_str()).x <= width) {
      return text.substr(0, at);
    }
  }
  return cutToFit(text, width);
}

std::string cutToFit(const std::string& text, float width) {
  if (ImGui::CalcTextSize(text.c_str()).x <= width) return text;
  const std::string ellipsis = "…";
  // One pass: the font stops measuring where the room (less the ellipsis) ends.
  ImFont* font = ImGui::GetFont();
  const float room = std::max(0.0f, width - ImGui::CalcTextSize(ellipsis.c_str()).x);
  const char* fits = text.c_str();
  font->CalcTextSizeA(ImGui::GetFontSize(), room, 0.0f, text.c_str(), text.c_str() + text.size(), &fits);
  std::string kept(text.c_str(), fits);
  while (!kept.empty() && kept.back() == ' ') kept.pop_back();
  return kept + ellipsis;
}

void fittedText(const std::string& text, float width) {
  if (width < 0.0f) width = ImGui::GetContentRegionAvail().x;
  const std::string shown = shortenedToFit(text, width);
  ImGui::TextUnformatted(shown.c_str());
  if (shown != text && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text.c_str());
}

bool beginFittedCombo(const std::string& label, const std::string& preview, float width) {
  ImGui::SetNextItemWidth(width);
  const float room = width - ImGui::GetFrameHeight() - 2.0f * ImGui::GetStyle().FramePadding.x;
  const std::string shown = shortenedToFit(preview, room);
  const bool open = ImGui::BeginCombo(label.c_str(), shown.c_str());
  if (!open && shown != preview && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", preview.c_str());
  return open;
}

void statusText(const std::string& whole, bool error, float width) {
  const std::string text = boundedText(whole);  // the tooltip's wrapped lines too
  if (width < 0.0f) width = ImGui::GetContentRegionAvail().x;
  const std::string shown = cutToFit(text, width);
  if (error) ImGui::TextColored(ImVec4(1, 0.5f, 0.4f, 1), "%s", shown.c_str());
  else ImGui::TextUnformatted(shown.c_str());
  if (shown != text && ImGui::IsItemHovered()) {
    // The whole line, wrapped in a tooltip of a readable width.
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 40.0f);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
}

void errorText(const std::string& text) {
  if (text.empty()) return;
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.5f, 0.4f, 1.0f));
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

namespace {

// What limitedInput's callback needs: the limit, whether this edit was cut, and the
// caller's own callback.
struct LimitedField {
  std::size_t limit = 0;
  bool cut = false;
  ImGuiInputTextFlags callerFlags = 0;
  ImGuiInputTextCallback callback = nullptr;
  void* userData = nullptr;
};

int keepWithinLimit(ImGuiInputTextCallbackData* data) {
  auto& field = *static_cast<LimitedField*>(data->UserData);
  if (data->EventFlag == ImGuiInputTextFlags_CallbackEdit) {
    const std::string_view typed(data->Buf, static_cast<std::size_t>(data->BufTextLen));
    const auto kept = adc::firstCharacters(typed, field.limit);
    if (kept.size() < typed.size()) {
      data->DeleteChars(static_cast<int>(kept.size()), data->BufTextLen - static_cast<int>(kept.size()));
      field.cut = true;
    }
  }
  if (field.callback && (data->EventFlag & field.callerFlags)) {
    data->UserData = field.userData;
    const int answer = field.callback(data);
    data->UserData = &field;
    return answer;
  }
  return 0;
}

// Whether the last edit of a field was cut, by its ImGui id: the words stay under the
// field until it is edited within the limit again.
std::set<ImGuiID> fieldsCut;

}  // namespace

bool limitedInput(const char* label, const char* hint, std::string& text, std::size_t limit, ImGuiInputTextFlags flags,
                  ImGuiInputTextCallback callback, void* userData) {
  LimitedField field{limit, false, flags, callback, userData};
  const ImGuiInputTextFlags all = flags | ImGuiInputTextFlags_CallbackEdit;
  const ImGuiID id = ImGui::GetID(label);
  const bool changed = hint ? ImGui::InputTextWithHint(label, hint, &text, all, keepWithinLimit, &field)
                            : ImGui::InputText(label, &text, all, keepWithinLimit, &field);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", trf("At most {} characters", limit).c_str());
  if (field.cut) fieldsCut.insert(id);
  else if (changed) fieldsCut.erase(id);
  // Counted only near the limit: a short text costs nothing to count, a field far from
  // its limit says nothing.
  if (text.size() * 10 >= limit * 9) {
    const std::size_t length = adc::characterCount(text);
    if (length > limit) {
      errorText(trf("{} characters: at most {} may be kept; shorten it", length, limit));
    } else if (fieldsCut.count(id)) {
      errorText(trf("At most {} characters: the rest was not kept", limit));
    } else if (length * 10 >= limit * 9) {
      textWrappedMuted(trf("{} / {} characters", length, limit));
    }
  }
  return changed;
}

std::string boundedText(const std::string& text, std::size_t limit) {
  if (text.size() <= limit) return text;
  const std::size_t length = adc::characterCount(text);
  if (length <= limit) return text;
  return std::string(adc::firstCharacters(text, limit)) + trf("… ({} characters)", length);
}

void bulletWrapped(const std::string& text) {
  ImGui::Bullet();
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
}

void ruleTag(const std::string& rule) {
  if (rule.empty()) return;
  const std::string tag = std::string("[") + tr("rule") + " " + rule + "]";
  ImGui::SameLine();
  // On the next line when the rest of this one is too short for it.
  if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(tag.c_str()).x) ImGui::NewLine();
  ImGui::TextColored(ImVec4(0.55f, 0.75f, 1.0f, 1.0f), "%s", tag.c_str());
}

std::string renderText(const GameData& data, const TextTemplate& text, const NameLookup& lookup) {
  auto rendered = text.render(lookup, [&](const Value& value) { return valueText(data, value); });
  return rendered ? *rendered : rendered.error();
}

std::vector<std::string> boardLines(const GameData& data, const std::vector<ConditionalText>& lines, const NameLookup& lookup) {
  std::vector<std::string> shown;
  for (const auto& line : lines) {
    if (!line.when.empty()) {
      auto applies = line.when.test(lookup);
      if (!applies || !*applies) continue;
    }
    shown.push_back(renderText(data, line.text, lookup));
  }
  return shown;
}

std::string stepTitle(const GameData& data, const GameState& state) {
  std::string title = data.sequence.turnName + " " + std::to_string(state.turn);
  if (data.sequence.lastTurn) title += " / " + std::to_string(*data.sequence.lastTurn);
  const SequenceStep* step = currentStep(data, state);
  if (!step) return title + " — " + tr("the game is over");
  title += " — ";
  for (std::size_t i = 0; i < step->path.size(); ++i) title += (i ? " / " : "") + step->path[i]->name;
  return title;
}

}  // namespace adc::gui
