// expect: data-race
// A global object's destructor runs when main returns, while a detached thread still
// updates the object: a data race. The destructor touches only the program's memory, so
// braid runs it at the end of every execution, interleaved with the threads still running
// (sdpor and pop: 3 executions).
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
