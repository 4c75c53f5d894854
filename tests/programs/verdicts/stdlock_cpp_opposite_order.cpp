// expect: none
// algos: sdpor,pop,dc,qpor
// std::lock of two mutexes named in opposite orders by two threads: modelled without
// libstdc++'s retry livelock (docs/runtime.md, "std::lock").
#include <cassert>
#include <mutex>
#include <thread>
std::mutex a, b;
int x = 0, y = 0;
void take(std::mutex& first, std::mutex& second) {
  std::lock(first, second);
  ++x;
  ++y;
  first.unlock();
  second.unlock();
}
int main() {
  std::thread t1(take, std::ref(a), std::ref(b));
  std::thread t2(take, std::ref(b), std::ref(a));
  t1.join();
  t2.join();
  assert(x == 2 && y == 2);
}
