// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// A parallel sum the textbook way: std::async(launch::async) over slices of a vector, each
// task reads only its slice and returns a partial result through its future.
#include <cassert>
#include <future>
#include <numeric>
#include <vector>
int main() {
  std::vector<int> data(12);
  std::iota(data.begin(), data.end(), 1);
  std::vector<std::future<long>> parts;
  for (std::size_t begin = 0; begin < data.size(); begin += 6)
    parts.push_back(std::async(std::launch::async, [&data, begin] {
      return std::accumulate(data.begin() + begin, data.begin() + begin + 6, 0L);
    }));
  long total = 0;
  for (auto &f : parts) total += f.get();
  assert(total == 78);
  return 0;
}
