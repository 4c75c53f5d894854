// expect: none
// classes: 2
// A class that owns a std::atomic<bool> and polls it in a member function
// (`while (!ready_.load()) {}`), the payload published before the flag.
#include <atomic>
#include <cassert>
#include <thread>

class Mailbox {
 public:
  void put(int v) {
    value_ = v;
    ready_.store(true);
  }
  int take() {
    while (!ready_.load()) {
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
