// expect: none
// algos: sdpor,pop,dc
// classes: 1
// flags: -std=c++20
// time-limit: 10
// Double buffering with a std::barrier completion function: in each of two rounds every
// thread writes its cell of the back buffer; the completion step (run by one thread while
// the others are blocked) swaps front and back. Threads read only the front buffer.
#include <barrier>
#include <cassert>
#include <thread>
static int buffers[2][2];
static int front = 0;
static int rounds_done = 0;
static int sums[2];
struct Swap {
  void operator()() noexcept {
    front = 1 - front;
    rounds_done++;
  }
};
int main() {
  std::barrier<Swap> sync(2, Swap{});
  auto work = [&](int me) {
    for (int round = 0; round < 2; round++) {
      buffers[1 - front][me] = round * 10 + me;
      sync.arrive_and_wait();
      sums[me] += buffers[front][1 - me];
      sync.arrive_and_wait();
    }
  };
  std::thread a(work, 0), b(work, 1);
  a.join();
  b.join();
  assert(rounds_done == 4);
  assert(sums[0] == 1 + 11 && sums[1] == 0 + 10);
  return 0;
}
