// expect: assertion, deadlock
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// flags: -std=c++20
// The semaphore starts with 3 permits but the pool has 2 connections. (The deadlock is
// libstdc++ 12's lost wake-up, GCC PR 104928: see audit5_cpp_counting_semaphore_limits_users.cpp.)
#include <atomic>
#include <cassert>
#include <semaphore>
#include <thread>
#include <vector>
std::counting_semaphore<4> slots(3);
std::atomic<int> in_use{0};
void work() {
  slots.acquire();
  int now = in_use.fetch_add(1) + 1;
  assert(now <= 2);
  in_use.fetch_sub(1);
  slots.release();
}
int main() {
  std::vector<std::thread> ts;
  for (int i = 0; i < 3; ++i) ts.emplace_back(work);
  for (auto &t : ts) t.join();
  return 0;
}
