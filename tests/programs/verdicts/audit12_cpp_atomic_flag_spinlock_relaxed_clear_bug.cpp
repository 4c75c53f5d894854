// expect: data-race
// algos: sdpor,pop,dc
// An event recorder in a game-engine style: a SpinLock built on std::atomic_flag
// (test_and_set with acquire, std::this_thread::yield while busy) guards a std::list of
// events and a running total; an RAII SpinGuard takes it. The unlock clears the flag with
// memory_order_relaxed, which does not release: the next owner's critical section is not
// ordered after the last one's, so the two producers' updates of the list and the total
// are a data race by the C++ rules. The twin with a release clear is
// audit12_cpp_atomic_flag_spinlock_event_list.cpp.
#include <atomic>
#include <cassert>
#include <iostream>
#include <list>
#include <mutex>
#include <string>
#include <thread>

class SpinLock {
 public:
  void lock() {
    while (flag_.test_and_set(std::memory_order_acquire)) std::this_thread::yield();
  }
  void unlock() { flag_.clear(kReleaseOrder); }

 private:
  static constexpr std::memory_order kReleaseOrder = std::memory_order_relaxed;  // BUG
  std::atomic_flag flag_ = ATOMIC_FLAG_INIT;
};

class SpinGuard {
 public:
  explicit SpinGuard(SpinLock& l) : l_(l) { l_.lock(); }
  ~SpinGuard() { l_.unlock(); }
  SpinGuard(const SpinGuard&) = delete;
  SpinGuard& operator=(const SpinGuard&) = delete;

 private:
  SpinLock& l_;
};

struct Event {
  int source;
  int value;
};

class Recorder {
 public:
  void record(int source, int value) {
    SpinGuard g(lock_);
    events_.push_back({source, value});
    total_ += value;
  }
  std::size_t size() {
    SpinGuard g(lock_);
    return events_.size();
  }
  int total() {
    SpinGuard g(lock_);
    return total_;
  }

 private:
  SpinLock lock_;
  std::list<Event> events_;
  int total_ = 0;
};

static std::mutex cout_mutex;

static void log_line(const std::string& text) {
  std::lock_guard<std::mutex> g(cout_mutex);
  std::cout << text << '\n';
}

int main() {
  Recorder rec;
  auto producer = [&rec](int id) {
    rec.record(id, id * 10);
    log_line("producer " + std::to_string(id) + " recorded");
  };
  std::thread a(producer, 1), b(producer, 2);
  a.join();
  b.join();
  assert(rec.size() == 2);
  assert(rec.total() == 30);
  log_line("total " + std::to_string(rec.total()));
  return 0;
}
