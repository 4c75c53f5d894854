// algos: sdpor,pop,dc
// expect: none
// Lambdas own shared_ptr copies; the resource is destroyed exactly once.
#include <thread>
#include <memory>
#include <atomic>
#include <cassert>
std::atomic<int> destroyed{0};
struct Res { int v = 7; ~Res() { destroyed++; } };
int main() {
  auto p = std::make_shared<Res>();
  std::thread a([q = p] { assert(q->v == 7); }), b([q = p] { assert(q->v == 7); });
  p.reset();
  a.join(); b.join();
  assert(destroyed.load() == 1);
}
