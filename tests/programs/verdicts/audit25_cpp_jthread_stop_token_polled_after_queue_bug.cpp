// expect: assertion
// algos: pop,sdpor,dc
// flags: -std=c++20
// The poll of audit25_cpp_jthread_stop_token_polled_drain.cpp with stop_requested() read AFTER
// finding the queue empty: the worker can find the queue empty before main queues the jobs,
// then see stop requested (main queued and requested meanwhile) and leave with both jobs
// unhandled: `handled == 2` fails. Natively 0 of 200 runs failed.
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
        if (st.stop_requested()) return;
        std::this_thread::yield();
      }
    });
    std::lock_guard<std::mutex> g(m);
    queued = 2;
  }
  assert(handled == 2);
  return 0;
}
