// expect: deadlock
// algos: sdpor,pop,dc
// A std::recursive_mutex, a std::timed_mutex and a std::shared_mutex taken in a cycle by three
// threads (each holds one and waits for the next): deadlock. The report names `registry`,
// `journal` and `table` (docs/runtime.md, trust26).
#include <mutex>
#include <shared_mutex>
#include <thread>
static std::recursive_mutex registry;
static std::timed_mutex journal;
static std::shared_mutex table;
int main() {
  std::thread a([] {
    std::lock_guard<std::recursive_mutex> r(registry);
    std::lock_guard<std::timed_mutex> j(journal);
  });
  std::thread b([] {
    std::lock_guard<std::timed_mutex> j(journal);
    std::unique_lock<std::shared_mutex> t(table);
  });
  std::thread c([] {
    std::shared_lock<std::shared_mutex> t(table);
    std::lock_guard<std::recursive_mutex> r(registry);
  });
  a.join();
  b.join();
  c.join();
  return 0;
}
