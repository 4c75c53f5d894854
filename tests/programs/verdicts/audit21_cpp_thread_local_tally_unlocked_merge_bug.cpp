// expect: data-race, assertion
// algos: pop,sdpor,dc,qpor
// audit21_cpp_thread_local_tally_flushed_in_destructor.cpp with the destructor's merge done
// without the mutex ("threads end at different times anyway"): the two threads' thread_local
// destructors run at their ends, unordered with each other, and both read-modify-write
// `total`: a data race, and the lost update fails main's `total == 5`. gcc -O2 (g++), 100 runs: always "total 5".
#include <cassert>
#include <cstdio>
#include <thread>
namespace {
int total;
struct Tally {
  int count = 0;
  ~Tally() {
    total += count;  // BUG: the other thread's destructor may run at the same time
  }
};
thread_local Tally tally;
void work(int items) {
  for (int i = 0; i < items; ++i) ++tally.count;
}
}  // namespace
int main() {
  std::thread a(work, 2), b(work, 3);
  a.join();
  b.join();
  std::printf("total %d\n", total);
  assert(total == 5);
  return 0;
}
