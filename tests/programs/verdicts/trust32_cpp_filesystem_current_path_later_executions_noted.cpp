// expect: none
// complete: no
// algos: sdpor,pop,dc
// std::filesystem::current_path("/") changes the directory inside libstdc++ (its chdir is not
// the program's call). The program checks it was not started from "/" (every native run),
// moves there, and two workers count under a lock. Before trust32 the move was not seen and
// stayed for the next execution of the instance, whose check failed: a false assertion,
// "complete". Now it is noted (incomplete) and the directory put back before each execution
// (docs/runtime.md, trust32).
#include <cassert>
#include <filesystem>
#include <mutex>
#include <thread>

static std::mutex lock;
static int jobs;

int main() {
  assert(std::filesystem::current_path() != std::filesystem::path("/"));
  std::filesystem::current_path("/");
  std::thread a([] { std::lock_guard<std::mutex> g(lock); ++jobs; });
  std::thread b([] { std::lock_guard<std::mutex> g(lock); ++jobs; });
  a.join();
  b.join();
  return jobs == 2 ? 0 : 1;
}
