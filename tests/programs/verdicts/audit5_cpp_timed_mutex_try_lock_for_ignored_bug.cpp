// expect: data-race
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// try_lock_for's result is ignored: when it times out the thread writes without the lock
// (and its unlock of a mutex it does not own is also wrong; the race comes first).
#include <chrono>
#include <mutex>
#include <thread>
std::timed_mutex m;
int shared_total;
void add(int v) {
  bool ok = m.try_lock_for(std::chrono::milliseconds(1));
  shared_total += v;
  if (ok) m.unlock();
}
int main() {
  std::thread a(add, 1), b(add, 2);
  a.join();
  b.join();
  (void)(shared_total == 3);  // what the race leads to is not checked here
  return 0;
}
