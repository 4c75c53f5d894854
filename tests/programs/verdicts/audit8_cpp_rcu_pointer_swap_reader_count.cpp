// expect: none
// algos: sdpor,pop,dc
// (not dfs: without reduction it does not finish within the time limit; not qpor, which does
// not model atomic operations or the synchronisation primitives used here)
// time-limit: 4
// An RCU-like configuration swap: readers announce themselves in an atomic count before
// loading the pointer; the updater exchanges the pointer, waits until no reader is inside,
// then deletes the old object.
#include <atomic>
#include <cassert>
#include <thread>
struct Config { int version; int limit; };
static std::atomic<Config *> current{nullptr};
static std::atomic<int> readers{0};
static int read_limit() {
  readers.fetch_add(1);
  Config *c = current.load();
  int v = c->limit;
  readers.fetch_sub(1);
  return v;
}
int main() {
  current.store(new Config{1, 10});
  std::thread r([] { int v = read_limit(); assert(v == 10 || v == 20); });
  std::thread u([] {
    Config *old = current.exchange(new Config{2, 20});
    while (readers.load() != 0) {
    }
    delete old;
  });
  r.join();
  u.join();
  delete current.load();
  return 0;
}
