// expect: none
// algos: pop,sdpor,dc
// A std::promise moved into a detached std::thread, which computes, writes a status word
// and then sets the value; main waits on the future and reads the status afterwards.
// set_value synchronizes with the future's get(), so everything the thread wrote before
// set_value is visible to main, and the thread writes nothing after. main returns while
// the detached thread may still be finishing (destroying its promise): nothing it does then
// touches main's data. gcc -O2, 200 runs under taskset -c 0: always 0.
#include <cassert>
#include <future>
#include <thread>
static int status;
int main() {
  std::promise<int> answer;
  std::future<int> result = answer.get_future();
  std::thread([p = std::move(answer)]() mutable {
    status = 1;
    p.set_value(6 * 7);
  }).detach();
  assert(result.get() == 42);
  assert(status == 1);
  return 0;
}
