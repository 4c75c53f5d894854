// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// A one-slot bounded buffer with two counting_semaphores (empty/full): the producer hands
// two values over; the consumer gets them in order.
#include <cassert>
#include <semaphore>
#include <thread>
std::counting_semaphore<1> empty_slots{1}, full_slots{0};
int slot;
int main() {
  std::thread producer([] {
    for (int v = 1; v <= 2; ++v) {
      empty_slots.acquire();
      slot = v;
      full_slots.release();
    }
  });
  int got[2];
  for (int i = 0; i < 2; ++i) {
    full_slots.acquire();
    got[i] = slot;
    empty_slots.release();
  }
  producer.join();
  assert(got[0] == 1 && got[1] == 2);
  return 0;
}
