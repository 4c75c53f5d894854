// expect: none
// algos: sdpor,pop,dc
// classes: 16
// time-limit: 10
// (DFS finishes with 16 classes in 7 s, past the corpus limit)
// A Chase-Lev work-stealing deque (fixed capacity, seq_cst atomics): the owner pushes two
// tasks and takes one from the bottom while a thief steals from the top; the last element
// is contended with a CAS on top by both sides. Every task is run exactly once.
#include <atomic>
#include <cassert>
#include <thread>
constexpr long kCap = 4;
static std::atomic<long> top{0}, bottom{0};
static std::atomic<int> slots[kCap];
static int runs[3];
static void push(int task) {
  long b = bottom.load();
  slots[b % kCap].store(task);
  bottom.store(b + 1);
}
static int take() {
  long b = bottom.load() - 1;
  bottom.store(b);
  long t = top.load();
  if (t > b) {
    bottom.store(b + 1);
    return -1;
  }
  int task = slots[b % kCap].load();
  if (t == b) {
    if (!top.compare_exchange_strong(t, t + 1)) task = -1;
    bottom.store(b + 1);
  }
  return task;
}
static int steal() {
  long t = top.load();
  long b = bottom.load();
  if (t >= b) return -1;
  int task = slots[t % kCap].load();
  if (!top.compare_exchange_strong(t, t + 1)) return -1;
  return task;
}
int main() {
  push(1);
  push(2);
  std::thread thief([] {
    int task = steal();
    if (task > 0) runs[task]++;
  });
  int task;
  while ((task = take()) > 0) runs[task]++;
  thief.join();
  assert(runs[1] == 1 && runs[2] == 1);
  return 0;
}
