// expect: none
// algos: sdpor,pop,dc
// classes: 1
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// flags: -std=c++20
// std::barrier with a completion function that sums the phase's results; two threads, one
// phase (libstdc++'s tree barrier makes each phase hundreds of classes).
#include <barrier>
#include <cassert>
#include <thread>
int part[2];
int total;
int main() {
  std::barrier sync(2, []() noexcept { total += part[0] + part[1]; });
  auto work = [&](int me) {
    part[me] = me + 1;
    sync.arrive_and_wait();
    assert(total == 3);
  };
  std::thread a(work, 0), b(work, 1);
  a.join();
  b.join();
  assert(total == 3);
  return 0;
}
