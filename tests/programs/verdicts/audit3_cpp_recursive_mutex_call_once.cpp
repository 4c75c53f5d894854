// expect: none
// algos: sdpor,pop,dc
// std::recursive_mutex re-entered through a helper, std::call_once for lazy set-up.
#include <cassert>
#include <mutex>
#include <thread>
std::recursive_mutex rm;
std::once_flag once;
int config = 0, count = 0;
void bump(int n) {
  std::lock_guard<std::recursive_mutex> g(rm);
  ++count;
  if (n > 0) bump(n - 1);
}
void worker() {
  std::call_once(once, [] { config = 7; });
  assert(config == 7);
  bump(2);
}
int main() {
  std::thread a(worker), b(worker);
  a.join();
  b.join();
  assert(count == 6);
}
