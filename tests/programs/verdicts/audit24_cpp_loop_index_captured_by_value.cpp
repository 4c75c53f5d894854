// expect: none
// algos: pop,sdpor,dc,qpor
// (Not dfs: its naive interleaving of std::thread's internals exceeds the time limit.)
// Twin of audit24_cpp_loop_index_captured_by_reference_bug.cpp: the index is captured by
// value ([&slot, i]), each worker writes its own slot, the joins order the writes before
// main's check.
#include <cassert>
#include <thread>
#include <vector>
int main() {
  std::vector<int> slot(2, 0);
  std::vector<std::thread> workers;
  for (int i = 0; i < 2; ++i)
    workers.emplace_back([&slot, i] { slot[i] += 1; });
  for (auto &w : workers) w.join();
  assert(slot[0] == 1 && slot[1] == 1);
  return 0;
}
