// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// A std::packaged_task runs in one thread; another thread and main wait on copies of its
// shared_future.
#include <cassert>
#include <future>
#include <thread>
int main() {
  std::packaged_task<int(int)> task([](int v) { return v * 2; });
  std::shared_future<int> result = task.get_future().share();
  int a = 0, b = 0;
  std::thread w1([result, &a] { a = result.get(); });
  std::thread producer(std::move(task), 21);
  producer.join();
  b = result.get() + 1;
  w1.join();
  assert(a == 42 && b == 43);
  return 0;
}
