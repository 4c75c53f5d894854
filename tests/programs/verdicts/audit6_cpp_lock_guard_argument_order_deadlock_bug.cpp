// expect: deadlock
// flags: -std=c++20
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// transfer(from, to) locks `from` then `to`: two opposite transfers deadlock.
#include <mutex>
#include <thread>
struct Account { std::mutex m; int balance; };
void transfer(Account& from, Account& to, int amount) {
  std::lock_guard<std::mutex> a(from.m);
  std::lock_guard<std::mutex> b(to.m);
  from.balance -= amount;
  to.balance += amount;
}
int main() {
  Account x{{}, 100}, y{{}, 50};
  std::thread t1([&] { transfer(x, y, 10); });
  std::thread t2([&] { transfer(y, x, 20); });
  t1.join();
  t2.join();
  return 0;
}
