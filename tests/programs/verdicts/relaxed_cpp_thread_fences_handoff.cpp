// expect: none
// classes: 2
// algos: sdpor,pop,dc
// (Not dfs: it interleaves every event of std::vector's code, 339,648 executions for 2 classes; not qpor, which refuses atomics.)
// C++ fences around relaxed flag accesses: the release fence before the relaxed store and the
// acquire fence after the relaxed load that saw it synchronise, so the hand-off is race-free.
#include <atomic>
#include <cassert>
#include <thread>
#include <vector>
std::vector<int> items;
std::atomic<int> ready{0};
int main() {
  std::thread producer([] {
    items.push_back(1);
    items.push_back(2);
    std::atomic_thread_fence(std::memory_order_release);
    ready.store(1, std::memory_order_relaxed);
  });
  if (ready.load(std::memory_order_relaxed) == 1) {
    std::atomic_thread_fence(std::memory_order_acquire);
    assert(items.size() == 2 && items[1] == 2);
  }
  producer.join();
  return 0;
}
