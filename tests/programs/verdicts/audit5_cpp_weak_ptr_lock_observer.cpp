// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// An observer thread holds a weak_ptr and lock()s it; main resets the only owner at the same
// time. lock() either gets a live object (kept alive by the new shared_ptr) or nullptr.
#include <atomic>
#include <cassert>
#include <memory>
#include <thread>
struct Widget { int id = 7; };
int main() {
  auto owner = std::make_shared<Widget>();
  std::weak_ptr<Widget> watch = owner;
  int seen = -1;
  std::thread observer([watch, &seen] {
    if (auto w = watch.lock()) seen = w->id;
    else seen = 0;
  });
  owner.reset();
  observer.join();
  assert(seen == 7 || seen == 0);
  assert(watch.expired());
  return 0;
}
