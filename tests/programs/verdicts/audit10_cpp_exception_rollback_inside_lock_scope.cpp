// expect: none
// algos: sdpor,pop,qpor,dc
// classes: 3
// time-limit: 10
// A two-field update that can throw half-way: the try block sits inside the lock_guard's
// scope, so the catch handler restores the invariant (a + b == 10) before the lock is
// released, and a concurrent reader under the same mutex never sees it broken.
#include <cassert>
#include <mutex>
#include <stdexcept>
#include <thread>
static std::mutex m;
static int a = 4, b = 6;
static void move_units(int n) {
  std::lock_guard<std::mutex> g(m);
  try {
    a -= n;
    if (a < 0) throw std::runtime_error("overdraft");
    b += n;
  } catch (const std::runtime_error &) {
    a += n;
  }
}
static bool invariant_seen = true;
int main() {
  std::thread writer([] {
    move_units(3);
    move_units(3);
  });
  std::thread reader([] {
    std::lock_guard<std::mutex> g(m);
    invariant_seen = (a + b == 10);
  });
  writer.join();
  reader.join();
  assert(invariant_seen);
  assert(a == 1 && b == 9);
  return 0;
}
