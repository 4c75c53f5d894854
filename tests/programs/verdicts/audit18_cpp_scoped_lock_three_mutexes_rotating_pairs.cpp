// expect: none
// algos: sdpor,pop,dc
// time-limit: 10
// (sdpor, pop, dc: 268 executions)
// std::scoped_lock over two or three mutexes, each thread naming them in a different order
// (deadlock-free by std::lock's algorithm): three accounts, transfers between rotating
// pairs (here two of them) and an auditor that locks all three to read a consistent total.
#include <cassert>
#include <mutex>
#include <thread>
struct account { std::mutex m; int balance = 10; };
static account acc[3];

static void transfer(int from, int to, int amount) {
  std::scoped_lock lock(acc[from].m, acc[to].m);
  acc[from].balance -= amount;
  acc[to].balance += amount;
}

int main() {
  std::thread a([] { transfer(0, 1, 3); });
  std::thread c([] {
    std::scoped_lock all(acc[2].m, acc[0].m, acc[1].m);
    assert(acc[0].balance + acc[1].balance + acc[2].balance == 30);
  });
  transfer(2, 0, 5);
  a.join(); c.join();
  assert(acc[0].balance == 12 && acc[1].balance == 13 && acc[2].balance == 5);
  return 0;
}
