// expect: none
// algos: pop,sdpor,dc
// A C++ registry object of static storage next to a C-style `__attribute__((destructor))`
// shutdown hook. The object's destructor is a __cxa_atexit handler (registered when its
// constructor finished, during static initialisation), so glibc runs it before .fini_array:
// the hook sees the registry already closed and the count the worker left. A function-local
// static built in main registers later and is destroyed first. Natively (g++ -O2 and
// clang++ -O2, glibc 2.36) it prints "local registry closed 1 hook sees closed 2" and exits 0.
#include <cassert>
#include <cstdio>
#include <thread>
namespace {
int shutdown_order;
struct Registry {
  int entries = 0;
  bool closed = false;
  int closed_at = 0;
  ~Registry() {
    closed = true;
    closed_at = ++shutdown_order;
    std::printf("registry closed %d ", closed_at);
  }
};
struct LocalCache {
  ~LocalCache() {
    assert(shutdown_order == 0);
    std::printf("local ");
  }
};
Registry registry;
}  // namespace
__attribute__((destructor)) static void shutdown_hook() {
  const int order = ++shutdown_order;
  std::printf("hook sees %s %d\n", registry.closed ? "closed" : "open", order);
  assert(registry.closed && registry.closed_at == 1 && order == 2);
  assert(registry.entries == 2);
}
int main() {
  static LocalCache cache;
  std::thread worker([] { registry.entries += 2; });
  worker.join();
  return 0;
}
