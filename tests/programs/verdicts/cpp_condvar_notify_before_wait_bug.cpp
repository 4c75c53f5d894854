// expect: deadlock
// algos: sdpor,pop,dc
// A condition-variable wait with no predicate: if the notify comes first, the waiter sleeps
// forever (a lost wake-up).
#include <condition_variable>
#include <mutex>
#include <thread>
std::mutex m;
std::condition_variable cv;
bool ready = false;
void waiter() {
  std::unique_lock<std::mutex> lk(m);
  cv.wait(lk);
  ready = false;
}
int main() {
  std::thread w(waiter);
  {
    std::lock_guard<std::mutex> g(m);
    ready = true;
  }
  cv.notify_one();
  w.join();
  return 0;
}
