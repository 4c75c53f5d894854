// expect: none
// complete: no
// algos: sdpor,pop,dc
// The program checks that the global C++ locale is the classic "C" one (every native run),
// then installs "C.UTF-8" (built into glibc since 2.35) for its output. std::locale::global is
// libstdc++'s and calls setlocale inside the library, past braid's setlocale: before trust32
// nothing noticed, "C.UTF-8" stayed for the next execution of the instance, whose check
// failed: a false assertion, "complete". Now the change is noted (incomplete) and the global
// locale put back before each execution (docs/runtime.md, trust32).
#include <cassert>
#include <clocale>
#include <cstring>
#include <locale>
#include <mutex>
#include <thread>

static std::mutex lock;
static int jobs;

int main() {
  assert(std::locale().name() == "C");
  std::locale::global(std::locale("C.UTF-8"));
  std::thread a([] { std::lock_guard<std::mutex> g(lock); ++jobs; });
  std::thread b([] { std::lock_guard<std::mutex> g(lock); ++jobs; });
  a.join();
  b.join();
  assert(std::strcmp(std::setlocale(LC_CTYPE, nullptr), "C.UTF-8") == 0);  // C's locale too
  return jobs == 2 ? 0 : 1;
}
