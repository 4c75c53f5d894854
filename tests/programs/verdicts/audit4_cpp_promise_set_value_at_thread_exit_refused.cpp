// expect: unsupported
// complete: no
// std::promise::set_value_at_thread_exit: the future is made ready natively at thread exit
// (before: a false deadlock, then braid itself aborted); refused clearly.
#include <future>
#include <thread>
#include <cassert>
int main() {
  std::promise<int> p;
  std::future<int> f = p.get_future();
  std::thread t([&p] { p.set_value_at_thread_exit(7); });
  assert(f.get() == 7);
  t.join();
  return 0;
}
