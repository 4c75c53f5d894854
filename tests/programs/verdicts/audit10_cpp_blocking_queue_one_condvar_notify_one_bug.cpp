// expect: deadlock
// algos: sdpor,pop,dc
// classes: 120
// time-limit: 10
// The blocking-queue twin with one condition variable shared by producers and consumers and
// notify_one: a consumer's wake-up can go to the other consumer (which finds the queue
// empty and sleeps again) instead of the waiting producer, and everybody ends up waiting.
#include <cassert>
#include <condition_variable>
#include <mutex>
#include <thread>
class BlockingQueue {
  std::mutex m_;
  std::condition_variable changed_;
  int item_ = 0;
  bool full_ = false;
 public:
  void put(int v) {
    std::unique_lock<std::mutex> lk(m_);
    changed_.wait(lk, [this] { return !full_; });
    item_ = v;
    full_ = true;
    changed_.notify_one();
  }
  int take() {
    std::unique_lock<std::mutex> lk(m_);
    changed_.wait(lk, [this] { return full_; });
    full_ = false;
    changed_.notify_one();
    return item_;
  }
};
static BlockingQueue q;
static int got[2];
int main() {
  std::thread p1([] { q.put(1); }), p2([] { q.put(2); });
  std::thread c1([] { got[0] = q.take(); }), c2([] { got[1] = q.take(); });
  p1.join();
  p2.join();
  c1.join();
  c2.join();
  assert(got[0] + got[1] == 3);
  return 0;
}
