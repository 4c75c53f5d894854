// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// flags: -std=c++20
// A consumer waits with try_acquire_for and gives up on timeout; the producer may or may
// not have released by then. Either outcome is handled.
#include <cassert>
#include <chrono>
#include <semaphore>
#include <thread>
std::counting_semaphore<1> items(0);
int item;
int main() {
  int got = -1;
  std::thread producer([] { item = 5; items.release(); });
  std::thread consumer([&] {
    if (items.try_acquire_for(std::chrono::milliseconds(2))) got = item;
  });
  producer.join();
  consumer.join();
  assert(got == -1 || got == 5);
  return 0;
}
