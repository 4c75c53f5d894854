// expect: none
// algos: sdpor,pop,dc,qpor
// time-limit: 15
// (15 s: dc explores this program natively since branch dclib and is much slower than pop here,
// 0.7-2.6 s against 0.02-0.03 s on an idle machine: an open dc speed gap, issue 15.)
// std::scoped_lock of three mutexes, in rotated orders by three threads: each critical
// section moves one unit around a ring, so the sum stays 30.
#include <cassert>
#include <mutex>
#include <thread>
std::mutex a, b, c;
int ra = 10, rb = 10, rc = 10;
void run(std::mutex& m1, std::mutex& m2, std::mutex& m3, int& from, int& to) {
  std::scoped_lock lk(m1, m2, m3);
  --from;
  ++to;
  assert(ra + rb + rc == 30);
}
int main() {
  std::thread t1(run, std::ref(a), std::ref(b), std::ref(c), std::ref(ra), std::ref(rb));
  std::thread t2(run, std::ref(b), std::ref(c), std::ref(a), std::ref(rb), std::ref(rc));
  std::thread t3(run, std::ref(c), std::ref(a), std::ref(b), std::ref(rc), std::ref(ra));
  t1.join();
  t2.join();
  t3.join();
  assert(ra == 10 && rb == 10 && rc == 10);
}
