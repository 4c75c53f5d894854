// expect: none
// algos: sdpor,pop,dc
// The twin of trust26_cpp_mutex_array_lock_guard_deadlock_bug.cpp taking both stripes with
// one std::scoped_lock (std::lock's deadlock avoidance): no deadlock, the cells' sum is kept.
#include <cassert>
#include <mutex>
#include <thread>
static std::mutex stripes[3];
static int cells[3] = {5, 5, 5};
static void move_0_to_2() {
  std::scoped_lock both(stripes[0], stripes[2]);
  --cells[0];
  ++cells[2];
}
static void move_2_to_0() {
  std::scoped_lock both(stripes[2], stripes[0]);
  --cells[2];
  ++cells[0];
}
int main() {
  std::thread a(move_0_to_2), b(move_2_to_0);
  a.join();
  b.join();
  assert(cells[0] + cells[1] + cells[2] == 15);
  return 0;
}
