// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// Two std::jthread workers poll their stop_token and count work in a std::atomic; main
// requests stop on both (the jthread destructor would too) and checks the counts add up.
#include <atomic>
#include <cassert>
#include <stop_token>
#include <thread>
std::atomic<int> done{0};
void worker(std::stop_token st, std::atomic<int>& mine) {
  int rounds = 0;
  while (!st.stop_requested() && rounds < 2) {
    mine.fetch_add(1, std::memory_order_relaxed);
    done.fetch_add(1);
    ++rounds;
  }
}
int main() {
  std::atomic<int> a{0}, b{0};
  {
    std::jthread t1(worker, std::ref(a));
    std::jthread t2(worker, std::ref(b));
    t1.request_stop();
    t2.request_stop();
  }
  assert(done.load() == a.load() + b.load());
  assert(a.load() <= 2 && b.load() <= 2);
  return 0;
}
