// expect: deadlock
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// The pool's destructor sets stop under the lock but forgets notify_all: an idle worker
// already waiting is never woken and join() waits for ever.
#include <condition_variable>
#include <functional>
#include <mutex>
#include <queue>
#include <thread>
class Pool {
 public:
  Pool() : worker_([this] { loop(); }) {}
  ~Pool() {
    {
      std::lock_guard<std::mutex> g(m_);
      stop_ = true;
    }
    worker_.join();
  }
  void post(std::function<void()> f) {
    {
      std::lock_guard<std::mutex> g(m_);
      q_.push(std::move(f));
    }
    cv_.notify_one();
  }
 private:
  void loop() {
    for (;;) {
      std::function<void()> f;
      {
        std::unique_lock<std::mutex> lk(m_);
        cv_.wait(lk, [this] { return stop_ || !q_.empty(); });
        if (q_.empty()) return;
        f = std::move(q_.front());
        q_.pop();
      }
      f();
    }
  }
  std::mutex m_;
  std::condition_variable cv_;
  std::queue<std::function<void()>> q_;
  bool stop_ = false;
  std::thread worker_;
};
int main() {
  int ran = 0;
  {
    Pool p;
    p.post([&ran] { ran = 1; });
  }
  (void)ran;
  return 0;
}
