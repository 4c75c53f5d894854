// expect: none
// algos: sdpor,pop,dc
// std::condition_variable with a predicate wait under std::unique_lock, std::lock_guard on
// the producer side, notify_all; two consumers take one item each.
#include <cassert>
#include <condition_variable>
#include <mutex>
#include <thread>
std::mutex m;
std::condition_variable cv;
int items = 0, taken = 0;
void consumer() {
  std::unique_lock<std::mutex> lk(m);
  cv.wait(lk, [] { return items > 0; });
  items--;
  taken++;
}
int main() {
  std::thread c1(consumer), c2(consumer);
  {
    std::lock_guard<std::mutex> g(m);
    items = 2;
  }
  cv.notify_all();
  c1.join();
  c2.join();
  assert(taken == 2 && items == 0);
  return 0;
}
