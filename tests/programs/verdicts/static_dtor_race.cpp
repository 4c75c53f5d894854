// expect: data-race
// algos: dfs,sdpor,pop
// A global object's destructor runs when main returns, while a detached thread still
// updates the object.
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
