// expect: assertion
// algos: sdpor,pop,dc,qpor
// std::scoped_lock of three mutexes, in rotated orders by three threads; the check of the
// order of the critical sections is wrong: some thread may go first.
#include <cassert>
#include <mutex>
#include <thread>
std::mutex a, b, c;
int order[3], next = 0;
void run(int id, std::mutex& m1, std::mutex& m2, std::mutex& m3) {
  std::scoped_lock lk(m1, m2, m3);
  order[next++] = id;
}
int main() {
  std::thread t1(run, 1, std::ref(a), std::ref(b), std::ref(c));
  std::thread t2(run, 2, std::ref(b), std::ref(c), std::ref(a));
  std::thread t3(run, 3, std::ref(c), std::ref(a), std::ref(b));
  t1.join();
  t2.join();
  t3.join();
  assert(next == 3);
  assert(order[0] == 1);  // wrong: t2 or t3 may take the three mutexes first
}
