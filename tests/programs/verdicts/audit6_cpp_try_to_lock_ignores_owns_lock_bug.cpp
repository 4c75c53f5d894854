// expect: data-race, exit
// flags: -std=c++20
// (the lost update makes main return 1 (exit).)
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// try_to_lock, but the result is never checked: when the other thread holds the mutex,
// this one writes the shared counter unguarded.
#include <mutex>
#include <thread>
std::mutex m;
int flushed = 0;
void flush() {
  std::unique_lock<std::mutex> lk(m, std::try_to_lock);
  ++flushed;  // runs whether or not lk owns the mutex
}
int main() {
  std::thread a(flush), b(flush);
  a.join();
  b.join();
  return flushed == 2 ? 0 : 1;
}
