// expect: data-race
// algos: sdpor,pop,dc
// A "writer" that takes only a shared lock: two of them modify the counter concurrently.
#include <mutex>
#include <shared_mutex>
#include <thread>
std::shared_mutex rw;
int counter = 0;
void bump() {
  std::shared_lock<std::shared_mutex> lk(rw);
  counter++;
}
int main() {
  std::thread a(bump), b(bump);
  a.join();
  b.join();
  return 0;
}
