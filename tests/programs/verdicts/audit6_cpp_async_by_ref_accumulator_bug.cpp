// expect: data-race, exit
// flags: -std=c++20
// (the lost update makes main return 1 (exit).)
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// Two async tasks capture the same accumulator by reference and add their halves to it.
#include <future>
#include <vector>
int main() {
  const std::vector<int> v{1, 2, 3, 4};
  long total = 0;
  auto a = std::async(std::launch::async, [&] { total += v[0] + v[1]; });
  auto b = std::async(std::launch::async, [&] { total += v[2] + v[3]; });
  a.get();
  b.get();
  return total == 10 ? 0 : 1;
}
