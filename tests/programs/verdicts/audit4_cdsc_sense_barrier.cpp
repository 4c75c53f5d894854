// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// CDSChecker's spinning barrier (sense reversal, std::atomic): two threads, two phases; data
// written before the barrier is seen after it.
#include <atomic>
#include <cassert>
#include <thread>
struct spinning_barrier {
  explicit spinning_barrier(unsigned n) : n_(n), nwait_(0), step_(0) {}
  void wait() {
    unsigned step = step_.load();
    if (nwait_.fetch_add(1) == n_ - 1) {
      nwait_.store(0);
      step_.fetch_add(1);
    } else {
      while (step_.load() == step) std::this_thread::yield();
    }
  }
  const unsigned n_;
  std::atomic<unsigned> nwait_, step_;
};
spinning_barrier barrier(2);
int slots[2];
int main() {
  auto work = [](int me) {
    slots[me] = me + 1;
    barrier.wait();
    assert(slots[1 - me] == 2 - me);
    barrier.wait();
  };
  std::thread a(work, 0), b(work, 1);
  a.join();
  b.join();
  return 0;
}
