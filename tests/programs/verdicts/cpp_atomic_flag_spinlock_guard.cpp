// expect: none
// algos: sdpor,pop,dc
// A spinlock on std::atomic_flag (test_and_set / clear with acquire/release) wrapped in an
// RAII guard; three threads push into a std::vector under it.
#include <atomic>
#include <cassert>
#include <thread>
#include <vector>
class Spin {
  std::atomic_flag f = ATOMIC_FLAG_INIT;
 public:
  void lock() { while (f.test_and_set(std::memory_order_acquire)) {} }
  void unlock() { f.clear(std::memory_order_release); }
};
struct Guard {
  Spin &s;
  explicit Guard(Spin &s) : s(s) { s.lock(); }
  ~Guard() { s.unlock(); }
};
Spin spin;
std::vector<int> *values;
void add(int v) { Guard g(spin); values->push_back(v); }
int main() {
  values = new std::vector<int>();
  values->reserve(8);
  std::thread a(add, 1), b(add, 2), c(add, 3);
  a.join(); b.join(); c.join();
  int s = 0;
  for (int v : *values) s += v;
  assert(values->size() == 3 && s == 6);
  delete values;
  return 0;
}
