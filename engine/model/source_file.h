// Which source files are library code rather than the program's own.
#pragma once

#include <span>
#include <string_view>

#include "model/location.h"

namespace braid {

// In a system header, the C or C++ standard library or braid's own headers, or no source
// file at all (an operation braid's runtime makes itself). Reports fold such frames
// (report/stack.h); DC-DPOR tells a library's bulk writes from the program's by it
// (explore/dc/trace.h).
bool is_library_file(std::string_view path);

// The innermost location in the program's own code among `loc` (with its inlined-at chain)
// and the call sites `sites` (innermost first, each with its chain): where a message about an
// operation inside a library names the program's call. 0 when every frame is library code.
LocationId innermost_user_location(LocationId loc, std::span<const LocationId> sites, const LocationTable& locations);

}  // namespace braid
