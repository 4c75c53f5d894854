// expect: assertion
// algos: sdpor,pop,dc,qpor
// The unique_lock + std::defer_lock + std::lock transfer, with a reader that takes only one
// of the two mutexes: it can see the money in flight (the sum is not conserved under one
// account's lock).
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
  from.balance -= amount;
  to.balance += amount;
}
int main() {
  std::thread t1(transfer, std::ref(p), std::ref(q), 30);
  int seen_p;
  {
    std::lock_guard<std::mutex> g(p.m);
    seen_p = p.balance;
  }
  int seen_q;
  {
    std::lock_guard<std::mutex> g(q.m);
    seen_q = q.balance;
  }
  t1.join();
  assert(seen_p + seen_q == 200);  // fails when the transfer runs between the two reads
}
