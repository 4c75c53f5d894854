// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// classes: 1
// A std::latch as a start gate: three workers wait until main has written the input and
// counted the latch down once. The waits only read the latch: one class.
#include <cassert>
#include <latch>
#include <thread>
int input;
int out[3];
int main() {
  std::latch go(1);
  auto work = [&](int me) {
    go.wait();
    out[me] = input * (me + 1);
  };
  std::thread a(work, 0), b(work, 1), c(work, 2);
  input = 5;
  go.count_down();
  a.join();
  b.join();
  c.join();
  assert(out[0] + out[1] + out[2] == 30);
  return 0;
}
