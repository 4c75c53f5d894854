// expect: none
// algos: pop,sdpor,dc
// flags: -std=c++20
// (Not dfs: its naive interleaving of std::thread's internals exceeds the time limit.)
// C++20 std::atomic_ref<double> over a plain double member: two workers fetch_add into the
// same double through atomic_ref (libstdc++ implements the floating fetch_add as a
// compare-exchange loop), then main reads the plain object after the joins (allowed: no
// atomic_ref is alive then, and the joins order every atomic access before the read).
#include <atomic>
#include <cassert>
#include <thread>
struct Stats {
  double seconds = 0.0;
};
int main() {
  Stats stats;
  auto work = [&stats] {
    std::atomic_ref<double> seconds(stats.seconds);
    seconds.fetch_add(0.25, std::memory_order_relaxed);
    seconds.fetch_add(0.25, std::memory_order_relaxed);
  };
  std::thread a(work), b(work);
  a.join();
  b.join();
  assert(stats.seconds == 1.0);
  return 0;
}
