// expect: none
// algos: sdpor,pop,dc,qpor
// std::scoped_lock on two mutexes named in opposite orders: the deadlock-avoiding std::lock.
#include <cassert>
#include <mutex>
#include <thread>
std::mutex a, b;
int x = 0, y = 0;
int main() {
  std::thread t1([] { std::scoped_lock lk(a, b); ++x; ++y; });
  std::thread t2([] { std::scoped_lock lk(b, a); ++x; ++y; });
  t1.join();
  t2.join();
  assert(x == 2 && y == 2);
}
