// expect: abort
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// A std::future is single-shot: the second get() throws future_error(no_state), uncaught:
// std::terminate.
#include <future>
#include <thread>
int main() {
  std::promise<int> p;
  std::future<int> f = p.get_future();
  std::thread w([&p] { p.set_value(7); });
  int a = f.get();
  int b = f.get();
  w.join();
  return a + b;
}
