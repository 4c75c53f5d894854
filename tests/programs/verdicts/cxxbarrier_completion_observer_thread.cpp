// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// classes: 3
// Two workers meet twice at a barrier whose completion function counts the phases in an
// atomic; a third thread, not a participant, reads the count once. The classes are where that
// read falls among the two completions (before, between, after): three. The arrivals commute,
// so the two phases add nothing (12 classes while the last arriver ran the completion: the
// 2 x 2 arrival orders, with the read placed among them).
#include <atomic>
#include <barrier>
#include <cassert>
#include <thread>
std::atomic<int> phases_done;
int main() {
  std::barrier sync(2, []() noexcept { phases_done.fetch_add(1); });
  auto work = [&] {
    sync.arrive_and_wait();
    sync.arrive_and_wait();
  };
  std::thread a(work), b(work);
  std::thread observer([] {
    int seen = phases_done.load();
    assert(seen >= 0 && seen <= 2);
  });
  a.join();
  b.join();
  observer.join();
  assert(phases_done.load() == 2);
  return 0;
}
