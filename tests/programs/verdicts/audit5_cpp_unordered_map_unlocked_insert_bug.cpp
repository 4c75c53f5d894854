// expect: data-race, crash
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// Two threads insert into one unordered_map without a lock: racing rehashes corrupt the
// table, and following its broken links crashes (a consequence of the race).
#include <thread>
#include <unordered_map>
std::unordered_map<int, int> table;
int main() {
  std::thread a([] { table[1] = 10; });
  std::thread b([] { table[2] = 20; });
  a.join();
  b.join();
  (void)(table.size() == 2);  // what the race leads to is not checked here
  return 0;
}
