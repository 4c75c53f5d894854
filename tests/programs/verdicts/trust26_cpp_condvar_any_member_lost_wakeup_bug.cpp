// expect: deadlock
// algos: sdpor,pop,dc
// A mailbox object with a std::mutex and a std::condition_variable_any as members; the reader
// waits with `if` instead of a loop, and checks the flag before taking the lock, so the
// writer's notify can come before the wait: a lost wake-up, the reader waits forever. The
// report names `box.lock` and `box.ready_cv` (docs/runtime.md, trust26).
#include <condition_variable>
#include <mutex>
#include <thread>
struct Mailbox {
  std::mutex lock;
  std::condition_variable_any ready_cv;
  bool full = false;
};
static Mailbox box;
int main() {
  std::thread reader([] {
    std::unique_lock<std::mutex> held(box.lock, std::defer_lock);
    held.lock();
    if (!box.full) {
      held.unlock();
      held.lock();  // the flag is not looked at again: a notify in between is lost
      box.ready_cv.wait(held);
    }
  });
  std::thread writer([] {
    {
      std::lock_guard<std::mutex> g(box.lock);
      box.full = true;
    }
    box.ready_cv.notify_one();
  });
  reader.join();
  writer.join();
  return 0;
}
