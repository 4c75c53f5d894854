// expect: data-race, exit
// flags: -std=c++20
// (a lost insertion makes main return 1 (exit).)
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// Two threads register handlers in a std::map without a lock: the race is inside the map's
// tree code and is reported at the user's emplace call.
#include <map>
#include <string>
#include <thread>
std::map<int, int> handlers;
int main() {
  std::thread a([] { handlers.emplace(1, 10); });
  std::thread b([] { handlers.emplace(2, 20); });
  a.join();
  b.join();
  return handlers.size() == 2 ? 0 : 1;
}
