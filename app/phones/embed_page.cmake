# Writes the phone page's files (assets/phones) into a C++ source, so that the app serves
# the page it was built with, wherever it is installed. Run at build time:
#   cmake -DSOURCE_DIR=<assets/phones> -DOUTPUT=<file.cpp> -P embed_page.cmake
function(bytes_of file variable)
  file(READ "${file}" hex HEX)
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "'\\\\x\\1'," listed "${hex}")
  set(${variable} "${listed}" PARENT_SCOPE)
endfunction()
bytes_of("${SOURCE_DIR}/page.html" page)
bytes_of("${SOURCE_DIR}/phone.js" script)
bytes_of("${SOURCE_DIR}/phone.css" style)
file(WRITE "${OUTPUT}.new" "// Generated from assets/phones by app/phones/embed_page.cmake: do not edit.
#include \"phone_page.hpp\"
namespace adc::phones {
namespace {
const char pageBytes[] = {${page} 0};
const char scriptBytes[] = {${script} 0};
const char styleBytes[] = {${style} 0};
}  // namespace
const PhonePageFiles& phonePageFiles() {
  static const PhonePageFiles files{std::string(pageBytes, sizeof pageBytes - 1), std::string(scriptBytes, sizeof scriptBytes - 1),
                                    std::string(styleBytes, sizeof styleBytes - 1)};
  return files;
}
}  // namespace adc::phones
")
file(COPY_FILE "${OUTPUT}.new" "${OUTPUT}" ONLY_IF_DIFFERENT)
