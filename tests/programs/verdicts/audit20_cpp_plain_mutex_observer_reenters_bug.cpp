// expect: deadlock
// flags: -std=c++20
// The observer of audit20_cpp_recursive_mutex_observer_reenters.cpp with a plain std::mutex:
// the observer's call back into value() locks the mutex its own thread already holds in
// set(), a self-deadlock (natively: hangs, or EDEADLK thrown as std::system_error by some
// implementations; libstdc++ hangs).
#include <cassert>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>
class Subject {
 public:
  void subscribe(std::function<void()> f) {
    std::lock_guard<std::mutex> g(m_);
    observers_.push_back(std::move(f));
  }
  void set(int v) {
    std::lock_guard<std::mutex> g(m_);
    value_ = v;
    for (auto &f : observers_) f();
  }
  int value() {
    std::lock_guard<std::mutex> g(m_);
    return value_;
  }
 private:
  std::mutex m_;
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
