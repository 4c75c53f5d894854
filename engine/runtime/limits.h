// Bounds on everything one execution of the program can grow (threads, heap, captured
// output) and the wall-clock deadline of the whole check, which an execution honours even
// in its middle. Hitting a bound ends the execution with a `bound` bug that names the bound
// and the option that raises it (docs/runtime.md, "Limits").
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>

namespace braid::runtime {

struct ExecutionLimits {
  // Threads created in one execution (main not counted): `--max-threads`.
  std::uint32_t max_threads = 1000;
  // Set when the exploration algorithm cannot handle more threads than max_threads (dfs
  // tracks threads in a 64-bit set): the bound's message then says so.
  bool max_threads_is_algorithm_limit = false;
  // Thread ids (stable names, so they can exceed the threads of one execution) must stay
  // below this (0: no limit); dfs: 64.
  std::uint32_t max_thread_id = 0;
  // Heap bytes allocated in one execution (malloc, new, anonymous mmap, thread-local
  // copies; freed memory is not reused within an execution, so this is what it allocated),
  // block headers and redzones included: `--max-heap`.
  std::size_t max_heap_bytes = std::size_t{512} << 20;
  // What the program prints per execution is kept up to this many bytes (the rest is
  // dropped with a marker: output changes no behaviour, so this is not a bound finding).
  std::size_t max_output_bytes = std::size_t{64} << 10;
  // The end of the check's time budget (`--time-limit`); max() when there is none.
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
};

// Requests larger than this are refused by malloc with NULL (glibc refuses anything above
// PTRDIFF_MAX, and no machine braid runs on has 2^46 bytes): a program testing its
// handling of an impossible allocation sees what it would see natively. Requests between
// the heap limit and this are `bound` findings (the program would get the memory natively).
inline constexpr std::size_t kImpossibleAllocation = std::size_t{1} << 46;

// "1024", "64K", "512M", "2G" (powers of 1024); throws std::invalid_argument otherwise.
std::size_t parse_byte_size(const std::string& text);
// "512 MiB", "64 KiB", "1000 bytes": for messages.
std::string describe_bytes(std::size_t bytes);

// Checks the deadline cheaply: reads the clock once every `period` calls.
class DeadlineCheck {
 public:
  explicit DeadlineCheck(std::chrono::steady_clock::time_point deadline, std::uint32_t period)
      : deadline_(deadline), period_(period) {}
  bool passed() {
    if (deadline_ == std::chrono::steady_clock::time_point::max()) return false;
    if (++calls_ < period_) return false;
    calls_ = 0;
    return std::chrono::steady_clock::now() >= deadline_;
  }
  void reset_deadline(std::chrono::steady_clock::time_point deadline) { deadline_ = deadline; }

 private:
  std::chrono::steady_clock::time_point deadline_;
  std::uint32_t period_;
  std::uint32_t calls_ = 0;
};

}  // namespace braid::runtime
