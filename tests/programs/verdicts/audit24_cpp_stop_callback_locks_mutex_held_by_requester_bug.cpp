// expect: deadlock
// algos: pop,sdpor,dc
// flags: -std=c++20
// (Not dfs: its naive interleaving of std::thread's internals exceeds the time limit.)
// A std::stop_callback registered by a worker locks the state mutex to set a flag. The
// controller calls request_stop() while holding that same mutex. request_stop() runs the
// registered callbacks on the requesting thread, synchronously, so the callback's lock of a
// std::mutex the thread already holds never succeeds (undefined for std::mutex, a
// self-deadlock with glibc's default mutex). The callback is registered only once the
// worker started, so in the schedules where main's request_stop() comes first the callback
// runs in the worker's constructor of stop_callback (stop already requested: it runs
// immediately, on the worker, and main has not ... the worker then waits for the mutex
// main releases): no deadlock there; it deadlocks when the worker registered first.
// The twin audit24_cpp_stop_callback_request_stop_outside_lock.cpp calls request_stop() after
// unlocking.
#include <mutex>
#include <stop_token>
#include <thread>
std::mutex state_mutex;
bool stopping = false;
int main() {
  std::stop_source source;
  std::thread worker([token = source.get_token()] {
    std::stop_callback on_stop(token, [] {
      std::lock_guard<std::mutex> guard(state_mutex);
      stopping = true;
    });
  });
  {
    std::lock_guard<std::mutex> guard(state_mutex);
    source.request_stop();
  }
  worker.join();
  return 0;
}
