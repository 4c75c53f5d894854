// expect: data-race, memory-error
// The RCU-like swap without the grace period: the updater deletes the old configuration as
// soon as it has exchanged the pointer, while a reader may still be reading it: the delete races with the read (no happens-before),
// and when it comes first the read is a use after free.
#include <atomic>
#include <thread>
struct Config { int version; int limit; };
static std::atomic<Config *> current{nullptr};
static std::atomic<int> sink{0};
int main() {
  current.store(new Config{1, 10});
  std::thread r([] {
    Config *c = current.load();
    sink.store(c->limit);
  });
  std::thread u([] {
    Config *old = current.exchange(new Config{2, 20});
    delete old;
  });
  r.join();
  u.join();
  delete current.load();
  return 0;
}
