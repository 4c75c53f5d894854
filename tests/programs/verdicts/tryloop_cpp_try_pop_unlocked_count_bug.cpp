// expect: data-race
// The queue of tryloop_cpp_try_pop_guard.cpp whose try_pop checks the count before taking
// the lock (a check-then-act race with push).
#include <cassert>
#include <mutex>
#include <pthread.h>

class Queue {
 public:
  void push(int v) {
    std::lock_guard<std::mutex> guard(m_);
    items_[count_++] = v;
  }
  bool try_pop(int& out) {
    if (count_ == 0) return false;  // read without the lock
    std::lock_guard<std::mutex> guard(m_);
    out = items_[--count_];
    return true;
  }

 private:
  std::mutex m_;
  int items_[4] = {};
  int count_ = 0;
};

static Queue q;

int main() {
  pthread_t producer;
  pthread_create(&producer, nullptr, [](void *) -> void * {
    q.push(1);
    return nullptr;
  }, nullptr);
  int a = 0;
  while (!q.try_pop(a)) {
  }
  assert(a == 1);
  pthread_join(producer, nullptr);
}
