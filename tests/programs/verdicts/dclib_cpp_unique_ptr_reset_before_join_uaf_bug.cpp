// expect: memory-error, data-race
// algos: dfs,sdpor,pop,dc
// rf-classes: 2
// The worker reads a field of an object that main frees through unique_ptr::reset before
// joining: in the orders where the delete (libstdc++'s, in <memory>) runs first the read is a
// use after free. dc explores it natively and finds it, as dfs and pop do.
#include <memory>
#include <thread>
struct Pair { int key = 3; int value = 4; };
int out;
int main() {
  std::unique_ptr<Pair> p(new Pair);
  Pair* raw = p.get();
  std::thread t([raw] { out = raw->value; });
  p.reset();
  t.join();
  return out == 99;
}
