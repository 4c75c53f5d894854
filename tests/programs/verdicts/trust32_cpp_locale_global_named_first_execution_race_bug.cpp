// expect: data-race
// complete: no
// algos: sdpor,pop,dc
// The bug twin: the program counts with a helper thread that skips the lock only while the
// global locale is still the classic one (the first thing main checks, before installing
// "C.UTF-8"), which is every native run and, since trust32, every execution (the locale is
// put back before each). Before trust32 only the instance's first execution had the race.
// Found, incomplete (the change is noted; docs/runtime.md, trust32).
#include <locale>
#include <mutex>
#include <thread>

static std::mutex lock;
static int jobs;

int main() {
  const bool classic = std::locale().name() == "C";
  std::locale::global(std::locale("C.UTF-8"));
  std::thread a([] { std::lock_guard<std::mutex> g(lock); ++jobs; });
  std::thread b([classic] {
    if (classic) ++jobs;  // no lock: races with `a`
  });
  a.join();
  b.join();
  return 0;
}
