// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// Three owners across threads: each thread drops its copy; whoever is last runs the
// destructor, which counts itself; exactly one destruction.
#include <atomic>
#include <cassert>
#include <memory>
#include <thread>
std::atomic<int> destroyed{0};
struct Node { int v = 1; ~Node() { destroyed.fetch_add(1); } };
int main() {
  auto n = std::make_shared<Node>();
  std::thread a([c = n]() mutable { assert(c->v == 1); c.reset(); });
  std::thread b([c = n]() mutable { assert(c->v == 1); c.reset(); });
  n.reset();
  a.join();
  b.join();
  assert(destroyed.load() == 1);
  return 0;
}
