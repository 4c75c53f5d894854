// expect: none
// algos: sdpor,pop,dc,qpor
// std::timed_mutex::try_lock_until retried with a deadline from a helper (steady_clock::now()
// plus a budget, computed in the helper and returned by value); two workers each add one under
// the mutex, so the total is 2. The time read reaches only the wait (trust31).
#include <cassert>
#include <chrono>
#include <mutex>
#include <thread>
static std::timed_mutex m;
static int total;
static std::chrono::steady_clock::time_point deadline_after(std::chrono::microseconds budget) {
  return std::chrono::steady_clock::now() + budget;
}
static void add_one() {
  while (!m.try_lock_until(deadline_after(std::chrono::microseconds(200)))) {
  }
  total = total + 1;
  m.unlock();
}
int main() {
  std::thread a(add_one), b(add_one);
  a.join();
  b.join();
  assert(total == 2);
  return 0;
}
