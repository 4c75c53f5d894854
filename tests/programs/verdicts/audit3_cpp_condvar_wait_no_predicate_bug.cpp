// expect: deadlock
// cv.wait(lk) without a predicate: when the notifier runs first the notification is lost and
// the waiter sleeps for ever.
#include <condition_variable>
#include <mutex>
#include <thread>
std::mutex m;
std::condition_variable cv;
bool ready = false;
int main() {
  std::thread waiter([] {
    std::unique_lock<std::mutex> lk(m);
    cv.wait(lk);
  });
  {
    std::lock_guard<std::mutex> g(m);
    ready = true;
  }
  cv.notify_one();
  waiter.join();
  (void)ready;
}
