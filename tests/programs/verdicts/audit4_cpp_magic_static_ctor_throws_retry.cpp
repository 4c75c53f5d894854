// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// A magic static whose first construction throws: the guard is released (__cxa_guard_abort)
// and the next caller constructs it again. Whichever thread comes first gets the exception.
#include <cassert>
#include <mutex>
#include <stdexcept>
#include <thread>
std::mutex m;
int attempts;
struct Flaky {
  int value;
  Flaky() {
    std::lock_guard<std::mutex> g(m);
    if (attempts++ == 0) throw std::runtime_error("first try fails");
    value = 9;
  }
};
int get() {
  static Flaky f;
  return f.value;
}
int main() {
  int got[2] = {0, 0};
  auto use = [&](int i) {
    try {
      got[i] = get();
    } catch (const std::runtime_error &) {
      got[i] = -1;
    }
  };
  std::thread a(use, 0), b(use, 1);
  a.join();
  b.join();
  assert(got[0] + got[1] == 8);
  assert(attempts == 2);
  return 0;
}
