// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// An account whose public methods lock a recursive_mutex and call each other (deposit
// from transfer_in), as code grown over time does.
#include <cassert>
#include <mutex>
#include <thread>
class Account {
 public:
  void deposit(int v) { std::lock_guard<std::recursive_mutex> g(m_); balance_ += v; }
  void deposit_twice(int v) {
    std::lock_guard<std::recursive_mutex> g(m_);
    deposit(v);
    deposit(v);
  }
  int balance() { std::lock_guard<std::recursive_mutex> g(m_); return balance_; }
 private:
  std::recursive_mutex m_;
  int balance_ = 0;
};
int main() {
  Account acc;
  std::thread a([&] { acc.deposit_twice(5); });
  std::thread b([&] { acc.deposit(1); });
  a.join();
  b.join();
  assert(acc.balance() == 11);
  return 0;
}
