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
static void post_and_throw() {
  int reply = 0;
  posted.store(&reply);
  throw std::runtime_error("no answer yet");
}
// Its private array covers the bytes of the frame that was left (a volatile or escaped one
// would begin a new escaped local there, and another thread may reach such a local).
static int poll_until_answered(int rounds) {
  int pad[48];
  for (int i = 0; i < rounds; ++i) pad[i] = i;
  while (!answered.load()) {
  }
  return pad[rounds / 2];
}
// Called through volatile pointers: never inlined (braid drops `noinline`; an inlined
// helper's locals share the caller's frame, which the exception does not leave).
static void (*volatile post_and_throw_fn)() = post_and_throw;
static int (*volatile poll_fn)(int) = poll_until_answered;
int main() {
  const int rounds = 40;
  std::thread worker([rounds] {
    // Both read before posting: after it, the worker's next step is inside the poll.
    void (*const post)() = post_and_throw_fn;
    int (*const poll)(int) = poll_fn;
    try {
      post();
    } catch (const std::runtime_error&) {
    }
    (void)poll(rounds);
  });
  int* slot;
  while (!(slot = posted.load())) {
  }
  *slot = 7;
  answered.store(1);
  worker.join();
  return 0;
}
