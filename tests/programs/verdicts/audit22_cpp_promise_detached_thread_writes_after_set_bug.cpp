// expect: data-race, exit
// algos: pop,sdpor,dc
// The detached promise setter of audit22_cpp_promise_set_by_detached_thread.cpp with the
// status written AFTER set_value ("done, now record it"): main's read of the status after
// get() is not ordered with that write, a data race, and main can read 0 and return 1
// (the `exit` finding). gcc -O2 -fsanitize=thread, 50 runs: ThreadSanitizer reported the
// race in 6.
#include <cassert>
#include <future>
#include <thread>
static int status;
int main() {
  std::promise<int> answer;
  std::future<int> result = answer.get_future();
  std::thread([p = std::move(answer)]() mutable {
    p.set_value(6 * 7);
    status = 1;  // wrong: after the value was published
  }).detach();
  assert(result.get() == 42);
  return status == 1 ? 0 : 1;
}
