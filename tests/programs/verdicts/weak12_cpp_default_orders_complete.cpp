// expect: none
// algos: sdpor,pop,dc
// (Not dfs: every interleaving of three std::threads exceeds the time limit.)
// C++ std::atomic with the default orders (seq_cst): store buffering and message passing
// through the operators and load()/store() without an order argument. Everything is
// seq_cst, so C11 gives exactly the SC interleavings braid explores: complete.
#include <atomic>
#include <cassert>
#include <thread>
std::atomic<int> x{0}, y{0};
std::atomic<bool> done{false};
int data = 0;
int main() {
  int seen_x = -1, seen_y = -1;
  std::thread a([&] {
    x = 1;
    seen_y = y.load();
  });
  std::thread b([&] {
    y.store(1);
    seen_x = x;
    data = 7;
    done = true;
  });
  std::thread c([&] {
    if (done) assert(data == 7);
  });
  a.join();
  b.join();
  c.join();
  assert(seen_x == 1 || seen_y == 1);
  return 0;
}
