// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// A worker tries to take a timed_mutex for a while; when it cannot, it records the miss in
// an atomic instead of touching the guarded data. Either way the totals agree.
#include <atomic>
#include <cassert>
#include <chrono>
#include <mutex>
#include <thread>
std::timed_mutex m;
int guarded = 0;
std::atomic<int> missed{0};
void attempt() {
  if (m.try_lock_for(std::chrono::milliseconds(5))) {
    std::lock_guard<std::timed_mutex> g(m, std::adopt_lock);
    ++guarded;
  } else {
    missed.fetch_add(1);
  }
}
int main() {
  std::thread a(attempt), b(attempt);
  a.join();
  b.join();
  assert(guarded + missed.load() == 2);
  return 0;
}
