// expect: none
// algos: pop,sdpor,dc
// flags: -std=c++20
// A std::jthread worker polls its stop_token in a loop and takes jobs under a mutex; main
// queues two jobs under the mutex, then the jthread's destructor requests stop. The worker
// reads stop_requested() BEFORE looking at the queue and leaves only when that earlier read
// said stop and the queue was empty: request_stop happens after the jobs were queued, so an
// empty queue seen after a stop-requested read means both were handled. Natively 200 of 200.
// The twin audit25_cpp_jthread_stop_token_polled_after_queue_bug.cpp checks it after.
#include <cassert>
#include <mutex>
#include <stop_token>
#include <thread>
std::mutex m;
int queued;
int handled;
int main() {
  {
    std::jthread worker([](std::stop_token st) {
      for (;;) {
        bool stop = st.stop_requested();
        {
          std::lock_guard<std::mutex> g(m);
          if (queued > 0) { --queued; ++handled; continue; }
        }
        if (stop) return;
        std::this_thread::yield();
      }
    });
    std::lock_guard<std::mutex> g(m);
    queued = 2;
  }
  assert(handled == 2);
  return 0;
}
