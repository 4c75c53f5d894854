// expect: assertion
// algos: sdpor,pop,dc
// (dfs: the naive interleaving of std::thread start-up runs past the 2 s limit; it finds the bug)
// A third shape of the multi-object wait gap (docs/runtime.md, Spin loops, Known limits):
// std::thread and std::atomic, the waiter polls three flags through a helper that scans
// them, and the bug needs it to block with all clear and be woken by the LAST flag while
// the first is still clear.
#include <atomic>
#include <cassert>
#include <thread>
std::atomic<int> flags[3];
static bool any_set() { return flags[0].load() || flags[1].load() || flags[2].load(); }
int main() {
  std::thread waiter([] {
    int idle = 0;
    while (!any_set()) idle++;
    assert(!(idle > 0 && !flags[0].load() && !flags[1].load()));  // bug: woken by flags[2] alone
  });
  std::thread s0([] { flags[0].store(1); });
  std::thread s2([] { flags[2].store(1); });
  waiter.join();
  s0.join();
  s2.join();
  return 0;
}
