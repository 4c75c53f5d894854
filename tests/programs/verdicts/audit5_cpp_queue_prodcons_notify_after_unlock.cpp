// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// Producer-consumer over std::queue; the producer notifies after releasing the lock (the
// common optimisation), the consumer waits with a predicate and stops on a sentinel.
#include <cassert>
#include <condition_variable>
#include <mutex>
#include <queue>
#include <thread>
std::mutex m;
std::condition_variable cv;
std::queue<int> q;
int main() {
  int sum = 0;
  std::thread consumer([&] {
    for (;;) {
      std::unique_lock<std::mutex> lk(m);
      cv.wait(lk, [] { return !q.empty(); });
      int v = q.front();
      q.pop();
      lk.unlock();
      if (v < 0) break;
      sum += v;
    }
  });
  for (int v : {1, 2, -1}) {
    {
      std::lock_guard<std::mutex> g(m);
      q.push(v);
    }
    cv.notify_one();
  }
  consumer.join();
  assert(sum == 3);
  return 0;
}
