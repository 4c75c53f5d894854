// expect: none
// algos: sdpor,pop,dc
// std::shared_ptr copied into two threads: the control block's reference count is atomic, the
// last owner destroys the object.
#include <atomic>
#include <cassert>
#include <memory>
#include <thread>
std::atomic<int> destroyed{0};
struct Res { int v = 5; ~Res() { destroyed.fetch_add(1); } };
int main() {
  auto r = std::make_shared<Res>();
  std::thread a([r] { assert(r->v == 5); });
  std::thread b([r] { assert(r->v == 5); });
  r.reset();
  a.join();
  b.join();
  assert(destroyed.load() == 1);
}
