// expect: deadlock
// algos: sdpor,pop,dc
// Two std::mutex taken in opposite orders, one side through a std::unique_lock that is
// unlocked and locked again by its own member functions (`held.unlock()`, `held.lock()`: calls
// with no mutex argument): the sorter blocks in `held.lock()` on the inbox the courier holds. The deadlock names both mutexes as the program does, `inbox` and
// `outbox`, never an address or a libstdc++ name (docs/runtime.md, trust32).
// Natively (g++ -O2) 0 of 100 runs hung: the window is small.
#include <mutex>
#include <thread>

static std::mutex inbox;
static std::mutex outbox;
static int moved;

int main() {
  std::thread sorter([] {
    std::unique_lock<std::mutex> held(inbox);
    held.unlock();  // lets the courier at the inbox for a moment
    std::lock_guard<std::mutex> out(outbox);
    held.lock();  // the inbox again, now after the outbox: the courier's opposite order
    ++moved;
  });
  std::thread courier([] {
    std::lock_guard<std::mutex> in(inbox);
    std::lock_guard<std::mutex> out(outbox);
    ++moved;
  });
  sorter.join();
  courier.join();
  return moved == 2 ? 0 : 1;
}
