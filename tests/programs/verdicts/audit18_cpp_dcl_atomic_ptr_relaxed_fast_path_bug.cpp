// expect: data-race
// algos: sdpor,pop,dc
// Double-checked lazy initialisation in C++: a load of a std::atomic<table*> on the
// fast path (RELAXED here), a mutex and a relaxed re-check on the slow path, a release store to
// publish: a thread that takes the fast path does not synchronise with the initialiser, so
// its reads of the table race with the constructor's writes.
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
  table *t = instance.load(std::memory_order_relaxed); /* BUG: the fast path needs acquire */
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
