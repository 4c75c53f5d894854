// expect: unsupported
// complete: no
// std::packaged_task::make_ready_at_thread_exit: the same native at-thread-exit hand-off.
#include <cassert>
#include <future>
#include <thread>
int main() {
  std::packaged_task<int()> task([] { return 3; });
  std::future<int> f = task.get_future();
  std::thread t([&task] { task.make_ready_at_thread_exit(); });
  assert(f.get() == 3);
  t.join();
  return 0;
}
