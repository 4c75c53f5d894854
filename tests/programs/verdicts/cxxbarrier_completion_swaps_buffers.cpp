// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// classes: 1
// Double buffering: two workers fill the back buffer, the barrier's completion function swaps
// front and back once both have arrived, and every worker reads the new front after the
// barrier. The completion runs on the barrier's own thread after every arrival and before
// anyone is released: the arrivals commute, one class (2^4 while the last arriver ran it).
#include <barrier>
#include <cassert>
#include <thread>
int buffer[2][2];
int front;
int main() {
  std::barrier sync(2, [] { front = 1 - front; });
  auto work = [&](int me) {
    for (int round = 1; round <= 2; ++round) {
      buffer[1 - front][me] = round * 10 + me;
      sync.arrive_and_wait();  // the completion swapped: what was written is in front
      assert(buffer[front][1 - me] == round * 10 + 1 - me);
      sync.arrive_and_wait();  // nobody writes the back buffer before both have read
    }
  };
  std::thread a(work, 0), b(work, 1);
  a.join();
  b.join();
  return 0;
}
