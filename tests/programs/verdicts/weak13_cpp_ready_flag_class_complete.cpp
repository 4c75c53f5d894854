// expect: none
// A C++ result cell: a worker computes into a member and publishes it with
// ready.store(true, std::memory_order_release); the owner polls ready with an acquire load
// through a member function and reads the value when set. Release/acquire message passing
// behind a class interface: correct under the C++ memory model, complete.
#include <atomic>
#include <cassert>
#include <thread>
class ResultCell {
 public:
  void publish(int v) {
    value_ = v;
    ready_.store(true, std::memory_order_release);
  }
  bool try_get(int& out) const {
    if (!ready_.load(std::memory_order_acquire)) return false;
    out = value_;
    return true;
  }
 private:
  int value_ = 0;
  std::atomic<bool> ready_{false};
};
int main() {
  ResultCell cell;
  std::thread worker([&] { cell.publish(42); });
  int got = 0;
  for (int i = 0; i < 2; i++)
    if (cell.try_get(got)) assert(got == 42);
  worker.join();
  return 0;
}
