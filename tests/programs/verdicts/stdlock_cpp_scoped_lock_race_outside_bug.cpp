// expect: data-race
// algos: sdpor,pop,dc,qpor
// std::scoped_lock of two mutexes in opposite orders protects x, but y is written after the
// lock is released: a data race braid's model of std::lock must not hide.
#include <mutex>
#include <thread>
std::mutex a, b;
int x = 0, y = 0;
int main() {
  std::thread t1([] {
    { std::scoped_lock lk(a, b); ++x; }
    ++y;
  });
  std::thread t2([] {
    { std::scoped_lock lk(b, a); ++x; }
    ++y;
  });
  t1.join();
  t2.join();
}
