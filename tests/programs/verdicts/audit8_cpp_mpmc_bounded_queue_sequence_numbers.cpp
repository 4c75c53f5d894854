// expect: none
// algos: sdpor,pop,dc
// (not dfs: without reduction it does not finish within the time limit; not qpor, which does
// not model atomic operations or the synchronisation primitives used here)
// time-limit: 8
// A bounded MPMC queue with per-cell sequence numbers (the array-of-cells design popularised
// by Vyukov): two producers enqueue one value each, one consumer dequeues both, retrying
// while the queue is empty; each value arrives exactly once.
#include <atomic>
#include <cassert>
#include <cstddef>
#include <thread>
template <std::size_t N> class MpmcQueue {
  struct Cell { std::atomic<std::size_t> seq; int data; };
  Cell cells_[N];
  std::atomic<std::size_t> enq_{0}, deq_{0};

 public:
  MpmcQueue() {
    for (std::size_t i = 0; i < N; i++) cells_[i].seq.store(i, std::memory_order_relaxed);
  }
  bool push(int v) {
    std::size_t pos = enq_.load(std::memory_order_relaxed);
    for (;;) {
      Cell &c = cells_[pos % N];
      std::size_t seq = c.seq.load(std::memory_order_acquire);
      if (seq == pos) {
        if (enq_.compare_exchange_weak(pos, pos + 1, std::memory_order_relaxed)) {
          c.data = v;
          c.seq.store(pos + 1, std::memory_order_release);
          return true;
        }
      } else if (seq < pos) {
        return false;  // full
      } else {
        pos = enq_.load(std::memory_order_relaxed);
      }
    }
  }
  bool pop(int &out) {
    std::size_t pos = deq_.load(std::memory_order_relaxed);
    for (;;) {
      Cell &c = cells_[pos % N];
      std::size_t seq = c.seq.load(std::memory_order_acquire);
      if (seq == pos + 1) {
        if (deq_.compare_exchange_weak(pos, pos + 1, std::memory_order_relaxed)) {
          out = c.data;
          c.seq.store(pos + N, std::memory_order_release);
          return true;
        }
      } else if (seq < pos + 1) {
        return false;  // empty
      } else {
        pos = deq_.load(std::memory_order_relaxed);
      }
    }
  }
};
static MpmcQueue<2> q;
int main() {
  std::thread p1([] { assert(q.push(1)); });
  std::thread p2([] { assert(q.push(2)); });
  int seen = 0;
  for (int got = 0; got < 2;) {
    int v;
    if (q.pop(v)) {
      seen |= 1 << v;
      got++;
    }
  }
  p1.join();
  p2.join();
  assert(seen == 6);
  return 0;
}
