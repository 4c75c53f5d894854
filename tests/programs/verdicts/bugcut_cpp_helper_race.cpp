// expect: assertion, data-race
// algos: sdpor,pop,qpor,dc
// dfs: millions of executions (std::thread); a failed assertion in one thread must not hide the race of two others through a helper.
#include <cassert>
#include <thread>
int shared_total, flag;
static void check_flag() { assert(flag == 0); }
static void bump() { shared_total++; }
int main() {
  std::thread t1([] { flag = 1; });
  std::thread t2([] { check_flag(); for (int i = 0; i < 2; i++) bump(); });
  std::thread t3([] { bump(); });
  t1.join(); t2.join(); t3.join();
  return 0;
}
