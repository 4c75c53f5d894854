// expect: none
// algos: sdpor,pop,dc
// time-limit: 20
// (3160 executions: pop, sdpor and dc agree. Not dfs: it does not finish; qpor refuses the
// condition variables.)
// flags: -std=c++20
// A C++ bounded blocking queue (capacity 1, std::deque under a std::mutex, two
// condition_variables waited on with predicates) used by one producer of two items and two consumers;
// close() wakes everybody and consumers drain the rest. Every item is consumed once.
#include <cassert>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>

class BoundedQueue {
 public:
  void push(int v) {
    std::unique_lock lock(m_);
    not_full_.wait(lock, [&] { return items_.size() < 1; });
    items_.push_back(v);
    not_empty_.notify_one();
  }
  std::optional<int> pop() {
    std::unique_lock lock(m_);
    not_empty_.wait(lock, [&] { return !items_.empty() || closed_; });
    if (items_.empty()) return std::nullopt;
    int v = items_.front();
    items_.pop_front();
    not_full_.notify_one();
    return v;
  }
  void close() {
    std::lock_guard lock(m_);
    closed_ = true;
    not_empty_.notify_all();
  }

 private:
  std::mutex m_;
  std::condition_variable not_full_, not_empty_;
  std::deque<int> items_;
  bool closed_ = false;
};

int main() {
  BoundedQueue q;
  int sums[2] = {0, 0};
  std::thread c0([&] { while (auto v = q.pop()) sums[0] += *v; });
  std::thread c1([&] { while (auto v = q.pop()) sums[1] += *v; });
  std::thread producer([&] {
    q.push(1);
    q.push(2);
  });
  producer.join();
  q.close();
  c0.join();
  c1.join();
  assert(sums[0] + sums[1] == 3);
}
