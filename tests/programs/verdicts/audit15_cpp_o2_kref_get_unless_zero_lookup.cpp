// expect: none
// flags: -std=c++20 -O2
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// A Linux-kref-style cache entry: the table holds one reference; a lookup under the table lock
// takes a reference only if the count is not already zero (kref_get_unless_zero, a CAS loop);
// the release drops the last reference, unlinking under the lock and freeing the entry.
#include <atomic>
#include <cassert>
#include <mutex>
#include <thread>
struct Entry {
  std::atomic<int> refs{1};
  int value = 5;
};
std::mutex table_lock;
Entry* table_slot = new Entry;
bool get_unless_zero(Entry* e) {
  int r = e->refs.load();
  while (r != 0)
    if (e->refs.compare_exchange_weak(r, r + 1)) return true;
  return false;
}
void put(Entry* e) {
  if (e->refs.fetch_sub(1, std::memory_order_acq_rel) == 1) {
    {
      std::lock_guard<std::mutex> g(table_lock);
      if (table_slot == e) table_slot = nullptr;
    }
    delete e;
  }
}
int main() {
  std::thread remover([] {
    Entry* e;
    {
      std::lock_guard<std::mutex> g(table_lock);
      e = table_slot;
      table_slot = nullptr;
    }
    put(e);  // the table's reference
  });
  Entry* found = nullptr;
  {
    std::lock_guard<std::mutex> g(table_lock);
    if (table_slot && get_unless_zero(table_slot)) found = table_slot;
  }
  if (found) {
    assert(found->value == 5);
    put(found);
  }
  remover.join();
  return 0;
}
