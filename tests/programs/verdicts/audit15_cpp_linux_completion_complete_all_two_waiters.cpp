// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// A Linux-style `struct completion` on std::mutex + std::condition_variable: two waiters
// wait_for_completion, the initialiser calls complete_all (done = UINT_MAX, notify_all).
#include <cassert>
#include <climits>
#include <condition_variable>
#include <mutex>
#include <thread>
class Completion {
 public:
  void wait_for_completion() {
    std::unique_lock<std::mutex> lk(m_);
    cv_.wait(lk, [this] { return done_ != 0; });
    if (done_ != UINT_MAX) --done_;
  }
  void complete() {
    std::lock_guard<std::mutex> g(m_);
    if (done_ != UINT_MAX) ++done_;
    cv_.notify_one();
  }
  void complete_all() {
    std::lock_guard<std::mutex> g(m_);
    done_ = UINT_MAX;
    cv_.notify_all();
  }
 private:
  std::mutex m_;
  std::condition_variable cv_;
  unsigned done_ = 0;
};
Completion firmware_loaded;
int firmware_version;
int main() {
  auto user = [] {
    firmware_loaded.wait_for_completion();
    assert(firmware_version == 3);
  };
  std::thread a(user), b(user);
  firmware_version = 3;
  firmware_loaded.complete_all();
  a.join();
  b.join();
  return 0;
}
