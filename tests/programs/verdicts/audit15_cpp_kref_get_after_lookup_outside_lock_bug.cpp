// expect: memory-error, data-race
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// The same cache, but the lookup copies the pointer under the table lock and takes its
// reference after unlocking: the remover can drop the table's (last) reference in between and
// free the entry, so the lookup's increment and read hit freed memory.
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
void put(Entry* e) {
  if (e->refs.fetch_sub(1, std::memory_order_acq_rel) == 1) delete e;
}
int main() {
  std::thread remover([] {
    Entry* e;
    {
      std::lock_guard<std::mutex> g(table_lock);
      e = table_slot;
      table_slot = nullptr;
    }
    put(e);
  });
  Entry* found;
  {
    std::lock_guard<std::mutex> g(table_lock);
    found = table_slot;
  }
  if (found) {
    found->refs.fetch_add(1);
    assert(found->value == 5);
    put(found);
  }
  remover.join();
  return 0;
}
