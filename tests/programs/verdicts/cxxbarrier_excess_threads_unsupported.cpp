// expect: unsupported
// complete: no
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// Three threads at a barrier that expects two: which two make up the first phase depends on
// the order of their arrivals (the third is then alone in the next phase). braid lets
// arrivals at a barrier without completion function commute, which does not cover an arrival
// whose phase depends on the order: it says so (`unsupported`) instead of exploring part of it.
#include <barrier>
#include <thread>
int main() {
  std::barrier sync(2);
  std::thread a([&] { sync.arrive_and_wait(); }), b([&] { sync.arrive_and_wait(); });
  sync.arrive_and_wait();
  a.join();
  b.join();
  return 0;
}
