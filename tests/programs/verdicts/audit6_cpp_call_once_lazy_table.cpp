// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// A lookup table built once by whichever thread needs it first (std::call_once); both
// threads then read it without a lock.
#include <cassert>
#include <mutex>
#include <thread>
std::once_flag table_once;
int table[4];
void build() { for (int i = 0; i < 4; ++i) table[i] = i * i; }
int square(int i) {
  std::call_once(table_once, build);
  return table[i];
}
int main() {
  int r1 = 0, r2 = 0;
  std::thread a([&] { r1 = square(2); });
  std::thread b([&] { r2 = square(3); });
  a.join();
  b.join();
  assert(r1 == 4 && r2 == 9);
  return 0;
}
