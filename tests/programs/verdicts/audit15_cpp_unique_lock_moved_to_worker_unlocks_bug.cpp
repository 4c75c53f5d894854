// expect: misuse
// flags: -std=c++20
// main locks a std::mutex through a std::unique_lock and moves the lock into a worker's
// lambda "to release it when the worker is done": the worker's unique_lock destructor then
// unlocks a mutex the worker does not own (undefined for std::mutex; glibc's default mutex
// does not notice, an error-checking one returns EPERM).
#include <mutex>
#include <thread>
std::mutex m;
int shared_total;
int main() {
  std::unique_lock<std::mutex> lk(m);
  shared_total = 1;
  std::thread worker([held = std::move(lk)]() mutable { shared_total += 1; });
  worker.join();
  std::lock_guard<std::mutex> g(m);
  return shared_total == 2 ? 0 : 1;
}
