// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// The future std::async(launch::async) returns blocks in its destructor until the task is
// done; discarding it makes the two calls run one after the other, so the unlocked counter
// is not a race (a classic surprise for new users, but correct).
#include <cassert>
#include <future>
int counter;
int main() {
  std::async(std::launch::async, [] { counter += 1; });
  std::async(std::launch::async, [] { counter += 10; });
  assert(counter == 11);
  return 0;
}
