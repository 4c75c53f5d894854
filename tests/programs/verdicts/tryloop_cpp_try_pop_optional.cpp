// expect: none
// A consumer polls `while (!(v = q.try_pop())) {}` where try_pop returns a std::optional
// built under a std::lock_guard: the temporary optional and the guard change nothing
// another thread sees when the queue is empty.
#include <cassert>
#include <mutex>
#include <optional>
#include <thread>

class Queue {
 public:
  void push(int v) {
    std::lock_guard<std::mutex> guard(m_);
    item_ = v;
    full_ = true;
  }
  std::optional<int> try_pop() {
    std::lock_guard<std::mutex> guard(m_);
    if (!full_) return std::nullopt;
    full_ = false;
    return item_;
  }

 private:
  std::mutex m_;
  int item_ = 0;
  bool full_ = false;
};

static Queue q;

int main() {
  std::thread producer([] { q.push(5); });
  std::optional<int> v;
  while (!(v = q.try_pop())) {
  }
  assert(*v == 5);
  producer.join();
}
