// expect: abort
// algos: sdpor,pop,dc
// Two workers race to deliver the first answer through one std::promise, each calling
// set_value without coordination: the loser's set_value throws
// std::future_error(promise_already_satisfied), which escapes its thread: std::terminate.
#include <future>
#include <thread>
int main() {
  std::promise<int> answer;
  std::future<int> f = answer.get_future();
  std::thread a([&] { answer.set_value(1); });
  std::thread b([&] { answer.set_value(2); }); /* BUG: the second set_value throws */
  int v = f.get();
  a.join();
  b.join();
  return v == 1 || v == 2 ? 0 : 1;
}
