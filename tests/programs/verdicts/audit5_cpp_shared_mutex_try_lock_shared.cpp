// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// flags: -std=c++17
// A reader uses try_lock_shared and skips the work when a writer holds the lock.
#include <cassert>
#include <mutex>
#include <shared_mutex>
#include <thread>
std::shared_mutex mtx;
int value;
int main() {
  int seen = -1;
  std::thread writer([] {
    std::lock_guard<std::shared_mutex> g(mtx);
    value = 7;
  });
  std::thread reader([&] {
    if (mtx.try_lock_shared()) {
      seen = value;
      mtx.unlock_shared();
    }
  });
  writer.join();
  reader.join();
  assert(seen == -1 || seen == 0 || seen == 7);
  return 0;
}
