// expect: none
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// Each worker catches its own exception into its slot of a vector<exception_ptr>; main
// rethrows them after join and counts.
#include <cassert>
#include <exception>
#include <stdexcept>
#include <thread>
#include <vector>
int main() {
  std::vector<std::exception_ptr> errors(3);
  std::vector<std::thread> ts;
  for (int i = 0; i < 3; ++i)
    ts.emplace_back([i, &errors] {
      try {
        if (i != 1) throw std::out_of_range("index " + std::to_string(i));
      } catch (...) {
        errors[i] = std::current_exception();
      }
    });
  for (auto &t : ts) t.join();
  int failures = 0;
  for (auto &e : errors) {
    if (!e) continue;
    try { std::rethrow_exception(e); } catch (const std::out_of_range &) { ++failures; }
  }
  assert(failures == 2);
  return 0;
}
