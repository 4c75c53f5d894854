// expect: none
// flags: -std=c++20 -DN=1
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// A pipeline of three stages connected by bounded blocking queues (capacity 1): a source
// produces 1..N, a transform squares, a sink sums. Each queue is closed by its producer; the
// consumer drains it and stops on an empty optional.
#include <cassert>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>

template <class T>
class BoundedQueue {
 public:
  explicit BoundedQueue(size_t capacity) : capacity_(capacity) {}
  void push(T v) {
    std::unique_lock<std::mutex> lk(m_);
    not_full_.wait(lk, [this] { return items_.size() < capacity_; });
    items_.push_back(std::move(v));
    not_empty_.notify_one();
  }
  void close() {
    std::lock_guard<std::mutex> g(m_);
    closed_ = true;
    not_empty_.notify_all();
  }
  std::optional<T> pop() {
    std::unique_lock<std::mutex> lk(m_);
    not_empty_.wait(lk, [this] { return closed_ || !items_.empty(); });
    if (items_.empty()) return std::nullopt;
    T v = std::move(items_.front());
    items_.pop_front();
    not_full_.notify_one();
    return v;
  }

 private:
  std::mutex m_;
  std::condition_variable not_full_, not_empty_;
  std::deque<T> items_;
  size_t capacity_;
  bool closed_ = false;
};

#ifndef N
#define N 2
#endif

int main() {
  BoundedQueue<int> raw(1), squared(1);
  long sum = 0;
  std::thread source([&] {
    for (int i = 1; i <= N; ++i) raw.push(i);
    raw.close();
  });
  std::thread transform([&] {
    while (auto v = raw.pop()) squared.push(*v * *v);
    squared.close();
  });
  std::thread sink([&] {
    while (auto v = squared.pop()) sum += *v;
  });
  source.join();
  transform.join();
  sink.join();
  long want = 0;
  for (int i = 1; i <= N; ++i) want += i * i;
  assert(sum == want);
  return 0;
}
