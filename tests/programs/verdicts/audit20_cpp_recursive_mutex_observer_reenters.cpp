// expect: none
// algos: pop,sdpor,dc
// flags: -std=c++20
// The observer pattern with a std::recursive_mutex: Subject::notify calls the observers under
// its lock, and an observer calls back into Subject::value(), which takes the same lock
// again on the same thread. A second thread updates the subject. Re-entry is allowed by the
// recursive mutex, the state is always read and written under it: no bug.
#include <cassert>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>
class Subject {
 public:
  void subscribe(std::function<void()> f) {
    std::lock_guard<std::recursive_mutex> g(m_);
    observers_.push_back(std::move(f));
  }
  void set(int v) {
    std::lock_guard<std::recursive_mutex> g(m_);
    value_ = v;
    for (auto &f : observers_) f();
  }
  int value() {
    std::lock_guard<std::recursive_mutex> g(m_);
    return value_;
  }
 private:
  std::recursive_mutex m_;
  std::vector<std::function<void()>> observers_;
  int value_ = 0;
};
int main() {
  Subject s;
  int last_seen = -1;
  s.subscribe([&] { last_seen = s.value(); });
  std::thread t([&] { s.set(2); });
  s.set(1);
  t.join();
  assert(last_seen == s.value());
  return 0;
}
