// expect: deadlock
// flags: -std=c++20
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// An early return on the "already cached" path skips the manual unlock.
#include <mutex>
#include <thread>
std::mutex m;
int cached = -1;
int compute(int key) {
  m.lock();
  if (cached == key) return key;  // forgot m.unlock()
  cached = key;
  m.unlock();
  return key;
}
int main() {
  std::thread a([] { compute(3); compute(3); });
  std::thread b([] { compute(4); });
  a.join();
  b.join();
  return 0;
}
