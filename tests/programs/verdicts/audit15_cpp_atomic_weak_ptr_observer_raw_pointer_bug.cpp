// expect: data-race, crash, memory-error
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// time-limit: 30
// The notifier keeps the raw pointer from a lock() it let go of, and calls the listener
// through it afterwards: the registrar's reset() may have destroyed the listener in between
// (its counter, owned through a unique_ptr, is then freed, and the unique_ptr nulled: a read
// of freed memory, or a null dereference when the notifier sees the nulled pointer).
#include <atomic>
#include <cassert>
#include <memory>
#include <thread>
struct Listener {
  std::unique_ptr<int> calls = std::make_unique<int>(0);
  void on_event() { ++*calls; }
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
