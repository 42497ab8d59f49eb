#pragma once
// A result or the reason there is none. std::expected is C++23; this is the small part
// of it the engine uses, so the engine builds on C++20 compilers.

#include <utility>
#include <variant>

namespace adc {

template <typename E>
struct Unexpected {
  E error;
};

template <typename E>
Unexpected<E> unexpected(E error) {
  return Unexpected<E>{std::move(error)};
}

template <typename T, typename E>
class Expected {
 public:
  Expected(T value) : m_state(std::in_place_index<0>, std::move(value)) {}
  Expected(Unexpected<E> failure) : m_state(std::in_place_index<1>, std::move(failure.error)) {}

  bool hasValue() const { return m_state.index() == 0; }
  explicit operator bool() const { return hasValue(); }

  T& value() { return std::get<0>(m_state); }
  const T& value() const { return std::get<0>(m_state); }
  T& operator*() { return value(); }
  const T& operator*() const { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

  E& error() { return std::get<1>(m_state); }
  const E& error() const { return std::get<1>(m_state); }

 private:
  std::variant<T, E> m_state;
};

}  // namespace adc
