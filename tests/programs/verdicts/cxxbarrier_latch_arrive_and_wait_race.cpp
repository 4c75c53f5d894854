// expect: data-race
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// std::latch::arrive_and_wait by two workers; one of them reads the other's slot before
// arriving: a data race, found whatever the latch does afterwards.
#include <latch>
#include <thread>
int slot[2];
int seen;
int main() {
  std::latch meet(2);
  std::thread a([&] {
    slot[0] = 1;
    meet.arrive_and_wait();
  });
  std::thread b([&] {
    seen = slot[0];
    meet.arrive_and_wait();
    slot[1] = seen;
  });
  a.join();
  b.join();
  return 0;
}
