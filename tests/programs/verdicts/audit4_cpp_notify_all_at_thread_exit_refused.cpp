// expect: unsupported
// complete: no
// std::notify_all_at_thread_exit: libstdc++ unlocks the mutex and notifies natively when the
// system thread ends, past braid's models (two false deadlocks before); refused clearly.
#include <condition_variable>
#include <mutex>
#include <thread>
#include <cassert>
std::mutex m;
std::condition_variable cv;
bool ready = false;
int main() {
  std::thread t([] {
    std::unique_lock<std::mutex> lk(m);
    ready = true;
    std::notify_all_at_thread_exit(cv, std::move(lk));
  });
  t.detach();
  std::unique_lock<std::mutex> lk(m);
  cv.wait(lk, [] { return ready; });
  assert(ready);
  return 0;
}
