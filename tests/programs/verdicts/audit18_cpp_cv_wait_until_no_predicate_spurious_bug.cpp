// expect: assertion
// flags: --spurious-wakeups
// algos: sdpor,pop,dc
// (sdpor, pop, dc: 8 executions since branch audit18; 4 and no bug before)
// std::condition_variable::wait_until WITHOUT a predicate and a steady_clock deadline: a consumer
// waits for a result until a deadline; on timeout it records a fallback, otherwise it consumes
// the result when the wait did not time out, without checking the flag: the notify may come
// before the wait (then it times out although the result is there, which is handled) or a
// spurious wake-up may end the wait before the producer ran: consumed with no result.
#include <cassert>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
static std::mutex m;
static std::condition_variable cv;
static bool has_result = false, consumed = false, fell_back = false;

int main() {
  std::thread producer([] {
    std::lock_guard<std::mutex> g(m);
    has_result = true;
    cv.notify_one();
  });
  {
    std::unique_lock<std::mutex> lock(m);
    auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(50);
    if (cv.wait_until(lock, deadline) == std::cv_status::no_timeout) { /* BUG: no predicate */
      assert(has_result);
      has_result = false;
      consumed = true;
    } else {
      fell_back = true;
    }
  }
  producer.join();
  assert(consumed != fell_back);
  assert(!(consumed && has_result));
  if (fell_back) assert(has_result);
  return 0;
}
