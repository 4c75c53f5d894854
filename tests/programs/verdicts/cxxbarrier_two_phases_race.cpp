// expect: data-race
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// std::barrier, two threads, two phases: each writes its slot in phase 1 and reads the
// other's in phase 2, but thread b also reads a's phase-2 slot before the second barrier:
// a data race.
#include <barrier>
#include <thread>
int slot[2][2];
int seen[2];
int main() {
  std::barrier sync(2);
  std::thread a([&] {
    slot[0][0] = 1;
    sync.arrive_and_wait();
    slot[1][0] = seen[0] = slot[0][1];
    sync.arrive_and_wait();
  });
  std::thread b([&] {
    slot[0][1] = 2;
    sync.arrive_and_wait();
    seen[1] = slot[0][0] + slot[1][0];
    sync.arrive_and_wait();
  });
  a.join();
  b.join();
  return 0;
}
