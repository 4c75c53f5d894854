// expect: unsupported
// complete: no
// flags: -std=c++20
// Two threads build std::pmr::vectors from one std::pmr::synchronized_pool_resource, which
// locks internally: allocations from both threads are safe. libstdc++ runs the pool natively
// (a pool per system thread behind a native lock; braid's threads share one system thread),
// so braid says it does not cover it. Before: a false data race on a block freed by one
// thread and reused by the other, from every algorithm.
#include <cassert>
#include <memory_resource>
#include <thread>
#include <vector>
std::pmr::synchronized_pool_resource pool;
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
