// expect: data-race
// algos: pop,sdpor,dc,qpor
// (Not dfs: its naive interleaving of std::thread's internals exceeds the time limit.)
// The classic lambda mistake: the worker lambda captures the loop index by reference
// ([&]), so each worker reads `i` while main's loop increments it. The read in the worker
// and main's `++i` have no happens-before between them (thread creation orders only what
// main did before it): a data race on `i`. Natively (g++ -O0, 2000 runs) the slots come out
// wrong in some runs (a worker sees i == 1 or 2); reading i == 2 would index past the end.
// The by-value twin (audit24_cpp_loop_index_captured_by_value.cpp) has no race.
#include <thread>
#include <vector>
int main() {
  std::vector<int> slot(3, 0);
  std::vector<std::thread> workers;
  for (int i = 0; i < 2; ++i)
    workers.emplace_back([&] { slot[i] += 1; });
  for (auto &w : workers) w.join();
  return 0;
}
