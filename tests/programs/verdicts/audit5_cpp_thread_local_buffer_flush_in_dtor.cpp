// expect: none
// algos: sdpor,pop,qpor,dc
// time-limit: 15
// (15 s: dc explores this program natively since branch dclib and is much slower than pop here,
// 0.7-2.6 s against 0.02-0.03 s on an idle machine: an open dc speed gap, issue 15.)
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// Each thread buffers into a thread_local object whose destructor flushes the buffer into a
// global total under a mutex at thread exit; main reads the total after join.
#include <cassert>
#include <mutex>
#include <thread>
#include <vector>
std::mutex total_mutex;
int total;
struct LocalBuffer {
  std::vector<int> items;
  ~LocalBuffer() {
    std::lock_guard<std::mutex> g(total_mutex);
    for (int v : items) total += v;
  }
};
thread_local LocalBuffer buffer;
void produce(int v) {
  buffer.items.push_back(v);
  buffer.items.push_back(v);
}
int main() {
  std::thread a(produce, 1), b(produce, 10);
  a.join();
  b.join();
  std::lock_guard<std::mutex> g(total_mutex);
  assert(total == 22);
  return 0;
}
