// expect: none
// algos: sdpor,pop,qpor,dc
// classes: 72
// time-limit: 10
// Three transfers, each over two of three accounts named in a rotated order (a,b), (b,c),
// (c,a): std::scoped_lock takes both mutexes with its deadlock-avoidance algorithm, so the
// cycle of requested orders cannot deadlock and money is conserved.
#include <cassert>
#include <mutex>
#include <thread>
struct Account {
  std::mutex m;
  int balance = 100;
};
static Account acc[3];
static void transfer(Account &from, Account &to, int amount) {
  std::scoped_lock both(from.m, to.m);
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
  assert(acc[0].balance == 120 && acc[1].balance == 90 && acc[2].balance == 90);
  return 0;
}
