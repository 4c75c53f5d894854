// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// Producers push_back under a mutex; a reader copies the vector under the same mutex and
// checks it saw a prefix of a valid state.
#include <cassert>
#include <mutex>
#include <thread>
#include <vector>
std::mutex m;
std::vector<int> log_entries;
void append(int v) {
  std::lock_guard<std::mutex> g(m);
  log_entries.push_back(v);
}
int main() {
  std::thread a(append, 1), b(append, 2);
  std::thread r([] {
    std::vector<int> copy;
    {
      std::lock_guard<std::mutex> g(m);
      copy = log_entries;
    }
    assert(copy.size() <= 2);
    for (int v : copy) assert(v == 1 || v == 2);
  });
  a.join();
  b.join();
  r.join();
  assert(log_entries.size() == 2);
  return 0;
}
