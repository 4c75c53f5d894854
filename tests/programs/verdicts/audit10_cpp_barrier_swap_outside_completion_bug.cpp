// expect: assertion, data-race
// algos: sdpor,pop,dc
// classes: 8
// flags: -std=c++20
// time-limit: 10
// The double-buffering twin that swaps the buffers in thread 0 right after the barrier
// instead of in the completion function: the swap now races with thread 1 reading `front`.
#include <barrier>
#include <cassert>
#include <thread>
static int buffers[2][2];
static int front = 0;
static int rounds_done = 0;
static int sums[2];
int main() {
  std::barrier sync(2);
  auto work = [&](int me) {
    for (int round = 0; round < 2; round++) {
      buffers[1 - front][me] = round * 10 + me;
      sync.arrive_and_wait();
      if (me == 0) { front = 1 - front; rounds_done++; }
      sums[me] += buffers[front][1 - me];
      sync.arrive_and_wait();
      if (me == 0) { front = 1 - front; rounds_done++; }
    }
  };
  std::thread a(work, 0), b(work, 1);
  a.join();
  b.join();
  assert(rounds_done == 4);
  assert(sums[0] == 1 + 11 && sums[1] == 0 + 10);
  return 0;
}
