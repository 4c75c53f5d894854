// expect: data-race
// A std::shared_timed_mutex reader that bumps a statistics counter while holding only the
// shared lock: two readers race.
#include <mutex>
#include <shared_mutex>
#include <thread>
static std::shared_timed_mutex rw;
static int lookups;
int main() {
  auto reader = [] {
    std::shared_lock<std::shared_timed_mutex> g(rw);
    ++lookups;
  };
  std::thread a(reader), b(reader);
  a.join();
  b.join();
  return 0;
}
