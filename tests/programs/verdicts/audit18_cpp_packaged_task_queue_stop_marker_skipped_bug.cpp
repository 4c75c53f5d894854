// expect: deadlock
// algos: sdpor,pop,dc
// time-limit: 10
// (sdpor, pop, dc: 110 executions)
// A one-worker task queue of std::packaged_task<int()>: main enqueues a task under a mutex
// and notifies a condition variable, keeps its future, then enqueues an empty task as the
// stop marker; the worker skips invalid tasks instead of stopping at the marker, so after the
// task it waits forever on an empty queue and main's join never returns.
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
    if (!task.valid()) continue; /* BUG: the stop marker is skipped, not obeyed */
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
