// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// classes: 1
// count_down(n) with n > 1: one worker counts for two items, another for one; main waits for
// all three with wait() and then reads every result.
#include <cassert>
#include <latch>
#include <thread>
int result[3];
int main() {
  std::latch done(3);
  std::thread a([&] {
    result[0] = 1;
    result[1] = 2;
    done.count_down(2);
  });
  std::thread b([&] {
    result[2] = 3;
    done.count_down();
  });
  done.wait();
  assert(result[0] + result[1] + result[2] == 6);
  a.join();
  b.join();
  return 0;
}
