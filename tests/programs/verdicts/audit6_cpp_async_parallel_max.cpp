// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// Split a vector in halves, std::async(launch::async) the max of each, combine.
#include <algorithm>
#include <cassert>
#include <future>
#include <vector>
int main() {
  const std::vector<int> v{3, 9, 2, 7, 11, 4};
  auto half = v.begin() + v.size() / 2;
  auto left = std::async(std::launch::async, [&] { return *std::max_element(v.begin(), half); });
  auto right = std::async(std::launch::async, [&] { return *std::max_element(half, v.end()); });
  assert(std::max(left.get(), right.get()) == 11);
  return 0;
}
