// expect: none
// algos: pop,sdpor,dc
// flags: -std=c++20
// A std::jthread worker registers a std::stop_callback that sets `stopping` under the mutex and
// notifies a plain std::condition_variable; main queues one job under the mutex and the
// jthread's destructor requests stop, which runs the callback on main. The worker waits for a
// job or the stop flag and handles the job before leaving (the job is queued before stop is
// requested, and the predicate re-checks both under the mutex), so 7 is always handled.
// Natively (g++ -O0, 200 runs) always 7. The callback without the mutex is
// audit25_cpp_jthread_stop_callback_unlocked_flag_bug.cpp.
#include <cassert>
#include <condition_variable>
#include <mutex>
#include <stop_token>
#include <thread>
std::mutex m;
std::condition_variable cv;
int job = -1;
bool stopping;
int handled;
int main() {
  {
    std::jthread worker([](std::stop_token st) {
      std::stop_callback on_stop(st, [] {
        std::lock_guard<std::mutex> g(m);
        stopping = true;
        cv.notify_all();
      });
      std::unique_lock<std::mutex> lk(m);
      for (;;) {
        cv.wait(lk, [] { return job >= 0 || stopping; });
        if (job >= 0) { handled += job; job = -1; continue; }
        return;
      }
    });
    std::lock_guard<std::mutex> g(m);
    job = 7;
    cv.notify_one();
  }
  assert(handled == 7);
  return 0;
}
