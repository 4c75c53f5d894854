// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// std::vector<std::thread> filled with emplace_back in a loop, each thread bumping an atomic
// counter by its index, all joined through a range-for.
#include <atomic>
#include <cassert>
#include <thread>
#include <vector>
std::atomic<int> total{0};
int main() {
  std::vector<std::thread> pool;
  for (int i = 1; i <= 3; i++) pool.emplace_back([i] { total.fetch_add(i); });
  for (auto &t : pool) t.join();
  assert(total.load() == 6);
  return 0;
}
