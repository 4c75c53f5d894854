// expect: none
// algos: sdpor,pop,dc
// (sdpor, pop, dc: 4 executions; DFS does not finish in 10 s)
// std::condition_variable::wait_until with a predicate and a steady_clock deadline: a consumer
// waits for a result until a deadline; on timeout it records a fallback, otherwise it consumes
// the result. Either way the state is consistent: exactly one of the two happened, and a result
// that was produced is either consumed or still there.
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
    if (cv.wait_until(lock, deadline, [] { return has_result; })) {
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
