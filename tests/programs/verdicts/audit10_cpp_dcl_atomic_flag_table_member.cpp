// expect: none
// algos: sdpor,pop,dc
// classes: 4
// time-limit: 10
// Double-checked locking of a lazily built lookup table inside a class: an atomic "built"
// flag is checked without the lock, then again under it; the flag is set only after the
// table is filled, so a reader that sees it set reads a complete table.
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
    for (int i = 0; i < 4; i++) table_[i] = i * i;
    built_.store(true, std::memory_order_release);
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
