// expect: data-race, memory-error
// algos: sdpor,pop,dc
// A routing table read by request threads and updated by a control thread: std::map of
// prefix to next hop guarded by a std::shared_mutex. Readers take a std::shared_lock and
// copy what they need (a snapshot of the routes into a local vector) before releasing it,
// then format the snapshot at leisure; the control thread adds and removes routes under a
// std::unique_lock. This version's reader finds its starting point under the shared lock
// and then unlocks the guard by hand "to keep the critical section short", iterating the
// live map afterwards: the control thread's erase frees the node the reader is on (a use
// after free) and its inserts race with the reader's walk. The twin that copies a snapshot
// under the lock is audit12_cpp_shared_mutex_route_table_snapshot_copy.cpp.
#include <cassert>
#include <cstdio>
#include <map>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

class RouteTable {
 public:
  void add(int prefix, int hop) {
    std::unique_lock<std::shared_mutex> g(m_);
    routes_[prefix] = hop;
  }
  void remove(int prefix) {
    std::unique_lock<std::shared_mutex> g(m_);
    routes_.erase(prefix);
  }
  // Sum of next hops of the routes at or above `min_prefix`.
  int hops_from(int min_prefix) const {
    std::shared_lock<std::shared_mutex> g(m_);
    auto it = routes_.lower_bound(min_prefix);
    g.unlock();  // BUG: the walk below reads the live map without the lock
    int sum = 0;
    for (; it != routes_.end(); ++it) sum += it->second;
    return sum;
  }

 private:
  mutable std::shared_mutex m_;
  std::map<int, int> routes_;
};

int main() {
  RouteTable table;
  table.add(8, 1);
  table.add(16, 2);
  int seen = -1;
  std::thread reader([&] { seen = table.hops_from(8); });
  std::thread control([&] {
    table.remove(16);
    table.add(24, 4);
  });
  reader.join();
  control.join();
  std::printf("reader saw %d\n", seen);
  // The reader's snapshot comes before the remove (1+2), between remove and add (1) or
  // after both (1+4).
  assert(seen == 3 || seen == 1 || seen == 5);
  assert(table.hops_from(0) == 5);
  return 0;
}
