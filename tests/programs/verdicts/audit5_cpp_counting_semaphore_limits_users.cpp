// expect: deadlock
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// flags: -std=c++20
// A std::counting_semaphore<2> admits at most two of three workers into a pool of two
// connections at a time; an atomic in-use count checks it. The admission logic is right,
// but libstdc++ 12's semaphore loses a wake-up (GCC PR libstdc++/104928, as in
// cpp_semaphore_libstdcxx12_lost_wakeup.cpp): a waiter sleeps on a stale counter value and
// nobody wakes it. braid reports that real deadlock of the library.
#include <atomic>
#include <cassert>
#include <semaphore>
#include <thread>
#include <vector>
std::counting_semaphore<2> slots(2);
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
