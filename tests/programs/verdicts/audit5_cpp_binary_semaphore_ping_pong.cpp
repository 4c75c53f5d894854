// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// flags: -std=c++20
// Two threads take turns through two binary semaphores; the plain log needs no lock.
#include <cassert>
#include <semaphore>
#include <thread>
std::binary_semaphore ping(1), pong(0);
int log_[4];
int pos;
int main() {
  std::thread a([] {
    for (int i = 0; i < 2; ++i) { ping.acquire(); log_[pos++] = 1; pong.release(); }
  });
  std::thread b([] {
    for (int i = 0; i < 2; ++i) { pong.acquire(); log_[pos++] = 2; ping.release(); }
  });
  a.join();
  b.join();
  assert(log_[0] == 1 && log_[1] == 2 && log_[2] == 1 && log_[3] == 2);
  return 0;
}
