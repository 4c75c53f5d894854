// expect: data-race
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// unique_lock constructed with std::defer_lock and never locked.
#include <mutex>
#include <thread>
std::mutex m;
int hits;
void hit() {
  std::unique_lock<std::mutex> lk(m, std::defer_lock);
  ++hits;
}
int main() {
  std::thread a(hit), b(hit);
  a.join();
  b.join();
  (void)(hits == 2);  // what the race leads to is not checked here
  return 0;
}
