// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// classes: 6
// The completion function observes an order the arrivers made: each worker takes a ticket
// (fetch_add) before arriving and records itself under it; the completion reads who came
// first. The tickets are three RMWs of one counter, 3! orders: six classes, and no more (the
// arrivals themselves commute; who arrived last at the barrier is not what the completion
// sees; 36 while the last arriver ran the completion).
#include <atomic>
#include <barrier>
#include <cassert>
#include <thread>
std::atomic<int> ticket;
int order[3];
int first = -1;
int main() {
  std::barrier sync(3, []() noexcept { first = order[0]; });
  auto work = [&](int me) {
    order[ticket.fetch_add(1)] = me;
    sync.arrive_and_wait();
    assert(first >= 0 && first < 3 && order[0] == first);
  };
  std::thread a(work, 0), b(work, 1), c(work, 2);
  a.join();
  b.join();
  c.join();
  return 0;
}
