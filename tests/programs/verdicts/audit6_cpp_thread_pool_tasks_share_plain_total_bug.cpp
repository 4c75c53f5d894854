// expect: data-race, exit
// flags: -std=c++20
// time-limit: 30
// (Complete in ~1.5 s on a quiet machine: 15 134 executions for pop and dc; 30-50 s under a
// load of 20; a run the time limit stops with both bugs is a partial answer.)
// (the lost update makes main return 1 (exit).)
// algos: pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// The same two-worker pool; the tasks add to a plain int captured by reference: the pool
// serialises taking tasks, not running them.
#include <condition_variable>
#include <functional>
#include <mutex>
#include <queue>
#include <thread>
#include <vector>
class Pool {
 public:
  explicit Pool(int n) {
    for (int i = 0; i < n; ++i) workers_.emplace_back([this] { loop(); });
  }
  ~Pool() {
    {
      std::lock_guard<std::mutex> g(m_);
      stop_ = true;
    }
    cv_.notify_all();
    for (auto& w : workers_) w.join();
  }
  void submit(std::function<void()> task) {
    {
      std::lock_guard<std::mutex> g(m_);
      tasks_.push(std::move(task));
    }
    cv_.notify_one();
  }
 private:
  void loop() {
    for (;;) {
      std::function<void()> task;
      {
        std::unique_lock<std::mutex> lk(m_);
        cv_.wait(lk, [this] { return stop_ || !tasks_.empty(); });
        if (tasks_.empty()) return;
        task = std::move(tasks_.front());
        tasks_.pop();
      }
      task();
    }
  }
  std::mutex m_;
  std::condition_variable cv_;
  std::queue<std::function<void()>> tasks_;
  bool stop_ = false;
  std::vector<std::thread> workers_;
};
int main() {
  int total = 0;
  {
    Pool pool(2);
    pool.submit([&total] { total += 1; });
    pool.submit([&total] { total += 2; });
  }
  return total == 3 ? 0 : 1;
}
