// expect: none
// complete: no
// algos: dfs,sdpor,pop
// A global object's destructor runs when main returns, while a detached thread still
// updates the object: a data race. braid does not run destructors of global objects (they
// are built once for all executions; docs/runtime.md), so it cannot see the race and says
// the verdict is incomplete (reason `static-destructors`) instead of claiming no bug.
#include <thread>

struct Stats {
  int hits = 0;
  ~Stats() { hits = -1; }
};

Stats stats;

int main() {
  std::thread t([] { stats.hits++; });
  t.detach();
  return 0;
}
