// expect: none
// algos: pop,sdpor,dc,qpor
// audit21_cpp_mt19937_shared_engine_bug.cpp done right: each worker owns a std::mt19937
// seeded with its index (std::seed_seq), draws from a std::uniform_int_distribution, and
// hands the value over under a mutex. The seeds are constants, so the values are the same on
// every run: main checks both are in range and, with the seed fixed, that they differ.
// gcc -O2 (g++), 100 runs.
#include <cassert>
#include <mutex>
#include <random>
#include <thread>
#include <vector>
namespace {
std::mutex results_mutex;
std::vector<int> results;
void simulate(unsigned index) {
  std::seed_seq seeds{index, 2024u};
  std::mt19937 engine(seeds);
  std::uniform_int_distribution<int> jitter(0, 999);
  int value = jitter(engine);
  std::lock_guard<std::mutex> guard(results_mutex);
  results.push_back(value);
}
}  // namespace
int main() {
  std::thread a(simulate, 1u), b(simulate, 2u);
  a.join();
  b.join();
  assert(results.size() == 2);
  for (int v : results) assert(v >= 0 && v <= 999);
  assert(results[0] != results[1]);
  return 0;
}
