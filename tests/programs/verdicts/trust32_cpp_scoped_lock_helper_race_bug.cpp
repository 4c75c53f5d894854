// expect: data-race
// algos: sdpor,pop,dc
// A transfer takes both accounts' mutexes with one std::scoped_lock; the audit of a third
// account adds the savings balance holding only its own account's mutex, through a
// std::lock_guard in a helper: the savings balance is read unprotected against the transfer's
// write. The report should name the program's mutexes (`from.lock`, `to.lock`, `account.lock`)
// in "locks held" and the trace: not yet (they show as addresses; a mutex reached through a
// reference parameter of a helper, docs/runtime.md, trust32), never a libstdc++ name.
// Natively (g++ -O2) 100 of 100 runs ended with a consistent total (the race is not observed
// there; happens-before: nothing orders main's read of savings.balance with the transfer's write).
#include <mutex>
#include <thread>

struct Account {
  std::mutex lock;
  long balance = 100;
};

static Account checking, savings, brokerage;

static void transfer(Account& from, Account& to, long amount) {
  std::scoped_lock both(from.lock, to.lock);
  from.balance -= amount;
  to.balance += amount;
}

static long audit_one(Account& account, Account& other) {
  std::lock_guard<std::mutex> g(account.lock);
  return account.balance + other.balance;  // `other.lock` is not held
}

int main() {
  std::thread t([] { transfer(checking, savings, 30); });
  long total = audit_one(brokerage, savings);
  t.join();
  return total == 200 || total == 230 ? 0 : 2;
}
