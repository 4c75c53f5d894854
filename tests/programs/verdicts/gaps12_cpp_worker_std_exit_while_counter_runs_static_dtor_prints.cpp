// expect: none
// classes: 4
// rf-classes: 4
// A worker ends the process with std::exit(0) while another thread still increments an
// atomic counter; a global object's destructor (run by the exit, in the worker) prints the
// counter. The other thread runs on while the exit handlers run and after them, until the
// process is gone: every algorithm, DFS included, explores the same executions (DFS stopped
// every thread at the exit: 16 Mazurkiewicz classes against their 4).
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <thread>
static std::atomic<int> ticks;
struct Printer {
  ~Printer() { std::printf("ticks %d\n", ticks.load()); }
};
static Printer printer;
int main() {
  std::thread counter([] {
    for (int i = 0; i < 3; i++) ticks.fetch_add(1);
  });
  std::thread quitter([] { std::exit(0); });
  counter.join();
  quitter.join();
  return 0;
}
