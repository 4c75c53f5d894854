// expect: none
// A launch::deferred task runs only at get()/wait(); never waited on, it never runs.
#include <cassert>
#include <future>
#include <thread>
int side_effect;
int main() {
  {
    auto lazy = std::async(std::launch::deferred, [] { side_effect = 1; return 1; });
    std::thread t([] {});
    t.join();
  }
  assert(side_effect == 0);
  return 0;
}
