// expect: none
// algos: sdpor,pop,dc
// time-limit: 15
// (15 s: dc explores this program natively since branch dclib and is much slower than pop here,
// 0.7-2.6 s against 0.02-0.03 s on an idle machine: an open dc speed gap, issue 15.)
// (not dfs: without reduction it does not finish within the time limit; not qpor, which does
// not model atomic operations or the synchronisation primitives used here)
// std::shared_timed_mutex: readers try_lock_shared_for and skip on timeout; the writer uses
// try_lock_until then falls back to lock(); a reader that got in sees a consistent pair.
#include <cassert>
#include <chrono>
#include <mutex>
#include <shared_mutex>
#include <thread>
static std::shared_timed_mutex rw;
static int first, second;
int main() {
  using namespace std::chrono_literals;
  auto reader = [] {
    if (rw.try_lock_shared_for(10ms)) {
      assert(first == second);
      rw.unlock_shared();
    }
  };
  std::thread r1(reader), r2(reader);
  std::thread w([] {
    if (!rw.try_lock_until(std::chrono::steady_clock::now() + 10ms)) rw.lock();
    first = 1;
    second = 1;
    rw.unlock();
  });
  r1.join();
  r2.join();
  w.join();
  assert(first == 1 && second == 1);
  return 0;
}
