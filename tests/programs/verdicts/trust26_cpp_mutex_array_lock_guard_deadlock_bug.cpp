// expect: deadlock
// algos: sdpor,pop,dc
// Striped locks: an array of std::mutex, each thread takes two stripes with std::lock_guard,
// in opposite orders (stripe 0 then 2, stripe 2 then 0): deadlock. The report names
// `stripes[0]` and `stripes[2]` (docs/runtime.md, trust26).
#include <mutex>
#include <thread>
static std::mutex stripes[3];
static int cells[3];
static void move_0_to_2() {
  std::lock_guard<std::mutex> from(stripes[0]);
  std::lock_guard<std::mutex> to(stripes[2]);
  --cells[0];
  ++cells[2];
}
static void move_2_to_0() {
  std::lock_guard<std::mutex> from(stripes[2]);
  std::lock_guard<std::mutex> to(stripes[0]);
  --cells[2];
  ++cells[0];
}
int main() {
  std::thread a(move_0_to_2), b(move_2_to_0);
  a.join();
  b.join();
  return 0;
}
