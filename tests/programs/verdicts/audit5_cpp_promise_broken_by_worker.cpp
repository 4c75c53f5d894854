// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// The worker owns the promise and drops it without a value: get() throws
// future_error(broken_promise).
#include <cassert>
#include <future>
#include <thread>
int main() {
  std::promise<int> p;
  std::future<int> f = p.get_future();
  std::thread w([p = std::move(p)]() mutable { std::promise<int> dropped = std::move(p); });
  bool broken = false;
  try {
    (void)f.get();
  } catch (const std::future_error &e) {
    broken = e.code() == std::future_errc::broken_promise;
  }
  w.join();
  assert(broken);
  return 0;
}
