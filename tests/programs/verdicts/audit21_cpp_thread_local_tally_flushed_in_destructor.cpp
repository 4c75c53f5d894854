// expect: none
// algos: pop,sdpor,dc,qpor
// Per-thread statistics as a thread_local object whose destructor merges the thread's tally
// into a global total under a mutex when the thread ends (so the hot path takes no lock).
// std::thread::join returns after the thread's thread_local destructors ran, so main sees
// both tallies. gcc -O2 (g++), 100 runs: "total 5".
#include <cassert>
#include <cstdio>
#include <mutex>
#include <thread>
namespace {
std::mutex total_mutex;
int total;
struct Tally {
  int count = 0;
  ~Tally() {
    std::lock_guard<std::mutex> guard(total_mutex);
    total += count;
  }
};
thread_local Tally tally;
void work(int items) {
  for (int i = 0; i < items; ++i) ++tally.count;
}
}  // namespace
int main() {
  std::thread a(work, 2), b(work, 3);
  a.join();
  b.join();
  std::printf("total %d\n", total);
  assert(total == 5);
  return 0;
}
