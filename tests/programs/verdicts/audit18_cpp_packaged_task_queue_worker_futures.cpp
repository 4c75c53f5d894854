// expect: none
// algos: sdpor,pop,dc
// time-limit: 10
// (sdpor, pop, dc: 105 executions)
// A one-worker task queue of std::packaged_task<int()>: main enqueues a task under a mutex
// and notifies a condition variable, keeps its future, then enqueues an empty task as the
// stop marker; the worker runs tasks until the marker. The future delivers the result.
#include <cassert>
#include <condition_variable>
#include <deque>
#include <future>
#include <mutex>
#include <thread>
static std::mutex m;
static std::condition_variable cv;
static std::deque<std::packaged_task<int()>> tasks;

static void worker() {
  for (;;) {
    std::packaged_task<int()> task;
    {
      std::unique_lock<std::mutex> lock(m);
      cv.wait(lock, [] { return !tasks.empty(); });
      task = std::move(tasks.front());
      tasks.pop_front();
    }
    if (!task.valid()) return;
    task();
  }
}

static std::future<int> submit(std::packaged_task<int()> task) {
  std::future<int> f = task.valid() ? task.get_future() : std::future<int>();
  {
    std::lock_guard<std::mutex> g(m);
    tasks.push_back(std::move(task));
  }
  cv.notify_one();
  return f;
}

int main() {
  std::thread w(worker);
  int base = 20;
  std::future<int> a = submit(std::packaged_task<int()>([base] { return base + 1; }));
  submit(std::packaged_task<int()>());
  assert(a.get() == 21);
  w.join();
  return 0;
}
