// expect: assertion, data-race
// flags: -std=c++20
// algos: dfs,sdpor,pop,dc
// (Not qpor: it refuses the program's primitives.)
// The producer releases the "full" semaphore before it writes the slot: the consumer can
// read the old value (and races with the write).
#include <cassert>
#include <semaphore>
#include <thread>
std::counting_semaphore<1> full_slots{0};
int slot = 0;
int main() {
  std::thread producer([] {
    full_slots.release();
    slot = 42;
  });
  full_slots.acquire();
  assert(slot == 42);
  producer.join();
  return 0;
}
