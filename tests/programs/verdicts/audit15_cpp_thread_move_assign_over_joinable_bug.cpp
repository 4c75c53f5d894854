// expect: abort
// flags: -std=c++20
// A restart loop move-assigns a new std::thread into a handle that still owns a running
// (unjoined) thread: std::thread's move assignment calls std::terminate.
#include <atomic>
#include <thread>
std::atomic<int> runs;
int main() {
  std::thread worker([] { runs.fetch_add(1); });
  worker = std::thread([] { runs.fetch_add(1); });
  worker.join();
  return 0;
}
