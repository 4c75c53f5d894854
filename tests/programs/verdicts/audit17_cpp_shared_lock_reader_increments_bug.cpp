// expect: data-race
// Readers increment a counter under a shared_lock: a race between readers.
#include <thread>
#include <shared_mutex>
#include <mutex>
std::shared_mutex rw;
int hits = 0;
int main() {
  auto reader = [] { std::shared_lock lk(rw); hits++; }; // writes under a shared lock
  std::thread r1(reader), r2(reader);
  r1.join(); r2.join();
}
