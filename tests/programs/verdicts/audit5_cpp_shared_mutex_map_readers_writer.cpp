// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// flags: -std=c++17
// A read-mostly cache: readers look up under std::shared_lock, the writer inserts under
// std::unique_lock on one std::shared_mutex.
#include <cassert>
#include <map>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <thread>
class Cache {
 public:
  int get(int key) const {
    std::shared_lock lock(mutex_);
    auto it = entries_.find(key);
    return it == entries_.end() ? -1 : it->second;
  }
  void put(int key, int value) {
    std::unique_lock lock(mutex_);
    entries_[key] = value;
  }
 private:
  mutable std::shared_mutex mutex_;
  std::map<int, int> entries_;
};
int main() {
  Cache cache;
  cache.put(1, 10);
  int r1 = 0, r2 = 0;
  std::thread reader1([&] { r1 = cache.get(1); });
  std::thread reader2([&] { r2 = cache.get(2); });
  std::thread writer([&] { cache.put(2, 20); });
  reader1.join();
  reader2.join();
  writer.join();
  assert(r1 == 10);
  assert(r2 == -1 || r2 == 20);
  return 0;
}
