// expect: assertion, data-race
// C++: a plain int beside a std::atomic flag, written after the flag is raised.
#include <atomic>
#include <cassert>
#include <thread>
std::atomic<int> ready{0};
int data = 0;
int main() {
  std::thread w([] { ready.store(1); data = 42; });
  std::thread r([] { if (ready.load() == 1) assert(data == 42); });
  w.join();
  r.join();
  return 0;
}
