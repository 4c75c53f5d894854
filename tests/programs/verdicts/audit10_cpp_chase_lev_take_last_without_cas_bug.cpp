// expect: assertion
// algos: sdpor,pop,dc
// classes: 18
// time-limit: 10
// (DFS finishes with 18 classes in 6 s)
// The Chase-Lev twin whose take does not CAS top for the last element: the owner and the
// thief can both take the same (last) task, which then runs twice.
#include <atomic>
#include <cassert>
#include <thread>
constexpr long kCap = 4;
static std::atomic<long> top{0}, bottom{0};
static std::atomic<int> slots[kCap];
static std::atomic<int> run_count[3];
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
    top.store(t + 1);
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
    if (task > 0) run_count[task]++;
  });
  int task;
  while ((task = take()) > 0) run_count[task]++;
  thief.join();
  assert(run_count[1] == 1 && run_count[2] == 1);
  return 0;
}
