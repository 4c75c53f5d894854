// expect: assertion
// wait_until's result ignored: after a timeout the consumer uses the value as if it were
// ready.
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
    cv.wait_until(lk, std::chrono::steady_clock::now() + std::chrono::milliseconds(50), [&] { return ready; });
    assert(value == 9);
  }
  producer.join();
  return 0;
}
