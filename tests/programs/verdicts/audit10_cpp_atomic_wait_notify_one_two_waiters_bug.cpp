// expect: deadlock
// algos: sdpor,pop,dc
// classes: 550
// flags: -std=c++20
// time-limit: 10
// The start-gate twin that calls notify_one with two workers waiting: when both are already
// blocked in wait(0), only one is woken and main's join of the other never returns.
#include <atomic>
#include <cassert>
#include <thread>
static int config = 0;
static std::atomic<int> go{0};
static int seen[2];
int main() {
  auto work = [](int me) {
    go.wait(0);
    seen[me] = config;
  };
  std::thread a(work, 0), b(work, 1);
  config = 7;
  go.store(1);
  go.notify_one();
  a.join();
  b.join();
  assert(seen[0] == 7 && seen[1] == 7);
  return 0;
}
