// expect: assertion, data-race
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// std::call_once whose first attempt throws; the thread that got the exception swallows it
// and uses the resource as if it were initialised. It reads 0 (the assertion) or reads it
// while the other thread's successful attempt writes it (no happens-before: the thrower left
// call_once before the other entered it).
#include <cassert>
#include <mutex>
#include <stdexcept>
#include <thread>
std::once_flag init_flag;
int attempts;
int resource;
void init() {
  if (++attempts == 1) throw std::runtime_error("transient");
  resource = 42;
}
void use(int *out) {
  try {
    std::call_once(init_flag, init);
  } catch (const std::runtime_error &) {
  }
  *out = resource;
}
int main() {
  int a = 0, b = 0;
  std::thread t1(use, &a), t2(use, &b);
  t1.join();
  t2.join();
  assert(a == 42 && b == 42);
  return 0;
}
