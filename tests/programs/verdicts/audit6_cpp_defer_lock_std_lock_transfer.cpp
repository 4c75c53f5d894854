// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// Transfers in both directions lock both accounts with unique_lock(defer_lock) + std::lock
// (deadlock-free); the total is invariant at every observation.
#include <cassert>
#include <mutex>
#include <thread>
struct Account { std::mutex m; int balance; };
void transfer(Account& from, Account& to, int amount) {
  std::unique_lock<std::mutex> a(from.m, std::defer_lock);
  std::unique_lock<std::mutex> b(to.m, std::defer_lock);
  std::lock(a, b);
  from.balance -= amount;
  to.balance += amount;
}
int total(Account& x, Account& y) {
  std::scoped_lock both(x.m, y.m);
  return x.balance + y.balance;
}
int main() {
  Account x{{}, 100}, y{{}, 50};
  std::thread t1([&] { transfer(x, y, 10); });
  std::thread t2([&] { transfer(y, x, 20); });
  std::thread t3([&] { assert(total(x, y) == 150); });
  t1.join();
  t2.join();
  t3.join();
  assert(x.balance == 110 && y.balance == 40);
  return 0;
}
