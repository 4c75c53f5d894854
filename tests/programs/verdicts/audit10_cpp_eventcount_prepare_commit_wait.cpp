// expect: none
// algos: sdpor,pop,dc
// classes: 4
// time-limit: 10
// An event count: a waiter takes a ticket (the current epoch) before checking its
// condition, and sleeps only while the epoch is still that ticket; a notifier changes the
// state, bumps the epoch and wakes everyone. The ticket taken first means a notify that
// comes after the check still changes the epoch, so no wake-up is lost.
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
      unsigned ticket = ec.prepare_wait();
      if (has_item()) break;
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
