// expect: data-race
// algos: sdpor,pop,dc
// A "writer" that takes only a std::shared_lock: two of them write the cache concurrently.
#include <mutex>
#include <shared_mutex>
#include <thread>
std::shared_mutex rw;
int cache = 0;
void refresh(int v) {
  std::shared_lock<std::shared_mutex> lk(rw);
  cache = v;
}
int main() {
  std::thread a(refresh, 1), b(refresh, 2);
  a.join();
  b.join();
}
