// expect: deadlock
// algos: sdpor,pop,qpor,dc
// classes: 7
// time-limit: 10
// The rotated-transfer twin that takes the two mutexes with nested std::lock_guard in the
// order the accounts are named: (a,b), (b,c), (c,a) form a cycle and the three threads can
// each hold one mutex and wait for the next.
#include <cassert>
#include <mutex>
#include <thread>
struct Account {
  std::mutex m;
  int balance = 100;
};
static Account acc[3];
static void transfer(Account &from, Account &to, int amount) {
  std::lock_guard<std::mutex> first(from.m);
  std::lock_guard<std::mutex> second(to.m);
  from.balance -= amount;
  to.balance += amount;
}
int main() {
  std::thread t0([] { transfer(acc[0], acc[1], 10); });
  std::thread t1([] { transfer(acc[1], acc[2], 20); });
  std::thread t2([] { transfer(acc[2], acc[0], 30); });
  t0.join();
  t1.join();
  t2.join();
  assert(acc[0].balance + acc[1].balance + acc[2].balance == 300);
  return 0;
}
