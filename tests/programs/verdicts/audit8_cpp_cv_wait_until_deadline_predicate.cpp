// expect: none
// algos: sdpor,pop,dc
// (not dfs: without reduction it does not finish within the time limit; not qpor, which does
// not model atomic operations or the synchronisation primitives used here)
// std::condition_variable::wait_until with a steady_clock deadline and a predicate: on
// timeout the consumer falls back to an untimed wait, so it always sees the value.
#include <cassert>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
int main() {
  std::mutex m;
  std::condition_variable cv;
  bool ready = false;
  int value = 0;
  std::thread producer([&] {
    std::lock_guard<std::mutex> g(m);
    value = 9;
    ready = true;
    cv.notify_one();
  });
  {
    std::unique_lock<std::mutex> lk(m);
    auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(50);
    if (!cv.wait_until(lk, deadline, [&] { return ready; })) cv.wait(lk, [&] { return ready; });
    assert(value == 9);
  }
  producer.join();
  return 0;
}
