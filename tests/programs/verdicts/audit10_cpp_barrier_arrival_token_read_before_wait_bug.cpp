// expect: assertion, data-race
// algos: sdpor,pop,dc
// classes: 3
// flags: -std=c++20
// time-limit: 10
// The split-phase barrier twin that reads the other thread's value between arrive() and
// wait(): arriving does not wait for the others, so the read races with their write.
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
    int local = published[1 - me];
    sync.wait(std::move(token));
    result[me] = local + 3;
  };
  std::thread a(work, 0), b(work, 1);
  a.join();
  b.join();
  assert(result[0] == 203 && result[1] == 103);
  return 0;
}
