// expect: data-race, deadlock
// algos: pop,sdpor,dc
// flags: -std=c++20
// The stop_callback of audit25_cpp_jthread_stop_callback_plain_cv_job.cpp sets `stopping` and
// notifies WITHOUT the mutex: it runs on main (the requester) while the worker reads
// `stopping` in its predicate under the mutex: a data race; and the notification can fall
// between the worker's predicate check and its wait (a lost wake-up): the worker sleeps
// forever and main's join waits for it, a deadlock. Natively 0 of 200 runs hung.
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
