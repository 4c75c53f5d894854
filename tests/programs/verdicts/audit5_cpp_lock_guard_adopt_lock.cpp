// expect: none
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// m.lock() (or a successful try_lock) first, then std::lock_guard with std::adopt_lock
// takes over the unlock.
#include <cassert>
#include <mutex>
#include <thread>
std::mutex m;
int hits;
void hit() {
  while (!m.try_lock()) std::this_thread::yield();
  std::lock_guard<std::mutex> g(m, std::adopt_lock);
  ++hits;
}
void hit_blocking() {
  m.lock();
  std::lock_guard<std::mutex> g(m, std::adopt_lock);
  ++hits;
}
int main() {
  std::thread a(hit), b(hit_blocking);
  a.join();
  b.join();
  assert(hits == 2);
  return 0;
}
