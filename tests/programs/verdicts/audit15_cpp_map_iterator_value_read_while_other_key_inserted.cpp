// expect: none
// flags: -std=c++20
// algos: sdpor,pop,qpor,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// time-limit: 30
// std::map nodes stay put: a reader finds an entry under the mutex and reads its mapped value
// after unlocking while a writer inserts other keys (rebalancing writes the nodes' links and
// colours, never the mapped values). Nobody writes that entry's value: no race.
#include <cassert>
#include <map>
#include <mutex>
#include <string>
#include <thread>
std::mutex m;
std::map<int, std::string> names{{1, "one"}, {2, "two"}};
int main() {
  std::thread writer([] {
    for (int k = 3; k <= 5; ++k) {
      std::lock_guard<std::mutex> g(m);
      names.emplace(k, "more");
    }
  });
  std::map<int, std::string>::const_iterator it;
  {
    std::lock_guard<std::mutex> g(m);
    it = names.find(1);
  }
  const std::size_t length = it->second.size();
  writer.join();
  assert(length == 3);
  return 0;
}
