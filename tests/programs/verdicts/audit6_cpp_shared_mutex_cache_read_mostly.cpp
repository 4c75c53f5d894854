// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// A read-mostly cache: readers take shared_lock and use find(); the writer takes
// unique_lock to insert. Readers see either no entry or the complete one.
#include <cassert>
#include <map>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <thread>
class Cache {
 public:
  bool lookup(int key, int& out) const {
    std::shared_lock lk(m_);
    auto it = map_.find(key);
    if (it == map_.end()) return false;
    out = it->second;
    return true;
  }
  void put(int key, int value) {
    std::unique_lock lk(m_);
    map_[key] = value;
  }
 private:
  mutable std::shared_mutex m_;
  std::map<int, int> map_;
};
int main() {
  Cache c;
  std::thread writer([&] { c.put(1, 100); });
  std::thread reader([&] {
    int v = 0;
    if (c.lookup(1, v)) assert(v == 100);
  });
  writer.join();
  reader.join();
  int v = 0;
  assert(c.lookup(1, v) && v == 100);
  return 0;
}
