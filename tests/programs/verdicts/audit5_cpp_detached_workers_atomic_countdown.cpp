// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// Detached workers decrement an atomic countdown when done (release); main waits for zero
// with atomic::wait (C++20) and then reads their results (acquire).
// flags: -std=c++20
#include <atomic>
#include <cassert>
#include <thread>
std::atomic<int> remaining{2};
int results[2];
int main() {
  for (int i = 0; i < 2; ++i)
    std::thread([i] {
      results[i] = i + 1;
      if (remaining.fetch_sub(1) == 1) remaining.notify_one();
    }).detach();
  int r;
  while ((r = remaining.load()) != 0) remaining.wait(r);
  assert(results[0] == 1 && results[1] == 2);
  return 0;
}
