// expect: none
// algos: sdpor,pop,dc
// complete: no
// (wait_for in a retry loop: complete up to 1 early timeout per thread, --early-timeouts.)
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// A consumer waits on a condition_variable with wait_for and a predicate, logging a
// timeout and waiting again; the producer pushes two jobs into a std::deque and a stop flag.
#include <cassert>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
std::mutex m;
std::condition_variable cv;
std::deque<int> jobs;
bool stop;
int main() {
  int sum = 0, timeouts = 0;
  std::thread consumer([&] {
    std::unique_lock<std::mutex> lk(m);
    for (;;) {
      if (!cv.wait_for(lk, std::chrono::milliseconds(10), [] { return stop || !jobs.empty(); })) {
        ++timeouts;
        continue;
      }
      if (jobs.empty()) break;  // stop and drained
      sum += jobs.front();
      jobs.pop_front();
    }
  });
  for (int v : {4, 5}) {
    std::lock_guard<std::mutex> g(m);
    jobs.push_back(v);
    cv.notify_one();
  }
  {
    std::lock_guard<std::mutex> g(m);
    stop = true;
  }
  cv.notify_one();
  consumer.join();
  assert(sum == 9);
  (void)timeouts;
  return 0;
}
