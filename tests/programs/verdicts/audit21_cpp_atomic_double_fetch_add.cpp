// expect: none
// algos: pop,sdpor,dc
// flags: -std=c++20
// C++20 floating-point atomics: std::atomic<double>::fetch_add from two threads (libstdc++
// implements it as a compare-exchange loop on the double's bits). The addends are exact in
// binary, so the sum is exactly 1.75 whatever the order. gcc -O2 (g++ -std=c++20), 100 runs.
#include <atomic>
#include <cassert>
#include <thread>
namespace {
std::atomic<double> sum{0.0};
std::atomic<float> scale{1.0f};
}  // namespace
int main() {
  std::thread a([] {
    sum.fetch_add(0.5);
    sum.fetch_add(0.25);
    scale.fetch_sub(0.5f);
  });
  std::thread b([] {
    sum += 1.0;
    scale.fetch_add(0.25f);
  });
  a.join();
  b.join();
  assert(sum.load() == 1.75);
  assert(scale.load() == 0.75f);
  return 0;
}
