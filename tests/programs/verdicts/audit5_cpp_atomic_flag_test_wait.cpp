// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// flags: -std=c++20
// C++20 atomic_flag as a one-shot event: test_and_set + notify_one, waiter uses wait(false)
// and test().
#include <atomic>
#include <cassert>
#include <thread>
std::atomic_flag done;  // clear since C++20
int result;
int main() {
  std::thread w([] {
    result = 99;
    done.test_and_set();
    done.notify_one();
  });
  done.wait(false);
  assert(done.test());
  assert(result == 99);
  w.join();
  return 0;
}
