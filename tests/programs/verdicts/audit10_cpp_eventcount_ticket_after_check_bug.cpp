// expect: deadlock
// algos: sdpor,pop,dc
// classes: 4
// time-limit: 10
// The event-count twin whose waiter takes its ticket after checking the condition: the
// notifier can publish the item and bump the epoch between the check and the ticket, and
// the waiter then sleeps on the new epoch with nobody left to wake it.
#include <cassert>
#include <condition_variable>
#include <mutex>
#include <thread>
class EventCount {
  std::mutex m_;
  std::condition_variable cv_;
  unsigned epoch_ = 0;
 public:
  unsigned prepare_wait() {
    std::lock_guard<std::mutex> g(m_);
    return epoch_;
  }
  void commit_wait(unsigned ticket) {
    std::unique_lock<std::mutex> lk(m_);
    cv_.wait(lk, [&] { return epoch_ != ticket; });
  }
  void notify_all() {
    std::lock_guard<std::mutex> g(m_);
    epoch_++;
    cv_.notify_all();
  }
};
static EventCount ec;
static std::mutex data_m;
static int items = 0;
static bool has_item() {
  std::lock_guard<std::mutex> g(data_m);
  return items > 0;
}
int main() {
  std::thread consumer([] {
    for (;;) {
      if (has_item()) break;
      unsigned ticket = ec.prepare_wait();
      ec.commit_wait(ticket);
    }
  });
  {
    std::lock_guard<std::mutex> g(data_m);
    items = 1;
  }
  ec.notify_all();
  consumer.join();
  assert(items == 1);
  return 0;
}
