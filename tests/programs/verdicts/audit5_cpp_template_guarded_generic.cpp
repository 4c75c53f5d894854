// expect: none
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// A Guarded<T> template (value + mutex, access through a callback under the lock) used with
// a std::vector from two threads.
#include <cassert>
#include <mutex>
#include <thread>
#include <vector>
template <class T>
class Guarded {
 public:
  template <class F>
  auto with(F f) {
    std::lock_guard<std::mutex> g(m_);
    return f(value_);
  }
 private:
  std::mutex m_;
  T value_{};
};
int main() {
  Guarded<std::vector<int>> log;
  std::thread a([&] { log.with([](auto &v) { v.push_back(1); return 0; }); });
  std::thread b([&] { log.with([](auto &v) { v.push_back(2); return 0; }); });
  a.join();
  b.join();
  assert(log.with([](auto &v) { return v.size(); }) == 2);
  return 0;
}
