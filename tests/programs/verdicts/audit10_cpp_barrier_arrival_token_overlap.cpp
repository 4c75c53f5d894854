// expect: none
// algos: sdpor,pop,dc
// classes: 1
// flags: -std=c++20
// time-limit: 10
// Split-phase std::barrier: each thread publishes its value, arrives (keeping the arrival
// token), does private work that touches nothing shared, then waits on the token before
// reading the other thread's value.
#include <barrier>
#include <cassert>
#include <thread>
#include <utility>
static int published[2];
static int result[2];
int main() {
  std::barrier sync(2);
  auto work = [&](int me) {
    published[me] = (me + 1) * 100;
    auto token = sync.arrive();
    int local = 0;
    for (int i = 0; i < 3; i++) local += i;
    sync.wait(std::move(token));
    result[me] = published[1 - me] + local;
  };
  std::thread a(work, 0), b(work, 1);
  a.join();
  b.join();
  assert(result[0] == 203 && result[1] == 103);
  return 0;
}
