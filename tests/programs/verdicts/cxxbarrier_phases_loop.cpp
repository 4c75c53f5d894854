// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// classes: 1
// std::barrier in a loop of three phases among three threads (a stencil: each reads its
// neighbours' values of the previous phase and publishes its own for the next). Without a
// completion function nobody can tell the order of arrivals: one class (was 6^3 orders).
#include <barrier>
#include <cassert>
#include <thread>
int value[4][3];
int main() {
  std::barrier sync(3);
  auto work = [&](int me) {
    value[0][me] = me;
    for (int p = 0; p < 3; ++p) {
      sync.arrive_and_wait();
      value[p + 1][me] = value[p][(me + 1) % 3] + value[p][(me + 2) % 3];
    }
  };
  std::thread a(work, 0), b(work, 1), c(work, 2);
  a.join();
  b.join();
  c.join();
  assert(value[3][0] + value[3][1] + value[3][2] == 24);  // the sum doubles each phase
  return 0;
}
