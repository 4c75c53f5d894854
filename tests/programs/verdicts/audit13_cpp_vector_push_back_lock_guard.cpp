// expect: none
// algos: sdpor,pop,dc,qpor
// Two std::threads append to a std::vector under a std::lock_guard.
#define GUARD std::lock_guard<std::mutex> hold(m);
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
