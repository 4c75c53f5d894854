// expect: none
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// The worker count comes from hardware_concurrency(), clamped to [1, 3]; each worker sums a
// strided share of the input into its own slot.
#include <algorithm>
#include <cassert>
#include <thread>
#include <vector>
int main() {
  unsigned n = std::clamp(std::thread::hardware_concurrency(), 1u, 3u);
  std::vector<int> input{1, 2, 3, 4, 5, 6};
  std::vector<long> partial(n, 0);
  std::vector<std::thread> ts;
  for (unsigned w = 0; w < n; ++w)
    ts.emplace_back([&, w] {
      for (std::size_t i = w; i < input.size(); i += n) partial[w] += input[i];
    });
  for (auto &t : ts) t.join();
  long total = 0;
  for (long p : partial) total += p;
  assert(total == 21);
  return 0;
}
