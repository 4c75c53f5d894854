// expect: abort
// algos: pop,sdpor,dc
// A chain of std::async stages: stage 2 takes stage 1's future by move into its lambda,
// and main then calls get() on the moved-from future to print a progress line. A
// moved-from std::future has no shared state: get() throws std::future_error ("No
// associated state"), uncaught in main: std::terminate, abort. gcc -O2, 20 runs: exit
// status 134 every time. (The same chain with the future captured by reference and get()
// called by both main and stage 2 is a race inside libstdc++'s future: braid finds data
// races, use after free, double free, crashes and the abort, but in 79 411 executions:
// docs/runtime.md, audit22.)
#include <cstdio>
#include <future>
int main() {
  auto parse = std::async(std::launch::async, [] { return 21; });
  auto twice = std::async(std::launch::async, [in = std::move(parse)]() mutable { return in.get() * 2; });
  std::printf("parsed %d\n", parse.get());  // wrong: parse was moved into stage 2
  std::printf("doubled %d\n", twice.get());
  return 0;
}
