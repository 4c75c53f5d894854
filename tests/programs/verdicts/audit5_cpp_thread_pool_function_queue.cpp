// expect: none
// complete: no
// (A pool of two workers running two packaged_tasks: more than 50 000 executions in 60 s,
// not finished: libstdc++'s futures, shared_ptr counts and std::function add many events.)
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// A small thread pool: std::function tasks in a std::queue, two workers waiting on a
// condition_variable with a predicate, submit() returning a std::future through a
// shared_ptr<packaged_task>; the destructor sets stop, notify_all and joins.
#include <cassert>
#include <condition_variable>
#include <functional>
#include <future>
#include <memory>
#include <mutex>
#include <queue>
#include <thread>
#include <vector>
class ThreadPool {
 public:
  explicit ThreadPool(int n) {
    for (int i = 0; i < n; ++i)
      workers_.emplace_back([this] {
        for (;;) {
          std::function<void()> task;
          {
            std::unique_lock<std::mutex> lk(m_);
            cv_.wait(lk, [this] { return stop_ || !tasks_.empty(); });
            if (stop_ && tasks_.empty()) return;
            task = std::move(tasks_.front());
            tasks_.pop();
          }
          task();
        }
      });
  }
  ~ThreadPool() {
    {
      std::lock_guard<std::mutex> g(m_);
      stop_ = true;
    }
    cv_.notify_all();
    for (auto &w : workers_) w.join();
  }
  template <class F>
  auto submit(F f) -> std::future<decltype(f())> {
    auto task = std::make_shared<std::packaged_task<decltype(f())()>>(std::move(f));
    auto fut = task->get_future();
    {
      std::lock_guard<std::mutex> g(m_);
      tasks_.emplace([task] { (*task)(); });
    }
    cv_.notify_one();
    return fut;
  }
 private:
  std::mutex m_;
  std::condition_variable cv_;
  std::queue<std::function<void()>> tasks_;
  bool stop_ = false;
  std::vector<std::thread> workers_;
};
int main() {
  ThreadPool pool(2);
  auto a = pool.submit([] { return 20; });
  auto b = pool.submit([] { return 22; });
  assert(a.get() + b.get() == 42);
  return 0;
}
