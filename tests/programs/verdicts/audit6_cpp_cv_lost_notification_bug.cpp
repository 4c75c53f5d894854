// expect: deadlock
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// The worker notifies before main waits, and main waits without checking any state: the
// notification is lost and main sleeps forever.
#include <condition_variable>
#include <mutex>
#include <thread>
std::mutex m;
std::condition_variable cv;
int main() {
  std::thread worker([] {
    std::lock_guard<std::mutex> g(m);
    cv.notify_one();
  });
  {
    std::unique_lock<std::mutex> lk(m);
    cv.wait(lk);  // no predicate, nothing to re-check
  }
  worker.join();
  return 0;
}
