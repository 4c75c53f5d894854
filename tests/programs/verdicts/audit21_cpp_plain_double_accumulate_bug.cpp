// expect: data-race, assertion
// algos: pop,sdpor,dc,qpor
// flags: -std=c++20
// audit21_cpp_atomic_double_fetch_add.cpp with a plain double: both threads read-modify-write
// `sum`, a data race, and an update can be lost (sum 1.0 or 0.75 instead of 1.75: the
// assertion). gcc -O2 (g++), 100 runs: always 1.75 (each thread's work is far shorter than a
// thread start).
#include <cassert>
#include <thread>
namespace {
double sum = 0.0;
}  // namespace
int main() {
  std::thread a([] {
    sum += 0.5;
    sum += 0.25;
  });
  std::thread b([] { sum += 1.0; });
  a.join();
  b.join();
  assert(sum == 1.75);
  return 0;
}
