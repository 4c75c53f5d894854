// expect: none
// flags: -std=c++20
// algos: pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// time-limit: 60
// Three threads take turns by ticket on one std::atomic<int> "now serving": each waits
// (atomic::wait) until the counter equals its ticket, appends to the log, then increments and
// notify_all()s so the next ticket holder wakes whichever thread it is.
// A large space: libstdc++'s atomic::wait spins (yielding) before it blocks, and each spin
// step of the two waiters interleaves with the others' steps. pop: 137920 executions for
// 137920 classes since branch pop20 (145210 before: docs/algorithms.md, "Futex wake-ups
// (pop20)"), 31 s user under load 20; sdpor does not finish in 30 s, so it is not run here.
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
  serving.notify_all();
}
int main() {
  std::thread a(take_turn, 2), b(take_turn, 1);
  take_turn(0);
  a.join();
  b.join();
  assert(logged == 3 && log_entries[0] == 0 && log_entries[1] == 1 && log_entries[2] == 2);
  return 0;
}
