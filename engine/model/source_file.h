// Which source files are library code rather than the program's own.
#pragma once

#include <string_view>

namespace braid {

// In a system header, the C or C++ standard library or braid's own headers, or no source
// file at all (an operation braid's runtime makes itself). Reports fold such frames
// (report/stack.h); DC-DPOR tells a library's bulk writes from the program's by it
// (explore/dc/trace.h).
bool is_library_file(std::string_view path);

}  // namespace braid
