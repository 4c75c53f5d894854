// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// packaged_task moved into a std::thread; its future gives the result, or the exception.
#include <cassert>
#include <future>
#include <stdexcept>
#include <thread>
int checked_div(int a, int b) {
  if (b == 0) throw std::domain_error("div by zero");
  return a / b;
}
int main() {
  std::packaged_task<int(int, int)> ok(checked_div), bad(checked_div);
  std::future<int> fok = ok.get_future(), fbad = bad.get_future();
  std::thread t1(std::move(ok), 10, 2);
  std::thread t2(std::move(bad), 1, 0);
  assert(fok.get() == 5);
  bool threw = false;
  try { (void)fbad.get(); } catch (const std::domain_error &) { threw = true; }
  assert(threw);
  t1.join();
  t2.join();
  return 0;
}
