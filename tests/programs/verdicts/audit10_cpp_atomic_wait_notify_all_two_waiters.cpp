// expect: none
// algos: sdpor,pop,dc
// classes: 598
// flags: -std=c++20
// time-limit: 10
// A start gate with C++20 atomic wait/notify: two workers block in `go.wait(0)` until main
// stores 1 and calls notify_all; both then see the configuration main wrote first.
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
  go.notify_all();
  a.join();
  b.join();
  assert(seen[0] == 7 && seen[1] == 7);
  return 0;
}
