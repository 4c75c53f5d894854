// expect: data-race, exit
// flags: -std=c++20
// (the lost update makes main return 1 (exit).)
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// The singleton's initialisation is thread-safe, but its member counter is then bumped by
// both threads without a lock.
#include <thread>
struct Stats {
  static Stats& get() {
    static Stats s;
    return s;
  }
  int requests = 0;
};
int main() {
  std::thread a([] { ++Stats::get().requests; });
  std::thread b([] { ++Stats::get().requests; });
  a.join();
  b.join();
  return Stats::get().requests == 2 ? 0 : 1;
}
