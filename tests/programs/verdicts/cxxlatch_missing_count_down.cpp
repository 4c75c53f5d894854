// expect: deadlock
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// A done counter that expects three count-downs, but only two workers count down: main
// waits at the latch forever (blocked reason `latch`).
#include <latch>
#include <thread>
int slot[2];
int main() {
  std::latch done(3);
  auto work = [&](int me) {
    slot[me] = 1;
    done.count_down();
  };
  std::thread a(work, 0), b(work, 1);
  done.wait();
  a.join();
  b.join();
  return 0;
}
