// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// Word counts in an unordered_map<std::string, int> under a mutex, from two threads.
#include <cassert>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_map>
std::mutex m;
std::unordered_map<std::string, int> counts;
void add(const char* w) {
  std::lock_guard<std::mutex> g(m);
  ++counts[w];
}
int main() {
  std::thread a(add, "cat"), b(add, "cat");
  a.join();
  b.join();
  assert(counts["cat"] == 2 && counts.size() == 1);
  return 0;
}
