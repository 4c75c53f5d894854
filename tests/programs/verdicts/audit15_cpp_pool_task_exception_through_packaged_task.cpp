// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// time-limit: 30
// A one-worker pool runs std::function<void()> jobs; submit() wraps the callable in a
// shared std::packaged_task and returns its future. A job that throws stores the exception in
// its future (the worker survives and runs the next job); main rethrows it at get().
#include <cassert>
#include <condition_variable>
#include <deque>
#include <functional>
#include <future>
#include <memory>
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
  template <class F> auto submit(F f) {
    auto task = std::make_shared<std::packaged_task<decltype(f())()>>(std::move(f));
    auto fut = task->get_future();
    {
      std::lock_guard<std::mutex> g(m_);
      jobs_.emplace_back([task] { (*task)(); });
    }
    cv_.notify_one();
    return fut;
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
  auto bad = pool.submit([]() -> int { throw std::runtime_error("disk full"); });
  auto good = pool.submit([] { return 5; });
  bool caught = false;
  try {
    (void)bad.get();
  } catch (const std::runtime_error&) {
    caught = true;
  }
  assert(caught);
  assert(good.get() == 5);
  return 0;
}
