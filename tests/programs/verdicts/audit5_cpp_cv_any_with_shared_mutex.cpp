// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// flags: -std=c++17
// condition_variable_any waiting on a std::unique_lock<std::shared_mutex>; a reader with a
// shared_lock reads the published version afterwards.
#include <cassert>
#include <condition_variable>
#include <mutex>
#include <shared_mutex>
#include <thread>
std::shared_mutex sm;
std::condition_variable_any cv;
int version;
int main() {
  int seen = 0;
  std::thread waiter([&] {
    std::unique_lock<std::shared_mutex> lk(sm);
    cv.wait(lk, [] { return version > 0; });
    seen = version;
  });
  std::thread reader([&] {
    std::shared_lock<std::shared_mutex> r(sm);
    (void)version;
  });
  {
    std::unique_lock<std::shared_mutex> w(sm);
    version = 1;
  }
  cv.notify_all();
  waiter.join();
  reader.join();
  assert(seen == 1);
  return 0;
}
