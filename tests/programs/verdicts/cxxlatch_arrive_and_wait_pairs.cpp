// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// classes: 1
// Four threads meet at a latch with arrive_and_wait (count 4), each after writing its slot,
// and read their neighbour's slot after it: the arrivals commute (one class, was 4! orders).
#include <cassert>
#include <latch>
#include <thread>
int slot[4];
int main() {
  std::latch meet(4);
  auto work = [&](int me) {
    slot[me] = me + 1;
    meet.arrive_and_wait();
    assert(slot[(me + 1) % 4] == (me + 1) % 4 + 1);
  };
  std::thread a(work, 0), b(work, 1), c(work, 2);
  work(3);
  a.join();
  b.join();
  c.join();
  return 0;
}
