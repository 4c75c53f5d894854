// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// Two stages linked by promises: stage 1 parses, stage 2 doubles, main gets the result.
#include <cassert>
#include <future>
#include <thread>
int main() {
  std::promise<int> parsed, doubled;
  std::future<int> parsed_f = parsed.get_future();
  std::future<int> doubled_f = doubled.get_future();
  std::thread s1([&parsed] { parsed.set_value(21); });
  std::thread s2([&doubled, f = std::move(parsed_f)]() mutable { doubled.set_value(f.get() * 2); });
  assert(doubled_f.get() == 42);
  s1.join();
  s2.join();
  return 0;
}
