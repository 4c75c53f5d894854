// expect: data-race, assertion
// algos: sdpor,pop,dc
// std::scoped_lock transfers between pairs of accounts, and an auditor that locks only the
// accounts it thinks it owns (two of four) before summing all four balances: it reads the
// other two while a transfer between them changes them (a data race) and can see the money
// in flight.
#include <cassert>
#include <mutex>
#include <thread>
struct account { std::mutex m; int balance = 10; };
static account acc[4];

static void transfer(int from, int to, int amount) {
  std::scoped_lock lock(acc[from].m, acc[to].m);
  acc[from].balance -= amount;
  acc[to].balance += amount;
}

int main() {
  std::thread a([] { transfer(2, 3, 3); });
  std::thread c([] {
    std::scoped_lock two(acc[0].m, acc[1].m); /* BUG: acc[2] and acc[3] are read unlocked */
    int total = 0;
    for (const account &x : acc) total += x.balance;
    assert(total == 40);
  });
  a.join();
  c.join();
  return 0;
}
