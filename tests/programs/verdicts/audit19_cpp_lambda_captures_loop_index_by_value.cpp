// expect: none
// algos: sdpor,pop,qpor,dc
// time-limit: 10
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit.)
// flags: -std=c++20
// The fixed form of audit19_cpp_lambda_captures_loop_index_by_reference_bug.cpp: the index
// is captured by value ([&results, i]), each thread writes its own element.
#include <cassert>
#include <thread>
#include <vector>

int main() {
  int results[2] = {0, 0};
  std::vector<std::thread> pool;
  for (int i = 0; i < 2; i++)
    pool.emplace_back([&results, i] { results[i] += i + 1; });
  for (auto &t : pool) t.join();
  assert(results[0] == 1 && results[1] == 2);
}
