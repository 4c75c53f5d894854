// expect: data-race
// flags: -std=c++20
// algos: sdpor,pop,qpor,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// time-limit: 30
// The same two threads on a std::pmr::unsynchronized_pool_resource, which is for one thread
// only: its pool bookkeeping is written by both threads without a lock.
#include <cassert>
#include <memory_resource>
#include <thread>
#include <vector>
std::pmr::unsynchronized_pool_resource pool;
int fill(int n) {
  std::pmr::vector<int> v(&pool);
  for (int i = 0; i < n; ++i) v.push_back(i);
  int sum = 0;
  for (int x : v) sum += x;
  return sum;
}
int main() {
  int other = 0;
  std::thread t([&] { other = fill(3); });
  const int mine = fill(2);
  t.join();
  assert(mine == 1 && other == 3);
  return 0;
}
