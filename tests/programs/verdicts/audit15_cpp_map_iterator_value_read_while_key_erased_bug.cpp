// expect: memory-error, data-race
// flags: -std=c++20
// algos: sdpor,pop,qpor,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// time-limit: 30
// The same reader, but the writer erases the very entry the reader found: the node is freed
// and the reader's later use of the iterator reads freed memory.
#include <cassert>
#include <map>
#include <mutex>
#include <string>
#include <thread>
std::mutex m;
std::map<int, std::string> names{{1, "one"}, {2, "two"}};
int main() {
  std::thread writer([] {
    std::lock_guard<std::mutex> g(m);
    names.erase(1);
  });
  std::map<int, std::string>::const_iterator it;
  bool found;
  {
    std::lock_guard<std::mutex> g(m);
    it = names.find(1);
    found = it != names.end();
  }
  std::size_t length = 0;
  if (found) length = it->second.size();
  writer.join();
  assert(!found || length == 3);
  return 0;
}
