#pragma once
// The phone page as built into the app (assets/phones: page.html, phone.js, phone.css).

#include "phone_request.hpp"

namespace adc::phones {

const PhonePageFiles& phonePageFiles();

}  // namespace adc::phones
