// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// Main polls an atomic<bool> with sleep_for(1ms) between polls; the worker publishes a
// result before setting it.
#include <atomic>
#include <cassert>
#include <chrono>
#include <thread>
std::atomic<bool> ready{false};
int result;
int main() {
  std::thread w([] { result = 17; ready.store(true); });
  while (!ready.load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  assert(result == 17);
  w.join();
  return 0;
}
