// Call stacks as users read them: frames innermost first, user code first.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/location.h"
#include "model/source_file.h"  // is_library_file

namespace braid {

struct Frame {
  std::string function;
  std::string file;
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  // In a system header, the C or C++ standard library or braid's own headers (or without a
  // source file): folded in reports unless --full-stacks.
  bool library = false;
  // Stands for frames of a recursion deeper than the runtime keeps (runtime/shadow_stack.h).
  bool lost = false;
};

// The frame of one source location (its own function, not the inlined-at chain).
Frame frame_of(const SourceLocation& loc);

// The frames of an operation at `loc` in a thread whose active call sites were `sites`
// (innermost first, as recorded: ExecutionResult::stacks), inlined frames included.
std::vector<Frame> stack_frames(LocationId loc, std::span<const LocationId> sites, const LocationTable& locations);

// The frame a report attributes an operation to: the innermost frame in user code (a
// `std::mutex::lock` step is shown where the program called it), else the innermost.
// Null for an empty stack.
const Frame* user_frame(const std::vector<Frame>& frames);

// [{"function","file","line","column"[,"library":true]}...]: every frame (JSON is for tools).
nlohmann::json frames_json(const std::vector<Frame>& frames);

// Text lines "#0 deposit  bank.c:12:5", each prefixed by `indent`; runs of library frames
// fold into one line ("… 5 library frames …") unless `full`.
std::string text_stack(const std::vector<Frame>& frames, bool full, const std::string& indent);

// "bank.c:12:5"
std::string frame_position(const Frame& f);

}  // namespace braid
