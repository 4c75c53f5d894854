// algos: sdpor,pop,dc
// expect: none
// condition_variable_any::wait_for with a predicate against a notify.
#include <thread>
#include <mutex>
#include <condition_variable>
#include <chrono>
#include <cassert>
std::mutex m; std::condition_variable_any cv; bool ready = false; int timeouts = 0;
int main() {
  std::thread t([] {
    std::unique_lock lk(m);
    if (!cv.wait_for(lk, std::chrono::milliseconds(5), [] { return ready; })) timeouts++;
  });
  { std::lock_guard g(m); ready = true; }
  cv.notify_one();
  t.join();
  assert(timeouts <= 1);
}
