// expect: data-race
// algos: sdpor,pop,qpor,dc
// std::unique_lock unlocked early by hand, then the shared map-like counter is written.
#include <mutex>
#include <thread>
std::mutex m;
int hits = 0, misses = 0;
void lookup(bool hit) {
  std::unique_lock<std::mutex> lk(m);
  if (hit) { ++hits; return; }
  lk.unlock();
  ++misses;
}
int main() {
  std::thread a(lookup, false), b(lookup, false);
  a.join();
  b.join();
}
