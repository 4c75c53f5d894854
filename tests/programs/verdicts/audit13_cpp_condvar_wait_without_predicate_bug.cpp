// expect: deadlock
// algos: dfs,sdpor,pop,dc
// classes: 3
// rf-classes: 3
// The consumer waits once with no predicate: when the producer notifies before the consumer
// waits, the notification is lost and the consumer waits for ever.
#define WAIT cv.wait(lk)
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
