// expect: none
// algos: sdpor,pop,dc
// classes: 2
// rf-classes: 2
// A consumer waits on a std::condition_variable with a predicate; the producer sets the
// flag under the mutex and notifies.
#define WAIT cv.wait(lk, [] { return ready; })
#define SET_READY { std::lock_guard<std::mutex> g(m); ready = true; }
#include <cassert>
#include <condition_variable>
#include <mutex>
#include <thread>
std::mutex m;
std::condition_variable cv;
bool ready = false;
int payload = 0;
void consumer() {
  std::unique_lock<std::mutex> lk(m);
  WAIT;
  assert(payload == 7);
}
int main() {
  std::thread c(consumer);
  payload = 7;
  SET_READY;
  cv.notify_one();
  c.join();
  return 0;
}
