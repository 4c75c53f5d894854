// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// Main moves packaged_tasks into a worker thread through a locked vector and a cv; the
// futures deliver the results in order.
#include <cassert>
#include <condition_variable>
#include <future>
#include <mutex>
#include <thread>
#include <vector>
std::mutex m;
std::condition_variable cv;
std::vector<std::packaged_task<int()>> queue;
bool closed = false;
void worker() {
  for (;;) {
    std::packaged_task<int()> task;
    {
      std::unique_lock<std::mutex> lk(m);
      cv.wait(lk, [] { return closed || !queue.empty(); });
      if (queue.empty()) return;
      task = std::move(queue.back());
      queue.pop_back();
    }
    task();
  }
}
int main() {
  std::packaged_task<int()> t([] { return 7; });
  std::future<int> f = t.get_future();
  std::thread w(worker);
  {
    std::lock_guard<std::mutex> g(m);
    queue.push_back(std::move(t));
    closed = true;
  }
  cv.notify_one();
  assert(f.get() == 7);
  w.join();
  return 0;
}
