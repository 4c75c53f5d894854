// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// Nested magic statics: the outer's constructor initialises the inner one; both threads reach
// the outer first, under a mutex-protected counter in the constructors.
#include <cassert>
#include <mutex>
#include <thread>
std::mutex m;
int inits;
struct Inner { int v; Inner() { std::lock_guard<std::mutex> g(m); inits++; v = 7; } };
Inner &inner() { static Inner i; return i; }
struct Outer { int w; Outer() : w(inner().v * 2) { std::lock_guard<std::mutex> g(m); inits++; } };
Outer &outer() { static Outer o; return o; }
int main() {
  int r1 = 0, r2 = 0;
  std::thread a([&] { r1 = outer().w; });
  std::thread b([&] { r2 = inner().v + outer().w; });
  a.join();
  b.join();
  assert(r1 == 14 && r2 == 21);
  std::lock_guard<std::mutex> g(m);
  assert(inits == 2);
  return 0;
}
