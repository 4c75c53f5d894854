// expect: none
// algos: sdpor,pop,dc
// classes: 2
// time-limit: 10
// Polling a std::future with wait_for(0s) until it is ready (doing other work meanwhile),
// then reading a buffer the async task filled: the future's readiness orders the task's
// writes before the reads.
#include <cassert>
#include <chrono>
#include <future>
static int buffer[2];
int main() {
  std::future<int> done = std::async(std::launch::async, [] {
    buffer[0] = 3;
    buffer[1] = 4;
    return 2;
  });
  int polls = 0;
  while (done.wait_for(std::chrono::seconds(0)) != std::future_status::ready) polls++;
  assert(buffer[0] + buffer[1] == 7);
  assert(done.get() == 2);
  (void)polls;
  return 0;
}
