// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// A recursive_timed_mutex taken twice by one thread (a public method calling another);
// the other thread tries with try_lock_until and falls back to a blocking lock.
#include <cassert>
#include <chrono>
#include <mutex>
#include <thread>
class Account {
 public:
  void deposit(int v) {
    std::lock_guard<std::recursive_timed_mutex> g(m_);
    balance_ += v;
  }
  void deposit_twice(int v) {
    std::lock_guard<std::recursive_timed_mutex> g(m_);
    deposit(v);
    deposit(v);
  }
  bool try_withdraw(int v) {
    auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(5);
    std::unique_lock<std::recursive_timed_mutex> lk(m_, std::defer_lock);
    if (!lk.try_lock_until(deadline)) lk.lock();
    if (balance_ < v) return false;
    balance_ -= v;
    return true;
  }
  int balance() {
    std::lock_guard<std::recursive_timed_mutex> g(m_);
    return balance_;
  }
 private:
  std::recursive_timed_mutex m_;
  int balance_ = 0;
};
int main() {
  Account acc;
  bool took = false;
  std::thread a([&] { acc.deposit_twice(5); });
  std::thread b([&] { took = acc.try_withdraw(10); });
  a.join();
  b.join();
  assert(acc.balance() == (took ? 0 : 10));
  return 0;
}
