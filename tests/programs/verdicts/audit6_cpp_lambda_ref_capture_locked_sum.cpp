// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// Worker lambdas capture the local sum and its mutex by reference; main joins before
// reading, so the references never dangle.
#include <cassert>
#include <mutex>
#include <thread>
#include <vector>
int main() {
  int sum = 0;
  std::mutex m;
  std::vector<std::thread> ts;
  for (int i = 1; i <= 2; ++i)
    ts.emplace_back([&sum, &m, i] {
      std::lock_guard<std::mutex> g(m);
      sum += i;
    });
  for (auto& t : ts) t.join();
  assert(sum == 3);
  return 0;
}
