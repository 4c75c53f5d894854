// expect: data-race, assertion
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// The same wrapper, but the reader's lambda returns a reference to the guarded vector: the
// shared lock ends when withRLock returns and the reader then walks the vector while a writer
// appends under the exclusive lock.
#include <cassert>
#include <mutex>
#include <shared_mutex>
#include <thread>
#include <vector>
template <class T>
class Synchronized {
 public:
  template <class F> decltype(auto) withWLock(F&& f) {
    std::unique_lock<std::shared_mutex> lock(mutex_);
    return f(data_);
  }
  template <class F> decltype(auto) withRLock(F&& f) const {
    std::shared_lock<std::shared_mutex> lock(mutex_);
    return f(data_);
  }
 private:
  mutable std::shared_mutex mutex_;
  T data_;
};
Synchronized<std::vector<int>> numbers;
int main() {
  std::thread w1([] { numbers.withWLock([](std::vector<int>& v) { v.push_back(1); }); });
  const std::vector<int>& view =
      numbers.withRLock([](const std::vector<int>& v) -> const std::vector<int>& { return v; });
  const std::size_t seen = view.size();
  w1.join();
  assert(seen <= 1);
  return 0;
}
