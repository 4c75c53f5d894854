// expect: abort
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// Two workers race to deliver the answer through one promise; the second set_value throws
// future_error(promise_already_satisfied), uncaught in its thread: std::terminate.
#include <future>
#include <thread>
int main() {
  std::promise<int> answer;
  std::future<int> f = answer.get_future();
  std::thread a([&] { answer.set_value(1); });
  std::thread b([&] { answer.set_value(2); });
  int v = f.get();
  a.join();
  b.join();
  return v == 1 || v == 2 ? 0 : 1;
}
