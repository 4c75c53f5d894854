// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// classes: 1
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// std::latch counted down by three workers (each after writing its own slot) and waited on
// by main, which reads every slot after its wait.
#include <cassert>
#include <latch>
#include <thread>
int slot[3];
int main() {
  std::latch done(3);
  auto work = [&](int me) {
    slot[me] = me + 1;
    done.count_down();
  };
  std::thread a(work, 0), b(work, 1), c(work, 2);
  done.wait();
  assert(slot[0] + slot[1] + slot[2] == 6);
  a.join();
  b.join();
  c.join();
  return 0;
}
