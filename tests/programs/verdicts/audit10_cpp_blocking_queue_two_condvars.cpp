// expect: none
// algos: sdpor,pop,dc
// classes: 72
// time-limit: 10
// A bounded blocking queue of capacity 1 with two condition variables (not_full for
// producers, not_empty for consumers) and notify_one: two producers and two consumers move
// one item each; a wake-up always goes to a thread that can make progress.
#include <cassert>
#include <condition_variable>
#include <mutex>
#include <thread>
class BlockingQueue {
  std::mutex m_;
  std::condition_variable not_full_, not_empty_;
  int item_ = 0;
  bool full_ = false;
 public:
  void put(int v) {
    std::unique_lock<std::mutex> lk(m_);
    not_full_.wait(lk, [this] { return !full_; });
    item_ = v;
    full_ = true;
    not_empty_.notify_one();
  }
  int take() {
    std::unique_lock<std::mutex> lk(m_);
    not_empty_.wait(lk, [this] { return full_; });
    full_ = false;
    not_full_.notify_one();
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
