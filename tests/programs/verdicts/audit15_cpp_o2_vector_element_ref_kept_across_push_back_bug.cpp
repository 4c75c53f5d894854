// expect: data-race, memory-error
// flags: -std=c++20 -O2
// algos: sdpor,pop,qpor,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// time-limit: 30
// A reader takes a reference to the first element of a shared std::vector under the mutex,
// drops the lock and uses the reference later; a writer appends under the mutex. The append
// may reallocate the vector's storage and free the old one: the reference then dangles.
#include <cassert>
#include <mutex>
#include <thread>
#include <vector>
std::mutex m;
std::vector<int> values{7};
int main() {
  std::thread writer([] {
    std::lock_guard<std::mutex> g(m);
    values.push_back(8);
  });
  const int* first;
  {
    std::lock_guard<std::mutex> g(m);
    first = &values.front();
  }
  const int v = *first;
  writer.join();
  assert(v == 7);
  return 0;
}
