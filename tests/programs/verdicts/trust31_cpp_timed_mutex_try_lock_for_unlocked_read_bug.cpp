// expect: data-race, assertion
// std::timed_mutex::try_lock_for retried until it succeeds; main publishes the value after
// unlocking, so the worker's read under the lock races with main's write and can see 0.
#include <cassert>
#include <chrono>
#include <mutex>
#include <thread>
static std::timed_mutex m;
static int value;
int main() {
  m.lock();
  std::thread worker([] {
    while (!m.try_lock_for(std::chrono::milliseconds(1))) {
    }
    int seen = value;
    m.unlock();
    assert(seen == 1);
  });
  m.unlock();
  value = 1;
  worker.join();
  return 0;
}
