// expect: data-race
// algos: pop,sdpor,dc,qpor
// A simulation whose workers share one std::mt19937 (seeded with a constant) to draw their
// jitter: operator() advances the engine's state array and index, so two unsynchronised
// draws race on it (the standard library gives no thread-safety to a shared engine). The
// results are collected under a mutex. gcc -O2 (g++), 100 runs: no visible symptom.
#include <mutex>
#include <random>
#include <thread>
#include <vector>
namespace {
std::mt19937 engine(12345);
std::mutex results_mutex;
std::vector<unsigned> results;
void simulate() {
  unsigned jitter = engine() % 100;  // BUG: the engine is shared
  std::lock_guard<std::mutex> guard(results_mutex);
  results.push_back(jitter);
}
}  // namespace
int main() {
  std::thread a(simulate), b(simulate);
  a.join();
  b.join();
  return results.size() == 2 ? 0 : 1;
}
