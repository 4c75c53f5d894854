// expect: data-race, memory-error
// flags: -std=c++20
// (the read of the freed object also races with the free.)
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// The worker keeps only the raw pointer from shared_ptr::get(); main resets the last
// shared_ptr, freeing the object while the worker may still read it.
#include <memory>
#include <thread>
struct Buffer { int data[4] = {1, 2, 3, 4}; };
int main() {
  auto buf = std::make_shared<Buffer>();
  Buffer* raw = buf.get();
  int seen = 0;
  std::thread worker([raw, &seen] { seen = raw->data[2]; });
  buf.reset();
  worker.join();
  return seen == 3 ? 0 : 1;
}
