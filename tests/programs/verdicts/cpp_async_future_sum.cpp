// expect: none
// algos: sdpor,pop,dc
// std::async(std::launch::async) tasks return partial sums through std::future; a
// std::promise carries one more value.
#include <cassert>
#include <future>
#include <thread>
int data[6] = {1, 2, 3, 4, 5, 6};
int sum_range(int from, int to) {
  int s = 0;
  for (int i = from; i < to; i++) s += data[i];
  return s;
}
int main() {
  std::future<int> low = std::async(std::launch::async, sum_range, 0, 3);
  std::future<int> high = std::async(std::launch::async, sum_range, 3, 6);
  std::promise<int> p;
  std::future<int> extra = p.get_future();
  std::thread t([&p] { p.set_value(100); });
  int total = low.get() + high.get() + extra.get();
  t.join();
  assert(total == 121);
  return 0;
}
