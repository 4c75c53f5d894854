// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// A folly::Synchronized-like wrapper: the data is reachable only through withWLock/withRLock,
// which run a lambda under a std::shared_mutex (exclusive or shared). Two writers append,
// a reader sums what is there; every access is inside a lock.
#include <cassert>
#include <mutex>
#include <shared_mutex>
#include <thread>
#include <vector>
template <class T>
class Synchronized {
 public:
  template <class F> auto withWLock(F&& f) {
    std::unique_lock<std::shared_mutex> lock(mutex_);
    return f(data_);
  }
  template <class F> auto withRLock(F&& f) const {
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
  std::thread w2([] { numbers.withWLock([](std::vector<int>& v) { v.push_back(2); }); });
  const int partial = numbers.withRLock([](const std::vector<int>& v) {
    int s = 0;
    for (int x : v) s += x;
    return s;
  });
  w1.join();
  w2.join();
  assert(partial == 0 || partial == 1 || partial == 2 || partial == 3);
  assert(numbers.withRLock([](const std::vector<int>& v) { return v.size(); }) == 2);
  return 0;
}
