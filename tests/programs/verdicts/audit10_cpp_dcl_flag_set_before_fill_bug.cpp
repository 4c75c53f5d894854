// expect: assertion, data-race
// algos: sdpor,pop,dc
// classes: 6
// time-limit: 10
// The double-checked-locking twin that sets the "built" flag before filling the table: a
// second thread sees the flag, skips the lock and reads a cell still being written.
#include <atomic>
#include <cassert>
#include <mutex>
#include <thread>
class Squares {
  std::atomic<bool> built_{false};
  std::mutex m_;
  int table_[4];
  void ensure() {
    if (built_.load(std::memory_order_acquire)) return;
    std::lock_guard<std::mutex> g(m_);
    if (built_.load(std::memory_order_relaxed)) return;
    built_.store(true, std::memory_order_release);
    for (int i = 0; i < 4; i++) table_[i] = i * i;
  }
 public:
  int get(int i) {
    ensure();
    return table_[i];
  }
};
static Squares squares;
static int got[2];
int main() {
  std::thread a([] { got[0] = squares.get(3); });
  std::thread b([] { got[1] = squares.get(2); });
  a.join();
  b.join();
  assert(got[0] == 9 && got[1] == 4);
  return 0;
}
