// expect: memory-error
// algos: dfs,sdpor,pop,dc
// post_and_throw() posts a reply slot that is its own local and throws; the worker catches
// the exception, so the frame is left by unwinding (no return runs), then waits in another
// call that covers it. main's answer writes into that call's frame. Before (trust17): the
// escaped local of a frame an exception left never ended, "complete, no bug".
#include <atomic>
#include <stdexcept>
#include <thread>
static std::atomic<int*> posted{nullptr};
static std::atomic<int> answered{0};
__attribute__((noinline)) static void post_and_throw() {
  int reply = 0;
  posted.store(&reply);
  throw std::runtime_error("no answer yet");
}
__attribute__((noinline)) static int poll_until_answered() {
  volatile int scratch[16] = {1, 2, 3, 4};
  while (!answered.load()) {
  }
  return scratch[0] + scratch[15];
}
int main() {
  std::thread worker([] {
    try {
      post_and_throw();
    } catch (const std::runtime_error&) {
    }
    (void)poll_until_answered();
  });
  int* slot;
  while (!(slot = posted.load())) {
  }
  *slot = 7;
  answered.store(1);
  worker.join();
  return 0;
}
