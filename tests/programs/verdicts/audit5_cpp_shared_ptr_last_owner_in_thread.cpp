// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// Main drops its shared_ptr while two threads still hold copies: whichever thread lets go
// last destroys the object (its destructor counts in an atomic). Only the reference count
// is shared.
#include <atomic>
#include <cassert>
#include <memory>
#include <thread>
std::atomic<int> destroyed{0};
struct Buffer {
  int data[4] = {1, 2, 3, 4};
  ~Buffer() { destroyed.fetch_add(1); }
};
int main() {
  int sums[2] = {0, 0};
  std::thread a, b;
  {
    auto buf = std::make_shared<Buffer>();
    a = std::thread([buf, &sums] { for (int v : buf->data) sums[0] += v; });
    b = std::thread([buf, &sums] { for (int v : buf->data) sums[1] += v; });
  }
  a.join();
  b.join();
  assert(destroyed.load() == 1 && sums[0] == 10 && sums[1] == 10);
  return 0;
}
