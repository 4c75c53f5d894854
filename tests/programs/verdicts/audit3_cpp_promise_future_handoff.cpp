// expect: none
// algos: sdpor,pop,dc
// std::promise / std::future hand a value from a worker to main; a second promise carries an
// exception.
#include <cassert>
#include <future>
#include <stdexcept>
#include <thread>
int main() {
  std::promise<int> p;
  std::promise<void> q;
  std::future<int> f = p.get_future();
  std::future<void> g = q.get_future();
  std::thread t([&p, &q] {
    p.set_value(41);
    try { throw std::logic_error("x"); } catch (...) { q.set_exception(std::current_exception()); }
  });
  int v = f.get();
  bool threw = false;
  try { g.get(); } catch (const std::logic_error &) { threw = true; }
  t.join();
  assert(v == 41 && threw);
}
