// expect: none
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// std::timed_mutex::try_lock_for: a thread that times out counts a skip instead of the work;
// every attempt is either done or skipped.
#include <cassert>
#include <chrono>
#include <mutex>
#include <thread>
std::timed_mutex tm;
std::mutex stats;
int done, skipped;
int main() {
  auto attempt = [] {
    if (tm.try_lock_for(std::chrono::milliseconds(5))) {
      std::lock_guard<std::mutex> g(stats);
      ++done;
      tm.unlock();
    } else {
      std::lock_guard<std::mutex> g(stats);
      ++skipped;
    }
  };
  std::thread a(attempt), b(attempt);
  a.join();
  b.join();
  assert(done + skipped == 2 && done >= 1);
  return 0;
}
