// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// classes: 1
// arrive_and_drop: of three workers, one leaves after the first phase; the other two go on
// for a second phase with a barrier that now expects two. The completion counts the phases
// (the arrivals commute: the completion runs on the barrier's own thread; 3! x 2! = 12
// classes while the last arriver ran it).
#include <barrier>
#include <cassert>
#include <thread>
int phases;
int part[3];
int main() {
  std::barrier sync(3, [] { ++phases; });
  std::thread leaver([&] {
    part[0] = 1;
    sync.arrive_and_drop();
  });
  auto stay = [&](int me) {
    part[me] = 1;
    sync.arrive_and_wait();
    assert(part[0] + part[1] + part[2] == 3);
    sync.arrive_and_wait();
    assert(phases == 2);
  };
  std::thread a(stay, 1), b(stay, 2);
  leaver.join();
  a.join();
  b.join();
  return 0;
}
