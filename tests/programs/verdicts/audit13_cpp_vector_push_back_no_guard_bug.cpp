// expect: assertion, data-race
// algos: dfs,sdpor,pop,dc,qpor
// Two std::threads append to a std::vector without a lock: the size update races.
#define GUARD
#include <cassert>
#include <mutex>
#include <thread>
#include <vector>
std::mutex m;
std::vector<int> log_entries;
void record(int v) {
  GUARD
  log_entries.push_back(v);
}
int main() {
  log_entries.reserve(8);
  std::thread a(record, 1), b(record, 2);
  a.join();
  b.join();
  assert(log_entries.size() == 2);
  return 0;
}
