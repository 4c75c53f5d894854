// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// classes: 1
// Three workers, two rounds of two phases: each writes its part, the completion function of
// a round's first phase adds the parts to a running total (it counts the phases), and every
// worker checks the total after the barrier. The
// completion reads what every arriver wrote, but each part is written before its writer's
// arrival and read after all of them: the order of arrival decides nothing, one class (six
// per phase, 1296, while the last arriver ran the completion on its own thread).
#include <barrier>
#include <cassert>
#include <thread>
int part[3];
int total;
int phases;
int main() {
  std::barrier sync(3, []() noexcept {
    if (phases++ % 2 == 0) total += part[0] + part[1] + part[2];
  });
  auto work = [&](int me) {
    for (int phase = 1; phase <= 2; ++phase) {
      part[me] = phase * (me + 1);
      sync.arrive_and_wait();
      assert(total == (phase * (phase + 1) / 2) * 6);
      sync.arrive_and_wait();  // nobody writes a part before every worker has read the total
    }
  };
  std::thread a(work, 0), b(work, 1), c(work, 2);
  a.join();
  b.join();
  c.join();
  return 0;
}
