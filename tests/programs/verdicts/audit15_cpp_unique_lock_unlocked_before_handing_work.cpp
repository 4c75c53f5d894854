// expect: none
// flags: -std=c++20
// classes: 2
// The fixed hand-off: main prepares under its unique_lock, unlocks, and the worker takes the
// mutex itself for its update.
#include <cassert>
#include <mutex>
#include <thread>
std::mutex m;
int shared_total;
int main() {
  std::unique_lock<std::mutex> lk(m);
  shared_total = 1;
  lk.unlock();
  std::thread worker([] {
    std::lock_guard<std::mutex> g(m);
    shared_total += 1;
  });
  {
    std::lock_guard<std::mutex> g(m);
    shared_total += 10;
  }
  worker.join();
  assert(shared_total == 12);
  return 0;
}
