// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// A spinning barrier of three threads on two std::atomic<int>s, used for two rounds: the last
// arriver resets the arrival count and then bumps the generation; the others spin (yielding)
// until the generation moves. Each round's writes are read only after the barrier.
#include <atomic>
#include <cassert>
#include <thread>
constexpr int kThreads = 3;
class SpinBarrier {
 public:
  void arrive_and_wait() {
    const int gen = generation_.load(std::memory_order_acquire);
    if (arrived_.fetch_add(1, std::memory_order_acq_rel) == kThreads - 1) {
      arrived_.store(0, std::memory_order_relaxed);
      generation_.fetch_add(1, std::memory_order_release);
    } else {
      while (generation_.load(std::memory_order_acquire) == gen) std::this_thread::yield();
    }
  }
 private:
  std::atomic<int> arrived_{0};
  std::atomic<int> generation_{0};
};
SpinBarrier barrier;
int slot[kThreads];
int sums[kThreads];
void work(int id) {
  slot[id] = id + 1;
  barrier.arrive_and_wait();
  sums[id] = slot[(id + 1) % kThreads];
  barrier.arrive_and_wait();
  slot[id] = 0;
}
int main() {
  std::thread a(work, 1), b(work, 2);
  work(0);
  a.join();
  b.join();
  assert(sums[0] == 2 && sums[1] == 3 && sums[2] == 1);
  return 0;
}
