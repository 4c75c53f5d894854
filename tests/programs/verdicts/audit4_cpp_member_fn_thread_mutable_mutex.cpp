// expect: none
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// std::thread on a member function pointer with the object's address, std::ref arguments, and
// a const member function locking a mutable mutex.
#include <cassert>
#include <functional>
#include <mutex>
#include <thread>
class Account {
 public:
  void deposit(int amount, int &receipts) {
    std::lock_guard<std::mutex> g(m_);
    balance_ += amount;
    ++receipts;
  }
  int balance() const {
    std::lock_guard<std::mutex> g(m_);
    return balance_;
  }
 private:
  mutable std::mutex m_;
  int balance_ = 0;
};
int main() {
  Account acc;
  int r1 = 0, r2 = 0;
  std::thread a(&Account::deposit, &acc, 5, std::ref(r1));
  std::thread b(&Account::deposit, &acc, 7, std::ref(r2));
  int seen = acc.balance();
  assert(seen == 0 || seen == 5 || seen == 7 || seen == 12);
  a.join();
  b.join();
  assert(acc.balance() == 12 && r1 == 1 && r2 == 1);
  return 0;
}
