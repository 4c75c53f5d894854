// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// classes: 1
// The fixed restart loop joins the old thread before it assigns the new one.
#include <atomic>
#include <cassert>
#include <thread>
std::atomic<int> runs;
int main() {
  std::thread worker([] { runs.fetch_add(1); });
  for (int round = 0; round < 2; ++round) {
    worker.join();
    worker = std::thread([] { runs.fetch_add(1); });
  }
  worker.join();
  assert(runs.load() == 3);
  return 0;
}
