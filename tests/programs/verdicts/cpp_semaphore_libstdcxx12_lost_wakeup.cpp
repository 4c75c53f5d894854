// expect: deadlock
// flags: -std=c++20
// algos: sdpor,pop,dc
// Two threads share std::binary_semaphore(1). With libstdc++ 12's semaphore (GCC PR
// libstdc++/104928), a waiter loads the counter, spins on a failing predicate, then sleeps
// on FUTEX_WAIT with the value loaded before spinning: if the holder released in between
// (its release notifies only when the count was 0), the waiter sleeps on the current value
// and nobody wakes it. braid reports that real deadlock of the library.
#include <semaphore>
#include <thread>
std::binary_semaphore slot(1);
int uses = 0;
void use() {
  slot.acquire();
  uses++;
  slot.release();
}
int main() {
  std::thread a(use);
  use();
  a.join();
  return 0;
}
