// expect: data-race
// algos: sdpor,pop,dc
// std::async with std::launch::deferred runs the function in whichever thread calls get():
// here a helper thread, while main goes on to update the value the deferred function reads.
// The read (in the helper) and main's write are unordered: a data race that a reader who
// expects the function to run "at the async call, in main" would not see.
#include <future>
#include <thread>
static int shared_value;
int main() {
  auto doubled = std::async(std::launch::deferred, [] { return shared_value * 2; });
  int result = 0;
  std::thread helper([&] { result = doubled.get(); });
  shared_value = 21; /* BUG: the deferred function may run now, in helper */
  helper.join();
  return result == 42 || result == 0 ? 0 : 1;
}
