// expect: data-race
// algos: sdpor,pop,qpor,dc
// time-limit: 10
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit.)
// flags: -std=c++20
// BUG: the classic one: threads started in a loop with a lambda capturing the loop index by
// reference ([&]): each thread reads `i` while main increments it for the next iteration.
#include <thread>
#include <vector>

int main() {
  int results[2] = {0, 0};
  std::vector<std::thread> pool;
  for (int i = 0; i < 2; i++)
    pool.emplace_back([&] { results[i % 2] += 1; });
  for (auto &t : pool) t.join();
}
