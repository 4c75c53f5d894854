// expect: abort
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// time-limit: 30
// The same pool without packaged_task: submit() queues the callable itself as the job, so a
// job's exception escapes the worker thread's function and std::terminate ends the process.
#include <cassert>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <stdexcept>
#include <thread>
class Pool {
 public:
  Pool() : worker_([this] { run(); }) {}
  ~Pool() {
    {
      std::lock_guard<std::mutex> g(m_);
      stopping_ = true;
    }
    cv_.notify_one();
    worker_.join();
  }
  void submit(std::function<void()> f) {
    {
      std::lock_guard<std::mutex> g(m_);
      jobs_.push_back(std::move(f));
    }
    cv_.notify_one();
  }
 private:
  void run() {
    for (;;) {
      std::function<void()> job;
      {
        std::unique_lock<std::mutex> lk(m_);
        cv_.wait(lk, [this] { return stopping_ || !jobs_.empty(); });
        if (jobs_.empty()) return;
        job = std::move(jobs_.front());
        jobs_.pop_front();
      }
      job();
    }
  }
  std::mutex m_;
  std::condition_variable cv_;
  std::deque<std::function<void()>> jobs_;
  bool stopping_ = false;
  std::thread worker_;
};
int main() {
  Pool pool;
  pool.submit([] { throw std::runtime_error("disk full"); });
  pool.submit([] {});
  return 0;
}
