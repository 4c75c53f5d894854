// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// flags: -std=c++20
// A std::stop_callback registered in the worker sets a flag (from whichever thread calls
// request_stop); the worker waits for it on a condition_variable with a predicate.
#include <cassert>
#include <condition_variable>
#include <mutex>
#include <stop_token>
#include <thread>
int main() {
  std::mutex m;
  std::condition_variable cv;
  bool cancelled = false;
  int rounds = 0;
  {
    std::jthread worker([&](std::stop_token st) {
      std::stop_callback on_stop(st, [&] {
        std::lock_guard<std::mutex> g(m);
        cancelled = true;
        cv.notify_all();
      });
      std::unique_lock<std::mutex> lk(m);
      cv.wait(lk, [&] { return cancelled; });
      ++rounds;
    });
  }  // ~jthread: request_stop() then join()
  assert(cancelled && rounds == 1);
  return 0;
}
