// expect: none
// algos: sdpor,pop,dc,qpor
// complete: no
// std::try_lock of two mutexes against a std::scoped_lock of the same two: all or nothing.
// The trylocks could see the real scoped_lock in states braid's model of std::lock (one
// std::lock at a time takes its mutexes) does not reach: the verdict says so (std-lock-model).
#include <cassert>
#include <mutex>
#include <thread>
std::mutex a, b;
int x = 0, y = 0;
int main() {
  std::thread t1([] {
    std::scoped_lock lk(b, a);
    ++x;
    ++y;
  });
  bool took = false;
  if (std::try_lock(a, b) == -1) {
    took = true;
    ++x;
    ++y;
    a.unlock();
    b.unlock();
  }
  t1.join();
  assert(x == y && x == (took ? 2 : 1));
}
