// expect: data-race
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// Two different subclasses both update a static counter of the base in their override,
// without a lock.
#include <thread>
struct Handler {
  static inline int handled = 0;
  virtual ~Handler() = default;
  virtual void handle() = 0;
};
struct Get : Handler { void handle() override { ++handled; } };
struct Put : Handler { void handle() override { handled += 1; } };
int main() {
  Get g;
  Put p;
  Handler *hs[2] = {&g, &p};
  std::thread a([&] { hs[0]->handle(); }), b([&] { hs[1]->handle(); });
  a.join();
  b.join();
  (void)(Handler::handled == 2);  // what the race leads to is not checked here
  return 0;
}
