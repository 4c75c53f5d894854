// expect: none
// algos: sdpor,pop,dc
// (not dfs: without reduction it does not finish within the time limit; not qpor, which does
// not model atomic operations or the synchronisation primitives used here)
// time-limit: 8
// A logger with a background flusher: producers append lines under a mutex and notify; the
// flusher swaps the pending buffer out and "writes" it outside the lock; shutdown sets a flag,
// notifies, joins, and the flusher drains what is left before exiting.
#include <cassert>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>
#include <vector>
class Logger {
 public:
  explicit Logger(int &written) : written_(written), flusher_([this] { run(); }) {}
  ~Logger() {
    {
      std::lock_guard<std::mutex> g(m_);
      stop_ = true;
    }
    cv_.notify_one();
    flusher_.join();
  }
  void log(std::string line) {
    {
      std::lock_guard<std::mutex> g(m_);
      pending_.push_back(std::move(line));
    }
    cv_.notify_one();
  }

 private:
  void run() {
    std::unique_lock<std::mutex> lk(m_);
    for (;;) {
      cv_.wait(lk, [this] { return stop_ || !pending_.empty(); });
      std::vector<std::string> batch;
      batch.swap(pending_);
      bool stopping = stop_;
      lk.unlock();
      for (auto &l : batch) written_ += l.empty() ? 0 : 1;  // the "write" to the sink
      lk.lock();
      if (stopping && pending_.empty()) return;
    }
  }
  int &written_;  // only the flusher writes it; read after the destructor joined it
  std::mutex m_;
  std::condition_variable cv_;
  std::vector<std::string> pending_;
  bool stop_ = false;
  std::thread flusher_;  // declared last: started after every member it uses
};
int main() {
  int written = 0;
  {
    Logger log(written);
    std::thread a([&log] { log.log("a"); });
    log.log("main");
    a.join();
  }
  assert(written == 2);
  return 0;
}
