// expect: assertion
// flags: -std=c++20
// std::atomic<double> updated by load + store (each atomic, the update not): a lost update.
#include <atomic>
#include <cassert>
#include <thread>
int main() {
  std::atomic<double> total{0.0};
  std::thread a([&total] { total.store(total.load() + 0.5); });
  std::thread b([&total] { total.store(total.load() + 0.5); });
  a.join();
  b.join();
  assert(total.load() == 1.0);
  return 0;
}
