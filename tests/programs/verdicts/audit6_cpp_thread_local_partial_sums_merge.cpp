// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// Each thread sums into a thread_local, then merges into the global total under a mutex.
#include <cassert>
#include <mutex>
#include <thread>
thread_local long partial = 0;
long total = 0;
std::mutex m;
void work(int from, int to) {
  for (int i = from; i < to; ++i) partial += i;
  std::lock_guard<std::mutex> g(m);
  total += partial;
}
int main() {
  std::thread a(work, 0, 3), b(work, 3, 6);
  a.join();
  b.join();
  assert(total == 15 && partial == 0);
  return 0;
}
