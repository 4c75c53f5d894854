// expect: data-race
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// Two std::async tasks increment a counter captured by reference, without a lock.
#include <future>
int main() {
  int hits = 0;
  auto a = std::async(std::launch::async, [&] { ++hits; });
  auto b = std::async(std::launch::async, [&] { ++hits; });
  a.wait();
  b.wait();
  (void)(hits == 2);  // what the race leads to is not checked here
  return 0;
}
