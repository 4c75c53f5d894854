// expect: assertion, data-race
// algos: sdpor,pop,qpor,dc
// classes: 4
// time-limit: 10
// The rollback twin whose try block encloses the lock_guard: the exception unwinds the guard
// (releasing the mutex) before the handler restores the field, so the reader can take the
// mutex in between and see the invariant broken.
#include <cassert>
#include <mutex>
#include <stdexcept>
#include <thread>
static std::mutex m;
static int a = 4, b = 6;
static void move_units(int n) {
  try {
    std::lock_guard<std::mutex> g(m);
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
  return 0;
}
