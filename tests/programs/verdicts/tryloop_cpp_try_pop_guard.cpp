// expect: none
// classes: 2
// A locked queue whose consumer retries `while (!q.try_pop(x)) {}`; try_pop takes a
// std::lock_guard (a C++ temporary in its own frame) and writes the result through a
// reference only when it succeeds. A failed try_pop locks, reads, unlocks: no change.
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
    std::lock_guard<std::mutex> guard(m_);
    if (count_ == 0) return false;
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
    q.push(3);
    return nullptr;
  }, nullptr);
  int a = 0;
  while (!q.try_pop(a)) {
  }
  assert(a == 3);
  pthread_join(producer, nullptr);
}
