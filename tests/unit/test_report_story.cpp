// Pieces of the report's story (report/story.h, report/stack.h): typed values, loop folding,
// library frames. The end-to-end behaviour is tests/e2e/cli/test_reports.py.
#include <catch2/catch.hpp>

#include "report/stack.h"
#include "report/story.h"

using braid::ValueType;

TEST_CASE("values print as their C type", "[report]") {
  CHECK(braid::format_value(0xFFFFFFFBull, 4, ValueType::Signed) == "-5");
  CHECK(braid::format_value(0xFFFFFFFFFFFFFFFBull, 8, ValueType::Unknown) == "-5");
  CHECK(braid::format_value(4000000000ull, 4, ValueType::Unsigned) == "4000000000");
  CHECK(braid::format_value(0x7f001000ull, 8, ValueType::Pointer) == "0x7f001000");
  CHECK(braid::format_value(0, 8, ValueType::Pointer) == "NULL");
  CHECK(braid::format_value(1, 1, ValueType::Bool) == "true");
  CHECK(braid::format_value(0, 1, ValueType::Bool) == "false");
  CHECK(braid::format_value('a', 1, ValueType::Char) == "'a' (97)");
  CHECK(braid::format_value(0x3FC00000ull, 4, ValueType::Float) == "1.5");
  CHECK(braid::format_value(0xFF, 1, ValueType::Signed) == "-1");
  CHECK(braid::with_thousands(1997) == "1,997");
  CHECK(braid::with_thousands(999) == "999");
  CHECK(braid::with_thousands(1234567) == "1,234,567");
}

TEST_CASE("a repeated block of steps is one loop fold, and key steps are never folded", "[report]") {
  // step 0, then 10 iterations of (A, B), then C.
  std::vector<std::uint64_t> keys{7};
  std::vector<std::uint32_t> lines{1};
  for (int i = 0; i < 10; ++i) {
    keys.insert(keys.end(), {1, 2});
    lines.insert(lines.end(), {14, 16});
  }
  keys.push_back(9);
  lines.push_back(20);
  std::vector<bool> unfoldable(keys.size(), false);
  auto folds = braid::find_loop_folds(keys, lines, unfoldable);
  REQUIRE(folds.size() == 1);
  CHECK(folds[0].first == 1);
  CHECK(folds[0].period == 2);
  CHECK(folds[0].iterations == 10);
  CHECK(folds[0].line_from == 14);
  CHECK(folds[0].line_to == 16);
  // A key step in the 3rd iteration ends the loop there: too few iterations before it.
  unfoldable[5] = true;
  folds = braid::find_loop_folds(keys, lines, unfoldable);
  REQUIRE(folds.size() == 1);
  CHECK(folds[0].first == 6);  // right after the key step (the loop seen from its second half)
  // Three iterations are not a loop worth folding.
  std::vector<std::uint64_t> short_keys{1, 2, 1, 2, 1, 2};
  CHECK(braid::find_loop_folds(short_keys, std::vector<std::uint32_t>(6, 1), std::vector<bool>(6, false)).empty());
}

TEST_CASE("library frames: system headers, the standard libraries, braid's headers", "[report]") {
  CHECK(braid::is_library_file("/usr/include/c++/12/bits/std_mutex.h"));
  CHECK(braid::is_library_file("/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h"));
  CHECK(braid::is_library_file(""));
  CHECK_FALSE(braid::is_library_file("/home/me/project/bank.c"));
  braid::LocationTable table;
  braid::SourceLocation outer{"/p/a.c", 30, 3, "main", "", "", 0, ValueType::Unknown, {}};
  const braid::LocationId outer_id = table.add(outer);
  braid::SourceLocation inlined{"/usr/include/x.h", 5, 1, "helper", "", "", outer_id, ValueType::Unknown, {}};
  const braid::LocationId inner_id = table.add(inlined);
  braid::SourceLocation caller{"/p/a.c", 40, 2, "worker", "", "", 0, ValueType::Unknown, {}};
  const braid::LocationId caller_id = table.add(caller);
  const std::vector<braid::LocationId> sites{caller_id};
  const auto frames = braid::stack_frames(inner_id, sites, table);
  REQUIRE(frames.size() == 3);  // helper (inlined into main), main, worker
  CHECK(frames[0].library);
  CHECK(frames[1].function == "main");
  CHECK(frames[2].function == "worker");
  REQUIRE(braid::user_frame(frames) != nullptr);
  CHECK(braid::user_frame(frames)->function == "main");
  const std::string folded = braid::text_stack(frames, false, "  ");
  CHECK(folded.find("1 library frame") != std::string::npos);
  CHECK(folded.find("helper") == std::string::npos);
  CHECK(braid::text_stack(frames, true, "  ").find("#0 helper") != std::string::npos);
}
