// expect: data-race
// algos: pop,sdpor,dc
// std::shared_future<int&>: two threads wait on the same shared future and then both
// increment the int it refers to. get() only orders each reader after set_value, not the
// readers with each other, so the two increments race. Natively 300 of 300 runs gave 2.
#include <future>
#include <thread>

int main() {
  int hits = 0;
  std::promise<int&> p;
  std::shared_future<int&> f = p.get_future().share();
  std::thread a([f] { f.get()++; });
  std::thread b([f] { f.get()++; });
  p.set_value(hits);
  a.join();
  b.join();
  (void)hits;  // a lost update is possible: only the race is the finding
  return 0;
}
