// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// A try_wait spin loop on a std::latch that two workers count down after writing their
// slots: once try_wait answers true, every slot is written.
#include <cassert>
#include <latch>
#include <thread>
int slot[2];
int main() {
  std::latch done(2);
  auto work = [&](int me) {
    slot[me] = me + 1;
    done.count_down();
  };
  std::thread a(work, 0), b(work, 1);
  while (!done.try_wait()) {
  }
  assert(slot[0] + slot[1] == 3);
  a.join();
  b.join();
  return 0;
}
