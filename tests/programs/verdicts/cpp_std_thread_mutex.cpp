// expect: none
// algos: sdpor,pop
// (dfs enumerates the interleavings of the std::thread start-up machinery: several seconds)
// C++: std::thread and std::lock_guard<std::mutex>.
#include <cassert>
#include <mutex>
#include <thread>
std::mutex m;
int counter = 0;
void work() { std::lock_guard<std::mutex> g(m); ++counter; }
int main() {
  std::thread a(work), b(work);
  a.join();
  b.join();
  assert(counter == 2);
  return 0;
}
