// expect: memory-error
// flags: -std=c++20
// algos: dfs,sdpor,pop,dc
// (Not qpor: it refuses the program's primitives.)
// A worker publishes the address of its thread_local buffer; main reads it after the
// worker has exited (its thread_local storage is gone).
#include <atomic>
#include <thread>
thread_local int scratch[4];
std::atomic<int*> published{nullptr};
int main() {
  std::thread w([] {
    scratch[1] = 7;
    published.store(scratch);
  });
  w.join();
  int* p = published.load();
  return p[1] == 7 ? 0 : 1;
}
