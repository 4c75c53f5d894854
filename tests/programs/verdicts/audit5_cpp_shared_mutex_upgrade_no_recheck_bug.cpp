// expect: assertion
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses rwlocks.)
// flags: -std=c++17
// "Upgrade" done wrong: check under a shared lock, drop it, take the unique lock and insert
// without checking again; two threads both see the key missing and both create it.
#include <cassert>
#include <map>
#include <mutex>
#include <shared_mutex>
#include <thread>
std::shared_mutex mtx;
std::map<int, int> registry;
int created;
void ensure(int key) {
  {
    std::shared_lock r(mtx);
    if (registry.count(key)) return;
  }
  std::unique_lock w(mtx);
  registry[key] = 1;
  ++created;
}
int main() {
  std::thread a(ensure, 5), b(ensure, 5);
  a.join();
  b.join();
  assert(created == 1);
  return 0;
}
