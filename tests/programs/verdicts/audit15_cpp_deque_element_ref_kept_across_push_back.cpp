// expect: none
// flags: -std=c++20
// algos: sdpor,pop,qpor,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// time-limit: 30
// The same reader and writer on a std::deque: push_back at an end keeps references to the
// elements valid (the deque grows its block map, never moves elements), and the writer never
// writes the element the reader holds, so using the reference outside the lock is fine.
#include <cassert>
#include <deque>
#include <mutex>
#include <thread>
std::mutex m;
std::deque<int> values{7};
int main() {
  std::thread writer([] {
    std::lock_guard<std::mutex> g(m);
    for (int i = 0; i < 3; ++i) values.push_back(8 + i);
  });
  const int* first;
  {
    std::lock_guard<std::mutex> g(m);
    first = &values.front();
  }
  const int v = *first;
  writer.join();
  assert(v == 7);
  assert(values.size() == 4);
  return 0;
}
