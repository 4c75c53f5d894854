// expect: none
// algos: sdpor,pop,dc
// Double-checked lazy initialisation in C++: an acquire load of a std::atomic<table*> on the
// fast path, a mutex and a relaxed re-check on the slow path, a release store to publish; two
// threads use the table. Correct under C11/C++: the fast path's acquire pairs with the release.
#include <atomic>
#include <cassert>
#include <memory>
#include <mutex>
#include <thread>
struct table { int entries[3] = {1, 2, 3}; };
static std::atomic<table *> instance{nullptr};
static std::mutex init_mutex;
static std::unique_ptr<table> owner;

static table *get_table() {
  table *t = instance.load(std::memory_order_acquire);
  if (!t) {
    std::lock_guard<std::mutex> g(init_mutex);
    t = instance.load(std::memory_order_relaxed);
    if (!t) {
      owner = std::make_unique<table>();
      t = owner.get();
      instance.store(t, std::memory_order_release);
    }
  }
  return t;
}

int main() {
  int sums[2] = {0, 0};
  std::thread a([&] { for (int e : get_table()->entries) sums[0] += e; });
  std::thread b([&] { sums[1] = get_table()->entries[2]; });
  a.join();
  b.join();
  assert(sums[0] == 6 && sums[1] == 3);
  return 0;
}
