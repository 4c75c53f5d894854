// expect: none
// algos: sdpor,pop,dc,qpor
// The std::lock idiom with std::unique_lock and std::defer_lock (a transfer between two
// accounts, in opposite directions): the unique_locks own their mutexes after std::lock and
// release them in their destructors.
#include <cassert>
#include <mutex>
#include <thread>
struct Account {
  std::mutex m;
  int balance = 100;
};
Account p, q;
void transfer(Account& from, Account& to, int amount) {
  std::unique_lock<std::mutex> l1(from.m, std::defer_lock);
  std::unique_lock<std::mutex> l2(to.m, std::defer_lock);
  std::lock(l1, l2);
  assert(l1.owns_lock() && l2.owns_lock());
  from.balance -= amount;
  to.balance += amount;
}
int main() {
  std::thread t1(transfer, std::ref(p), std::ref(q), 30);
  std::thread t2(transfer, std::ref(q), std::ref(p), 50);
  t1.join();
  t2.join();
  assert(p.balance == 120 && q.balance == 80);
}
