// expect: data-race, assertion
// algos: pop,sdpor,dc
// (Not dfs: its naive interleaving of std::thread's internals exceeds the time limit.)
// Bug twin of audit24_cpp_pool_wait_idle_pending_counter.cpp: the worker decrements the
// pending count when it takes a task off the queue, before running it ("the queue is
// empty, so we are idle"). wait_idle() can then return while the last task still runs:
// main's read of results[1] races with the task's write (nothing orders the write before
// the read), and main's assertion fails when it reads before the write.
#include <cassert>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <queue>
#include <thread>
class Pool {
 public:
  Pool() : worker_([this] { run(); }) {}
  ~Pool() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stopping_ = true;
    }
    work_ready_.notify_all();
    worker_.join();
  }
  void submit(std::function<void()> task) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      tasks_.push(std::move(task));
      ++pending_;
    }
    work_ready_.notify_one();
  }
  void wait_idle() {
    std::unique_lock<std::mutex> lock(mutex_);
    idle_.wait(lock, [this] { return pending_ == 0; });
  }
 private:
  void run() {
    for (;;) {
      std::function<void()> task;
      {
        std::unique_lock<std::mutex> lock(mutex_);
        work_ready_.wait(lock, [this] { return stopping_ || !tasks_.empty(); });
        if (tasks_.empty()) return;
        task = std::move(tasks_.front());
        tasks_.pop();
        if (--pending_ == 0) idle_.notify_all();
      }
      task();
    }
  }
  std::mutex mutex_;
  std::condition_variable work_ready_, idle_;
  std::queue<std::function<void()>> tasks_;
  int pending_ = 0;
  bool stopping_ = false;
  std::thread worker_;
};
int main() {
  int results[2] = {0, 0};
  Pool pool;
  pool.submit([&results] { results[0] = 10; });
  pool.submit([&results] { results[1] = 20; });
  pool.wait_idle();
  assert(results[0] + results[1] == 30);
  return 0;
}
