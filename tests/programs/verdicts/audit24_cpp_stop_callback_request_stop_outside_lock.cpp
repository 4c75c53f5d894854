// expect: none
// algos: pop,sdpor,dc
// flags: -std=c++20
// (Not dfs: its naive interleaving of std::thread's internals exceeds the time limit.)
// Twin of audit24_cpp_stop_callback_locks_mutex_held_by_requester_bug.cpp: the controller
// reads the state under the mutex, unlocks, then calls request_stop(). The callback (run by
// whichever thread gets there: main inside request_stop() when the worker registered first,
// or the worker inside the stop_callback constructor when stop was already requested) takes
// the mutex, which nobody holds across the call. stop_callback's destructor waits for a
// callback that is running on another thread, so `stopping` is set before join returns.
#include <cassert>
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
    assert(!stopping);
  }
  source.request_stop();
  worker.join();
  std::lock_guard<std::mutex> guard(state_mutex);
  (void)stopping;
  return 0;
}
