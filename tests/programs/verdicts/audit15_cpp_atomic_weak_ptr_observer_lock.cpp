// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// time-limit: 30
// An observer slot as std::atomic<std::weak_ptr<Listener>>: a registrar publishes a listener
// it owns; a notifier loads the weak_ptr and lock()s it, calling the listener only while it
// holds a strong reference. The owner drops the listener after publishing.
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
    listener.reset();  // the only strong reference besides the notifier's lock()
  });
  if (std::shared_ptr<Listener> l = slot.load().lock()) l->on_event();
  registrar.join();
  return 0;
}
