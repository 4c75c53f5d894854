// expect: data-race, assertion
// algos: sdpor,pop,dc,qpor
// std::timed_mutex::try_lock_until retried with a deadline from a helper; the second worker
// adds without taking the mutex, so the two updates race and one can be lost.
#include <cassert>
#include <chrono>
#include <mutex>
#include <thread>
static std::timed_mutex m;
static int total;
static std::chrono::steady_clock::time_point deadline_after(std::chrono::microseconds budget) {
  return std::chrono::steady_clock::now() + budget;
}
static void add_one_locked() {
  while (!m.try_lock_until(deadline_after(std::chrono::microseconds(200)))) {
  }
  total = total + 1;
  m.unlock();
}
static void add_one_unlocked() { total = total + 1; }
int main() {
  std::thread a(add_one_locked), b(add_one_unlocked);
  a.join();
  b.join();
  assert(total == 2);
  return 0;
}
