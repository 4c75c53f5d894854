// expect: none
// algos: pop,sdpor,dc,qpor
// (Not dfs: its naive interleaving of std::thread's internals exceeds the time limit.)
// Twin of audit24_cpp_vector_bool_done_flags_bug.cpp with std::vector<char>: each worker
// writes its own byte, the joins order both writes before main's reads. No race, and both
// flags are set in every execution.
#include <cassert>
#include <thread>
#include <vector>
int main() {
  std::vector<char> done(2, 0);
  std::vector<std::thread> workers;
  for (int i = 0; i < 2; ++i)
    workers.emplace_back([&done, i] { done[i] = 1; });
  for (auto &w : workers) w.join();
  assert(done[0] && done[1]);
  return 0;
}
