// expect: data-race,assertion
// The mailbox of tryloop_cpp_atomic_member.cpp with the flag published before the
// payload (relaxed order does not matter here: braid checks sequential consistency).
#include <atomic>
#include <cassert>
#include <thread>

class Mailbox {
 public:
  void put(int v) {
    ready_.store(true);
    value_ = v;
  }
  int take() {
    while (!ready_.load(std::memory_order_acquire)) {
    }
    return value_;
  }

 private:
  std::atomic<bool> ready_{false};
  int value_ = 0;
};

static Mailbox box;

int main() {
  std::thread t([] { box.put(7); });
  assert(box.take() == 7);
  t.join();
}
