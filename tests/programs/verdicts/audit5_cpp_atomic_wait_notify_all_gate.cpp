// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// flags: -std=c++20
// A start gate: two workers atomic::wait(0) on a gate word; main publishes the input,
// stores 1 and notify_all().
#include <atomic>
#include <cassert>
#include <thread>
#include <vector>
// Two waiters: with three, libstdc++ 12's waiter-pool counters (one RMW per wait and per
// wake, shared by all waiters) make more than 10^5 executions.
std::atomic<int> gate{0};
int input;
int out[2];
int main() {
  std::vector<std::thread> ts;
  for (int i = 0; i < 2; ++i)
    ts.emplace_back([i] {
      gate.wait(0);
      out[i] = input + i;
    });
  input = 10;
  gate.store(1);
  gate.notify_all();
  for (auto &t : ts) t.join();
  assert(out[0] == 10 && out[1] == 11);
  return 0;
}
