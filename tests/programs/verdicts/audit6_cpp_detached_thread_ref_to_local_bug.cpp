// expect: memory-error
// flags: -std=c++20
// algos: dfs,sdpor,pop,dc
// (Not qpor: it refuses the program's primitives.)
// A detached thread captures a local by reference; the function returns (its frame is gone)
// before the thread writes through the reference.
#include <atomic>
#include <thread>
std::atomic<bool> finished{false};
void start_background() {
  int progress = 0;
  std::thread([&progress] {
    progress = 100;
    finished.store(true);
  }).detach();
}
int main() {
  start_background();
  while (!finished.load()) std::this_thread::yield();
  return 0;
}
