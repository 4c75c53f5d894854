// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// Opportunistic flush: a thread that finds the mutex busy skips the work; the guarded
// counter is touched only while the lock is owned.
#include <cassert>
#include <mutex>
#include <thread>
std::mutex m;
int flushed = 0;
void maybe_flush() {
  std::unique_lock<std::mutex> lk(m, std::try_to_lock);
  if (!lk.owns_lock()) return;
  ++flushed;
}
int main() {
  std::thread a(maybe_flush), b(maybe_flush);
  a.join();
  b.join();
  assert(flushed >= 1 && flushed <= 2);
  return 0;
}
