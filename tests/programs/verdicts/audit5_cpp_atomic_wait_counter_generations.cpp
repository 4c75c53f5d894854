// expect: none
// time-limit: 10
// (20 000 executions, 6 s: two generations through libstdc++ 12's waiter pool; pop only, to
// keep the corpus run short.)
// algos: pop
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// flags: -std=c++20
// A worker waits for each new generation of an atomic counter (wait(old)), main bumps it
// twice with notify_one; the worker acknowledges each generation through another atomic.
#include <atomic>
#include <cassert>
#include <thread>
std::atomic<int> generation{0};
std::atomic<int> acked{0};
int main() {
  std::thread w([] {
    for (int seen = 0; seen < 2;) {
      generation.wait(seen);
      seen = generation.load();
      acked.store(seen);
      acked.notify_one();
    }
  });
  for (int g = 1; g <= 2; ++g) {
    generation.store(g);
    generation.notify_one();
    int a;
    while ((a = acked.load()) < g) acked.wait(a);
  }
  w.join();
  assert(acked.load() == 2);
  return 0;
}
