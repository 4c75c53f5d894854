// expect: memory-error, data-race
// flags: -std=c++20
// The notifier keeps the raw pointer from a lock() it let go of, and calls the listener
// through it afterwards: the registrar's reset() may have destroyed the listener in between.
#include <atomic>
#include <cassert>
#include <memory>
#include <thread>
struct Listener {
  int calls = 0;
  void on_event() { ++calls; }
};
std::atomic<std::weak_ptr<Listener>> slot;
int main() {
  std::thread registrar([] {
    auto listener = std::make_shared<Listener>();
    slot.store(listener);
    listener.reset();
  });
  Listener* raw = slot.load().lock().get();
  if (raw) raw->on_event();
  registrar.join();
  return 0;
}
