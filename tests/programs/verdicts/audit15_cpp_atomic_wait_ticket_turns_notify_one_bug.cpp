// expect: deadlock
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// time-limit: 30
// The same ticket turns with notify_one(): with two threads waiting, the one woken may hold
// the wrong ticket; it waits again and the right one is never woken.
#include <atomic>
#include <cassert>
#include <thread>
std::atomic<int> serving{0};
int log_entries[3];
int logged = 0;
void take_turn(int ticket) {
  for (int now = serving.load(); now != ticket; now = serving.load()) serving.wait(now);
  log_entries[logged++] = ticket;
  serving.fetch_add(1);
  serving.notify_one();
}
int main() {
  std::thread a(take_turn, 2), b(take_turn, 1);
  take_turn(0);
  a.join();
  b.join();
  assert(logged == 3);
  return 0;
}
