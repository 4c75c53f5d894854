// expect: none
// algos: sdpor,pop,dc
// std::async with std::launch::deferred runs the function in whichever thread calls get():
// main updates the value before it starts the helper that calls get(), so the thread creation
// orders the write before the deferred function's read, which always sees 21.
#include <cassert>
#include <future>
#include <thread>
static int shared_value;
int main() {
  auto doubled = std::async(std::launch::deferred, [] { return shared_value * 2; });
  shared_value = 21;
  int result = 0;
  std::thread helper([&] { result = doubled.get(); });
  helper.join();
  assert(result == 42);
  return 0;
}
